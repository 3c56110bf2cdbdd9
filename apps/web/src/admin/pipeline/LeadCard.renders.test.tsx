import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  boardHandlers,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testLead,
} from '../admin-test-utils.tsx';
import type { LeadDto } from '../api/admin-api.ts';
import { cardsDrawnAtFirst } from '../board/CardSlot.tsx';
import { PipelineTab } from './PipelineTab.tsx';

/** How often each card's body was drawn, counted through the reply badge every body draws. */
const bodyRenders = vi.hoisted(() => new Map<number, number>());

vi.mock('./ReplyDueBadge.tsx', () => ({
  ReplyDueBadge: ({ lead }: { readonly lead: LeadDto }) => {
    bodyRenders.set(lead.id, (bodyRenders.get(lead.id) ?? 0) + 1);
    return null;
  },
}));

afterEach(() => {
  bodyRenders.clear();
  localStorage.clear();
});

const stages = ['new', 'contacted', 'qualified', 'proposal', 'negotiation'] as const;
/** Each column holds more cards than are drawn whole at first: the rest are placeholders. */
const cardsPerColumn = cardsDrawnAtFirst + 4;
const leads = Array.from({ length: stages.length * cardsPerColumn }, (_, index) =>
  testLead({
    id: index + 1,
    name: `Lead ${index + 1}`,
    stage: stages[index % stages.length],
    lastEnquiryAt: new Date(Date.UTC(2026, 10, 20, 12, 0, -index)).toISOString(),
  }),
);

describe(`a drag on a board of ${leads.length} cards`, () => {
  it(
    'draws again the body of the dragged card only, and none on a pointer move',
    { timeout: 30_000 },
    async () => {
      const server = fakeTrpcServer(boardHandlers(() => leads));
      renderWithAdminApi(<PipelineTab filter={{}} />, createTestAdminApi(server, 'token'));
      const dragged = await screen.findByRole('article', { name: 'Lead 1' });
      expect(screen.getAllByRole('article')).toHaveLength(leads.length);
      // Only the cards near their column's view have a body; no observer reported in jsdom.
      expect(bodyRenders.size).toBe(stages.length * cardsDrawnAtFirst);
      const drawnBefore = new Map(bodyRenders);

      // The mouse sensor picks the card up after 8 px, then follows the pointer.
      fireEvent.mouseDown(dragged, { button: 0, clientX: 10, clientY: 10 });
      act(() => {
        fireEvent.mouseMove(document, { clientX: 30, clientY: 12 });
      });
      expect(dragged).toHaveAttribute('data-dragging', 'true');
      const drawnAtPickUp = new Map(bodyRenders);
      for (let step = 1; step <= 20; step += 1) {
        act(() => {
          fireEvent.mouseMove(document, { clientX: 30 + step * 15, clientY: 12 + step });
        });
      }
      expect(bodyRenders).toEqual(drawnAtPickUp);
      act(() => {
        fireEvent.mouseUp(document, { clientX: 330, clientY: 32 });
      });

      const redrawn = [...bodyRenders].filter(([id, count]) => count !== drawnBefore.get(id));
      expect(redrawn.map(([id]) => id)).toEqual([1]);
    },
  );
});
