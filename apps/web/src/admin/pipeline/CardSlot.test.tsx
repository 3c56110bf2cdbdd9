import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  boardHandlers,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testLead,
} from '../admin-test-utils.tsx';
import { reportIntersection } from '../../test-intersection-observer.ts';
import { cardsDrawnAtFirst } from '../board/CardSlot.tsx';
import { PipelineTab } from './PipelineTab.tsx';

afterEach(() => {
  localStorage.clear();
});

const leads = Array.from({ length: cardsDrawnAtFirst + 8 }, (_, index) =>
  testLead({
    id: index + 1,
    name: `Lead ${index + 1}`,
    stage: 'new',
    lastEnquiryAt: new Date(Date.UTC(2026, 10, 20, 12, 0, -index)).toISOString(),
  }),
);

async function renderLongColumn() {
  const server = fakeTrpcServer(boardHandlers(() => leads));
  renderWithAdminApi(<PipelineTab filter={{}} />, createTestAdminApi(server, 'token'));
  await screen.findByRole('article', { name: 'Lead 1' });
}

function dragHandleOf(card: HTMLElement) {
  return within(card).queryByRole('button', { name: /^Drag / });
}

describe('a long column', () => {
  it('draws a card far from view as a placeholder, and the real card once it comes near', async () => {
    await renderLongColumn();
    expect(screen.getAllByRole('article')).toHaveLength(leads.length);
    expect(dragHandleOf(screen.getByRole('article', { name: 'Lead 1' }))).not.toBeNull();

    const far = screen.getByRole('article', { name: `Lead ${cardsDrawnAtFirst + 5}` });
    expect(far).toHaveAttribute('data-placeholder');
    expect(dragHandleOf(far)).toBeNull();

    const slot = far.parentElement;
    if (slot === null) throw new Error('The card has no slot');
    act(() => {
      reportIntersection(slot);
    });
    const near = screen.getByRole('article', { name: `Lead ${cardsDrawnAtFirst + 5}` });
    expect(near).not.toHaveAttribute('data-placeholder');
    expect(dragHandleOf(near)).not.toBeNull();
    expect(within(near).getByRole('button', { name: 'Move to...' })).toBeInTheDocument();
  });

  it('keeps the height a card had when it leaves the view, unless it holds the focus', async () => {
    await renderLongColumn();
    const [first, second] = ['Lead 1', 'Lead 2'].map((name) => {
      const slot = screen.getByRole('article', { name }).parentElement;
      if (slot === null) throw new Error('The card has no slot');
      slot.getBoundingClientRect = () => new DOMRect(0, -3000, 280, 312);
      return slot;
    });
    if (first === undefined || second === undefined) throw new Error('Missing cards');
    const focusedHandle = dragHandleOf(within(second).getByRole('article'));
    act(() => {
      focusedHandle?.focus();
    });

    act(() => {
      reportIntersection(first, false);
      reportIntersection(second, false);
    });

    const placeholder = within(first).getByRole('article', { name: 'Lead 1' });
    expect(placeholder).toHaveAttribute('data-placeholder');
    expect(placeholder).toHaveStyle({ height: '312px' });
    const focused = within(second).getByRole('article', { name: 'Lead 2' });
    expect(focused).not.toHaveAttribute('data-placeholder');
    expect(dragHandleOf(focused)).toHaveFocus();
  });

  it('leaves the cards as they are while a card is dragged, and watches again after the drop', async () => {
    await renderLongColumn();
    const farName = `Lead ${cardsDrawnAtFirst + 5}`;
    const slot = screen.getByRole('article', { name: farName }).parentElement;
    if (slot === null) throw new Error('The card has no slot');

    fireEvent.mouseDown(screen.getByRole('article', { name: 'Lead 1' }), {
      button: 0,
      clientX: 10,
      clientY: 10,
    });
    act(() => {
      fireEvent.mouseMove(document, { clientX: 40, clientY: 12 });
    });
    act(() => {
      reportIntersection(slot);
    });
    expect(screen.getByRole('article', { name: farName })).toHaveAttribute('data-placeholder');

    act(() => {
      fireEvent.mouseUp(document, { clientX: 40, clientY: 12 });
    });
    act(() => {
      reportIntersection(slot);
    });
    expect(screen.getByRole('article', { name: farName })).not.toHaveAttribute('data-placeholder');
  });
});
