import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leadStages, type CrmFilter, type LeadStage } from '@app/domain';
import {
  boardHandlers,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testLead,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { PipelineTab } from './PipelineTab.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  // Folded and unfolded columns are remembered in the browser; each test starts afresh.
  localStorage.clear();
});

const olivia = testLead();
const noah = testLead({
  id: 8,
  message: 'Need a proposal\nfor a mobile team',
  name: 'Noah Brooks',
  company: null,
  teamSize: null,
  stage: 'proposal',
  estimatedValue: 48_000,
  probability: 60,
});

/** The pipeline as the CRM screen shows it: its columns paged, with the stats loaded too. */
function PipelineWithData({ filter = {} }: { readonly filter?: CrmFilter }) {
  const trpc = useAdminTRPC();
  useQuery(trpc.leads.stats.queryOptions());
  return <PipelineTab filter={filter} />;
}

type Answers = Partial<
  Record<'leads.move' | 'leads.markWon' | 'leads.markLost' | 'leads.remove', ProcedureHandler>
>;

function renderPipeline(
  answers: Answers = {},
  leads: readonly LeadDto[] = [olivia, noah],
  filter: CrmFilter = {},
) {
  const stats = {
    activeLeads: 2,
    won: 0,
    lost: 0,
    wonValue: 0,
    totalValue: 0,
    repliedWithinTwoHoursShare: null,
    medianFirstReplySeconds: null,
  };
  // The server keeps what it answered: a column loaded later shows the changed lead.
  let stored = leads;
  const keepChanges = Object.fromEntries(
    Object.entries(answers).map(([path, answer]) => [
      path,
      async (input: unknown) => {
        const changed = (await answer(input)) as LeadDto;
        stored = stored.map((lead) => (lead.id === changed.id ? changed : lead));
        return changed;
      },
    ]),
  );
  const server = fakeTrpcServer({
    ...boardHandlers(() => stored),
    'leads.stats': () => stats,
    'notes.list': () => [],
    ...keepChanges,
  });
  renderWithAdminApi(<PipelineWithData filter={filter} />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup() };
}

const column = (stage: LeadStage) => {
  const element = document.querySelector<HTMLElement>(`[data-stage="${stage}"]`);
  if (element === null) throw new Error(`No ${stage} column`);
  return element;
};
const card = (name: string) => screen.getByRole('article', { name });
const stageOfCard = (name: string) =>
  card(name).closest<HTMLElement>('[data-stage]')?.dataset.stage;

async function moveWithMenu(user: ReturnType<typeof userEvent.setup>, name: string, stage: string) {
  await user.click(within(card(name)).getByRole('button', { name: 'Move to...' }));
  await user.click(await screen.findByRole('menuitem', { name: stage }));
}

describe('pipeline board', () => {
  it('shows the usage guide and the seven stages in order with their lead counts', async () => {
    renderPipeline();
    await screen.findByText('Olivia Hart');
    expect(screen.getByRole('heading', { name: 'How to use the pipeline' })).toBeInTheDocument();
    const headings = within(screen.getByRole('region', { name: 'Pipeline board' })).getAllByRole(
      'heading',
      { level: 2 },
    );
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'New1 lead',
      'Contacted0 leads',
      'Qualified0 leads',
      'Proposal1 lead',
      'Negotiation0 leads',
      'Won0 leads',
      'Lost0 leads',
    ]);
    expect(leadStages.map((stage) => column(stage.value).dataset.color)).toEqual([
      'blue',
      'yellow',
      'orange',
      'grape',
      'pink',
      'green',
      'red',
    ]);
  });

  it('shows every field of a lead, the optional ones only when present, and the four actions', async () => {
    renderPipeline();
    const full = await screen.findByRole('article', { name: 'Olivia Hart' });
    for (const text of [
      'Hart Logistics',
      'olivia@example.com',
      '+61 412 345 678',
      '4-7 developers',
      '0% probability',
      'Created',
    ]) {
      expect(full).toHaveTextContent(text);
    }
    expect(within(full).getByText(/2026/).tagName).toBe('TIME');
    expect(
      within(full)
        .getAllByRole('button', { name: /View Notes|Mark as Won|Mark as Lost|Delete Lead/ })
        .map((button) => button.textContent),
    ).toEqual(['View Notes', 'Mark as Won', 'Mark as Lost', 'Delete Lead']);

    const sparse = card('Noah Brooks');
    expect(sparse).toHaveTextContent('$48,000');
    expect(sparse).toHaveTextContent('60% probability');
    expect(sparse).not.toHaveTextContent('developers');
    expect(within(sparse).queryByText('Company')).not.toBeInTheDocument();
  });

  it('marks the card of a lead whose person has written back and waits for an answer', async () => {
    renderPipeline({}, [testLead({ replyWaiting: true }), noah]);
    const waiting = await screen.findByRole('article', { name: 'Olivia Hart' });
    expect(within(waiting).getByText('Reply waiting')).toBeInTheDocument();
    expect(within(card('Noah Brooks')).queryByText('Reply waiting')).not.toBeInTheDocument();
  });

  it('gives each card a keyboard drag handle that dnd-kit explains', async () => {
    renderPipeline();
    const handle = await screen.findByRole('button', { name: 'Drag Olivia Hart to another stage' });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toMatch(/press Space or Enter to pick it up/);
  });

  it('moves a lead at once with the menu, then takes the server answer and refreshes only the stats', async () => {
    let answer: (lead: LeadDto) => void = () => undefined;
    const { server, user } = renderPipeline({
      'leads.move': () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByText('Olivia Hart');
    await moveWithMenu(user, 'Olivia Hart', 'Contacted');

    expect(stageOfCard('Olivia Hart')).toBe('contacted');
    expect(screen.getByText('Lead Olivia Hart moved to Contacted')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => {
      expect(server.inputsOf('leads.move')).toEqual([{ id: 7, stage: 'contacted' }]);
    });
    answer({ ...olivia, stage: 'contacted', probability: 20 });

    expect(await screen.findByText('Lead updated successfully')).toBeInTheDocument();
    expect(card('Olivia Hart')).toHaveTextContent('20% probability');
    await waitFor(() => {
      expect(server.calls().filter((path) => path === 'leads.stats')).toHaveLength(2);
    });
    await waitFor(() => {
      expect(server.calls().filter((path) => path === 'leads.columns')).toHaveLength(2);
    });
    // The five open columns loaded once; no page loads again after a move.
    expect(server.calls().filter((path) => path === 'leads.page')).toHaveLength(5);
    expect(
      card('Olivia Hart').querySelector('button[aria-roledescription="draggable"]'),
    ).toHaveFocus();
  });

  it('puts the lead back and says so when the server refuses the move', async () => {
    const { user } = renderPipeline({
      'leads.move': () => {
        throw new TrpcRefusal('INTERNAL_SERVER_ERROR', 500, 'Internal server error');
      },
    });
    await screen.findByText('Olivia Hart');
    await moveWithMenu(user, 'Olivia Hart', 'Qualified');
    expect(await screen.findByText('Error: Failed to update lead')).toBeInTheDocument();
    expect(stageOfCard('Olivia Hart')).toBe('new');
  });

  it('asks for the deal value before winning a lead; cancel leaves it where it was', async () => {
    const { server, user } = renderPipeline({
      'leads.markWon': () => ({
        ...olivia,
        stage: 'closed_won',
        isWon: true,
        probability: 100,
        estimatedValue: 50_000,
      }),
    });
    await screen.findByText('Olivia Hart');
    await moveWithMenu(user, 'Olivia Hart', 'Won');
    const dialog = await screen.findByRole('dialog', { name: 'Enter Deal Value' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(stageOfCard('Olivia Hart')).toBe('new');
    expect(server.calls()).not.toContain('leads.markWon');

    await user.click(within(card('Olivia Hart')).getByRole('button', { name: 'Mark as Won' }));
    await user.type(await screen.findByLabelText('Value'), '$50,000{Enter}');
    expect(await screen.findByText('Lead marked as won with value $50,000')).toBeInTheDocument();
    expect(server.inputsOf('leads.markWon')).toEqual([{ id: 7, value: 50_000 }]);
    expect(column('closed_won')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Show the Won column' }));
    await waitFor(() => {
      expect(stageOfCard('Olivia Hart')).toBe('closed_won');
    });
    expect(card('Olivia Hart')).toHaveTextContent('$50,000');
    expect(card('Olivia Hart')).toHaveTextContent('100% probability');
  });

  it('marks a lead lost with the reason as the toast description', async () => {
    const { server, user } = renderPipeline({
      'leads.markLost': () => ({
        ...noah,
        stage: 'closed_lost',
        isLost: true,
        probability: 0,
        lostReason: 'Budget cut',
      }),
    });
    await screen.findByText('Noah Brooks');
    await user.click(within(card('Noah Brooks')).getByRole('button', { name: 'Mark as Lost' }));
    await user.type(await screen.findByLabelText('Value'), 'Budget cut{Enter}');
    expect(await screen.findByText('Lead marked as lost')).toBeInTheDocument();
    expect(screen.getByText('Budget cut')).toBeInTheDocument();
    expect(server.inputsOf('leads.markLost')).toEqual([{ id: 8, reason: 'Budget cut' }]);
    await user.click(screen.getByRole('button', { name: 'Show the Lost column' }));
    await waitFor(() => {
      expect(stageOfCard('Noah Brooks')).toBe('closed_lost');
    });
  });

  it('deletes a lead after confirmation', async () => {
    const { server, user } = renderPipeline({ 'leads.remove': (input) => input });
    await screen.findByText('Noah Brooks');
    await user.click(within(card('Noah Brooks')).getByRole('button', { name: 'Delete Lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Lead' }));

    expect(await screen.findByText('Lead deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Noah Brooks' })).not.toBeInTheDocument();
    expect(server.inputsOf('leads.remove')).toEqual([{ id: 8, withSubmissions: false }]);
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Pipeline board' })).toHaveFocus();
    });
    expect(server.calls().filter((path) => path === 'leads.page')).toHaveLength(5);
  });

  it('keeps the lead when the delete fails', async () => {
    const { user } = renderPipeline({
      'leads.remove': () => {
        throw new TrpcRefusal('NOT_FOUND', 404, 'Lead not found');
      },
    });
    await screen.findByText('Noah Brooks');
    await user.click(within(card('Noah Brooks')).getByRole('button', { name: 'Delete Lead' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Lead' }),
    );
    expect(await screen.findByText('Error: Failed to delete lead')).toBeInTheDocument();
    expect(card('Noah Brooks')).toBeInTheDocument();
  });
});
