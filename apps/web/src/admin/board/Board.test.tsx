import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationBoardHandlers,
  boardHandlers,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testApplication,
  testLead,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import type { ApplicationDto, LeadDto } from '../api/admin-api.ts';
import { useBoardApplicationChange } from '../hiring/application-changes.ts';
import { HiringTab } from '../hiring/HiringTab.tsx';
import { PipelineTab } from '../pipeline/PipelineTab.tsx';
import { wideBoardQuery } from './Board.tsx';

/** One pipeline as the board test drives it: its tab, its server, and what it shows and says. */
type Pipeline = {
  readonly name: string;
  readonly render: (move: ProcedureHandler) => void;
  readonly boardLabel: string;
  /** The column headings, left to right, with their counts. */
  readonly headings: readonly string[];
  readonly cardName: string;
  /** The card's stage, and the next one. */
  readonly stages: readonly [string, string];
  readonly secondStageLabel: string;
  /** The moved card as the server answers it, from the move's input. */
  readonly moved: (input: unknown) => unknown;
  readonly announcement: string;
  readonly refusedToast: string;
};

const olivia = testLead();
const noah = testLead({ id: 8, name: 'Noah Brooks', stage: 'proposal', estimatedValue: 48_000 });

function HiringWithBoardChanges() {
  return <HiringTab filter={{}} showChange={useBoardApplicationChange({})} />;
}

const minh = testApplication();
const omar = testApplication({
  id: 12,
  firstName: 'Omar',
  lastName: 'Haddad',
  stage: 'culture_fit',
  cv: null,
  createdAt: '2026-11-19T02:00:00.000Z',
});

function renderTab(
  ui: React.ReactElement,
  handlers: Record<string, ProcedureHandler>,
): ReturnType<typeof fakeTrpcServer> {
  const server = fakeTrpcServer(handlers);
  renderWithAdminApi(ui, createTestAdminApi(server, 'token'));
  return server;
}

const pipelines: readonly Pipeline[] = [
  {
    name: 'the lead pipeline',
    render: (move) => {
      renderTab(<PipelineTab filter={{}} />, {
        ...boardHandlers(() => [olivia, noah]),
        'leads.move': move,
      });
    },
    boardLabel: 'Pipeline board',
    headings: [
      'New1 lead',
      'Contacted0 leads',
      'Qualified0 leads',
      'Proposal1 lead',
      'Negotiation0 leads',
      'Won0 leads',
      'Lost0 leads',
    ],
    cardName: 'Olivia Hart',
    stages: ['new', 'contacted'],
    secondStageLabel: 'Contacted',
    moved: (input) => ({ ...olivia, stage: (input as { stage: LeadDto['stage'] }).stage }),
    announcement: 'Lead Olivia Hart moved to Contacted',
    refusedToast: 'Error: Failed to update lead',
  },
  {
    name: 'the hiring pipeline',
    render: (move) => {
      renderTab(<HiringWithBoardChanges />, {
        ...applicationBoardHandlers(() => [minh, omar]),
        'applicationNotes.list': () => [],
        'applications.move': move,
      });
    },
    boardLabel: 'Hiring board',
    headings: [
      'Applied1 application',
      'Technical Assessment0 applications',
      'Culture Fit1 application',
      'Welcome Aboard0 applications',
      'Not Selected0 applications',
    ],
    cardName: 'Minh Tran',
    stages: ['applied', 'technical_assessment'],
    secondStageLabel: 'Technical Assessment',
    moved: (input) => ({
      ...minh,
      stage: (input as { stage: ApplicationDto['stage'] }).stage,
    }),
    announcement: 'Application Minh Tran moved to Technical Assessment',
    refusedToast: 'Error: Failed to update application',
  },
];

/**
 * jsdom has no layout: columns stand 320 px apart in document order, 600 px tall, and a card
 * takes 280 by 150 px near the top of its column, so a keyboard drag has places to go. What
 * follows the pointer (outside the columns) starts where the first column's card is.
 */
function layOutColumns() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-stage]');
    if (column === null) return new DOMRect(10, 200, 280, 150);
    const index = [...document.querySelectorAll('[data-stage]')].indexOf(column);
    const isCard = this.closest('article') !== null;
    return isCard
      ? new DOMRect(index * 320 + 10, 200, 280, 150)
      : new DOMRect(index * 320, 100, 300, 600);
  });
}

beforeEach(() => {
  layOutColumns();
});

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  vi.restoreAllMocks();
  localStorage.clear();
});

const card = (name: string) => screen.getByRole('article', { name });
const stageOfCard = (name: string) =>
  card(name).closest<HTMLElement>('[data-stage]')?.dataset.stage;
const handleOf = (name: string) =>
  within(card(name)).getByRole('button', { name: `Drag ${name} to another stage` });

describe.each(pipelines)('the board of $name', (pipeline) => {
  it('starts with the closed stages unfolded on a desktop window, and remembers a fold chosen there', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      Object.assign(matchMedia(query), { matches: query === wideBoardQuery }),
    );
    pipeline.render(() => undefined);
    await screen.findByText(pipeline.cardName);
    const board = screen.getByRole('region', { name: pipeline.boardLabel });
    expect(within(board).queryAllByRole('button', { name: /^Show the .* column$/ })).toEqual([]);
    const folds = within(board).getAllByRole('button', { name: /^Fold the .* column$/ });
    expect(folds).toHaveLength(2);
    const [firstFold] = folds;
    if (firstFold === undefined) throw new Error('No fold button');
    await userEvent.setup().click(firstFold);
    expect(within(board).getAllByRole('button', { name: /^Show the .* column$/ })).toHaveLength(1);

    // Opened again in the same browser, the board keeps the fold chosen.
    cleanup();
    pipeline.render(() => undefined);
    await screen.findByText(pipeline.cardName);
    const reopened = screen.getByRole('region', { name: pipeline.boardLabel });
    await waitFor(() => {
      expect(
        within(reopened).getAllByRole('button', { name: /^Show the .* column$/ }),
      ).toHaveLength(1);
    });
  });

  it('shows its stages in order with their counts, the closed ones folded on a narrow window', async () => {
    pipeline.render(() => undefined);
    await screen.findByText(pipeline.cardName);
    const board = screen.getByRole('region', { name: pipeline.boardLabel });
    await waitFor(() => {
      expect(
        within(board)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(pipeline.headings);
    });
    expect(within(board).getAllByRole('button', { name: /^Show the .* column$/ })).toHaveLength(2);
  });

  it('moves a card one stage right with the keyboard, and announces it', async () => {
    const { promise: answered, resolve } = Promise.withResolvers<unknown>();
    pipeline.render((input) => {
      resolve(input);
      return pipeline.moved(input);
    });
    const user = userEvent.setup();
    await screen.findByText(pipeline.cardName);
    handleOf(pipeline.cardName).focus();

    const column = (stage: string) => document.querySelector(`[data-stage="${stage}"]`);
    // dnd-kit measures the columns once the card is picked up: it is then over its own.
    await user.keyboard(' ');
    await waitFor(() => {
      expect(column(pipeline.stages[0])).toHaveAttribute('data-over', 'true');
    });
    await user.keyboard('{ArrowRight}');
    await waitFor(() => {
      expect(column(pipeline.stages[1])).toHaveAttribute('data-over', 'true');
    });
    await user.keyboard(' ');

    await waitFor(() => {
      expect(
        [...document.querySelectorAll('[role="status"]')].some(
          (region) => region.textContent === pipeline.announcement,
        ),
      ).toBe(true);
    });
    await answered;
    await waitFor(() => {
      expect(stageOfCard(pipeline.cardName)).toBe(pipeline.stages[1]);
    });
  });

  it('moves a card with its Move to menu, and says so', async () => {
    pipeline.render((input) => pipeline.moved(input));
    const user = userEvent.setup();
    await screen.findByText(pipeline.cardName);
    await user.click(within(card(pipeline.cardName)).getByRole('button', { name: 'Move to...' }));
    await user.click(await screen.findByRole('menuitem', { name: pipeline.secondStageLabel }));

    expect(stageOfCard(pipeline.cardName)).toBe(pipeline.stages[1]);
    expect(screen.getByText(pipeline.announcement)).toHaveAttribute('role', 'status');
  });

  it('puts the card back when the server refuses the move', async () => {
    pipeline.render(() => {
      throw new TrpcRefusal('INTERNAL_SERVER_ERROR', 500, 'Internal server error');
    });
    const user = userEvent.setup();
    await screen.findByText(pipeline.cardName);
    await user.click(within(card(pipeline.cardName)).getByRole('button', { name: 'Move to...' }));
    await user.click(await screen.findByRole('menuitem', { name: pipeline.secondStageLabel }));

    expect(await screen.findByText(pipeline.refusedToast)).toBeInTheDocument();
    expect(stageOfCard(pipeline.cardName)).toBe(pipeline.stages[0]);
  });
});
