import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closedProbabilityMessage, emptyCrmFilter, type Timeline } from '@app/domain';
import {
  boardHandlers,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testLead,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import type { LeadDto } from '../api/admin-api.ts';
import { OpenAdminRecordContext, type OpenAdminRecord } from '../crm/RecordLink.tsx';
import { PipelineTab } from '../pipeline/PipelineTab.tsx';
import { LeadDrawer } from './LeadDrawer.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const olivia = testLead({
  message:
    'We need two React developers.\n\n  Indented second paragraph, and a very-long-word-without-spaces.',
  enquiryCount: 2,
  lastEnquiryAt: '2026-11-22T05:00:00.000Z',
  previousLead: { id: 3, outcome: 'lost', estimatedValue: null, lostReason: 'Budget' },
  applicationIds: [4],
  source: {
    sourcePage: '/contact',
    landingPage: '/react-nodejs',
    referrer: 'https://www.google.com',
    utmSource: 'x',
    utmMedium: null,
    utmCampaign: 'spring-2026',
  },
});
const enquiries = [
  {
    id: 12,
    name: 'Olivia Hart',
    email: 'olivia@example.com',
    contact: '+61 412 345 678',
    company: 'Hart Logistics',
    teamSize: '4-7',
    message: 'Could we start next month?',
    createdAt: '2026-11-22T05:00:00.000Z',
  },
  {
    id: 10,
    name: 'Olivia Hart',
    email: 'olivia@example.com',
    contact: '+61 412 345 678',
    company: 'Hart Logistics',
    teamSize: '4-7',
    message: 'We need two React developers.',
    createdAt: '2026-11-20T01:00:00.000Z',
  },
];
const notes = [
  {
    id: 2,
    leadId: 7,
    note: 'Stage changed from New to Contacted',
    createdAt: '2026-11-21T03:00:00.000Z',
  },
  { id: 1, leadId: 7, note: 'Called, left a message', createdAt: '2026-11-20T02:00:00.000Z' },
];

/** The lead's timeline as the server answers it: its stage-change note becomes a stage entry. */
const timeline: Timeline = {
  record: { kind: 'lead', id: 7 },
  entries: [
    { type: 'note', id: 1, note: 'Called, left a message', at: '2026-11-20T02:00:00.000Z' },
    {
      type: 'stage',
      stage: 'Lost',
      note: 'Lead marked as LOST. Reason: Chose an agency in town',
      staffName: 'Sam Staff',
      at: '2026-11-21T03:00:00.000Z',
    },
  ],
  replyWaiting: false,
};

function renderDrawer(lead: LeadDto, handlers: Record<string, ProcedureHandler> = {}) {
  const server = fakeTrpcServer({
    'leads.get': () => lead,
    'leads.enquiries': () => enquiries,
    'conversations.timeline': () => timeline,
    ...handlers,
  });
  const api = createTestAdminApi(server, 'token');
  renderWithAdminApi(<LeadDrawer leadId={lead.id} onClose={() => undefined} />, api);
  return { server, api, user: userEvent.setup() };
}

const field = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('lead detail drawer', () => {
  it('says the source is not known for a lead sent without one', async () => {
    renderDrawer(testLead());
    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });
    expect(field(drawer, 'Source')).toHaveTextContent('Not known');
  });

  it('shows every field, the full message as written, the submissions behind the lead and its timeline', async () => {
    renderDrawer(olivia);
    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });

    expect(drawer).toHaveTextContent('Stage: New');
    expect(within(drawer).getByRole('link', { name: 'olivia@example.com' })).toHaveAttribute(
      'href',
      'mailto:olivia@example.com',
    );
    expect(field(drawer, 'Phone')).toHaveTextContent('+61 412 345 678');
    expect(field(drawer, 'Company')).toHaveTextContent('Hart Logistics');
    expect(field(drawer, 'Team size')).toHaveTextContent('4-7 developers');
    expect(field(drawer, 'Estimated value')).toHaveTextContent('—');
    expect(field(drawer, 'Probability')).toHaveTextContent('0%');
    expect(field(drawer, 'Outcome')).toHaveTextContent('Open');
    expect(field(drawer, 'Created')).toHaveTextContent('20 Nov 2026');
    expect(field(drawer, 'Last enquiry')).toHaveTextContent('22 Nov 2026');
    expect(field(drawer, 'Enquiries')).toHaveTextContent('2');
    expect(field(drawer, 'Source')).toHaveTextContent('from /react-nodejs, campaign spring-2026');
    expect(
      within(drawer).getByRole('link', { name: 'Returning: lead #3, lost (Budget)' }),
    ).toHaveAttribute('href', '/admin?lead=3');
    expect(within(drawer).getByRole('link', { name: 'application #4' })).toHaveAttribute(
      'href',
      '/admin?application=4',
    );
    // The message exactly as written: its line breaks and indentation kept.
    const message = within(drawer).getByRole('region', { name: 'Message' });
    expect(message.querySelector('p')?.textContent).toBe(olivia.message);

    const submissions = await within(drawer).findByRole('list', { name: 'Contact submissions' });
    expect(
      within(submissions)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Could we start next month?'),
      expect.stringContaining('We need two React developers.'),
    ]);

    // One history: the conversation holds the notes and stage changes, with the field for a note.
    const conversation = within(drawer).getByRole('region', { name: 'Conversation' });
    const entries = await within(conversation).findByRole('list', {
      name: 'Conversation with Olivia Hart',
    });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Note: Called, left a message', 'Moved to Lost by Sam Staff']);
    // A decision's reason stays in the history, as the note written with it.
    expect(
      within(entries).getByText('Lead marked as LOST. Reason: Chose an agency in town'),
    ).toBeInTheDocument();
    expect(within(conversation).getByPlaceholderText('Add a new note...')).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Add Note' })).toBeDisabled();
    expect(
      within(drawer).queryByRole('region', { name: 'Notes and stage changes' }),
    ).not.toBeInTheDocument();
    expect(within(drawer).getAllByText('Called, left a message', { exact: false })).toHaveLength(1);
  });

  it('adds a trimmed note, never a blank one, and shows it in the conversation once', async () => {
    const entries = [...timeline.entries];
    const { server, user } = renderDrawer(olivia, {
      'conversations.timeline': () => ({ ...timeline, entries: [...entries] }),
      'notes.add': (input) => {
        const { note } = input as { note: string };
        entries.push({ type: 'note', id: 3, note, at: '2026-11-23T00:00:00.000Z' });
        return { id: 3, leadId: 7, note, createdAt: '2026-11-23T00:00:00.000Z' };
      },
      'leads.stats': () => ({}),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });
    const conversation = within(drawer).getByRole('region', { name: 'Conversation' });
    await within(conversation).findByText('Called, left a message', { exact: false });
    const note = within(conversation).getByPlaceholderText('Add a new note...');
    await user.type(note, '   {Enter}');
    expect(server.calls()).not.toContain('notes.add');

    await user.type(note, '  Sent the rate card  {Enter}');

    expect(await within(conversation).findByText('Sent the rate card')).toBeInTheDocument();
    expect(server.inputsOf('notes.add')).toEqual([{ leadId: 7, note: 'Sent the rate card' }]);
    expect(note).toHaveValue('');
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Sent the rate card')).toHaveLength(1);
    // The drawer reads its history once, as the conversation; the notes dialog's list is not read.
    expect(server.calls()).not.toContain('notes.list');
  });

  it('shows a lost lead’s reason', async () => {
    renderDrawer(
      testLead({ stage: 'closed_lost', isLost: true, lostReason: 'Chose an agency in town' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });
    expect(field(drawer, 'Outcome')).toHaveTextContent('Lost');
    expect(field(drawer, 'Lost reason')).toHaveTextContent('Chose an agency in town');
  });

  it('saves value and probability, refreshes the board’s columns and totals, and shows the saved lead', async () => {
    const saved = {
      ...olivia,
      estimatedValue: 25_000,
      probability: 60,
      updatedAt: '2026-11-23T00:00:00.000Z',
    };
    const { server, api, user } = renderDrawer(olivia, { 'leads.update': () => saved });
    // A column page and the totals the board has loaded.
    api.queryClient.setQueryData(
      [['leads', 'columns'], { input: { filter: {} }, type: 'query' }],
      [],
    );
    api.queryClient.setQueryData([['leads', 'stats'], { type: 'query' }], {});
    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });

    await user.type(within(drawer).getByLabelText('Estimated value'), '25000');
    const probability = within(drawer).getByLabelText('Probability');
    await user.clear(probability);
    await user.type(probability, '60');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lead updated successfully')).toBeInTheDocument();
    expect(server.inputsOf('leads.update')).toEqual([
      { id: 7, estimatedValue: 25_000, probability: 60 },
    ]);
    await waitFor(() => {
      expect(field(drawer, 'Estimated value')).toHaveTextContent('$25,000');
    });
    expect(field(drawer, 'Probability')).toHaveTextContent('60%');
    for (const path of ['columns', 'stats']) {
      expect(
        api.queryClient.getQueryCache().find({ queryKey: [['leads', path]], exact: false })?.state
          .isInvalidated,
      ).toBe(true);
    }
  });

  it('shows the domain’s messages for a value it would refuse, and sends nothing', async () => {
    const { server, user } = renderDrawer(
      testLead({ stage: 'closed_won', isWon: true, probability: 100, estimatedValue: 9_000 }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });
    const probability = within(drawer).getByLabelText('Probability');

    await user.clear(probability);
    await user.type(probability, '150');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('Probability must be a whole number from 0 to 100'),
    ).toBeInTheDocument();

    await user.clear(probability);
    await user.type(probability, '50');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(closedProbabilityMessage)).toBeInTheDocument();

    await user.clear(within(drawer).getByLabelText('Estimated value'));
    await user.clear(probability);
    await user.type(probability, '100');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('A won lead needs its deal value (estimatedValue)'),
    ).toBeInTheDocument();
    expect(server.calls()).not.toContain('leads.update');
  });
});

/** The board and the drawer as the CRM screen joins them: the open lead is the address's. */
function BoardWithDrawer() {
  const [openLeadId, setOpenLeadId] = useState<number | null>(null);
  const openRecord: OpenAdminRecord = (param, id) => {
    if (param === 'lead') setOpenLeadId(id);
  };
  return (
    <OpenAdminRecordContext value={openRecord}>
      <PipelineTab filter={emptyCrmFilter} openLeadId={openLeadId} />
      <LeadDrawer
        leadId={openLeadId}
        onClose={() => {
          setOpenLeadId(null);
        }}
      />
    </OpenAdminRecordContext>
  );
}

describe('opening a lead from its card', () => {
  function renderBoard() {
    const server = fakeTrpcServer({
      ...boardHandlers(() => [olivia]),
      'leads.stats': () => ({}),
      'leads.get': () => olivia,
      'leads.enquiries': () => enquiries,
      'notes.list': () => notes,
    });
    renderWithAdminApi(<BoardWithDrawer />, createTestAdminApi(server, 'token'));
    return { server, user: userEvent.setup() };
  }

  it('opens at once with the card’s copy, and gives the focus back to the card when closed', async () => {
    const { user } = renderBoard();
    const card = await screen.findByRole('article', { name: 'Olivia Hart' });

    await user.click(within(card).getByText('Hart Logistics'));

    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });
    expect(within(drawer).getByText(/Indented second paragraph/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => {
      expect(within(card).getByRole('link', { name: 'Olivia Hart' })).toHaveFocus();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the name link by keyboard', async () => {
    const { user } = renderBoard();
    const card = await screen.findByRole('article', { name: 'Olivia Hart' });
    within(card).getByRole('link', { name: 'Olivia Hart' }).focus();

    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Olivia Hart' })).toBeInTheDocument();
  });

  it('leaves the card’s buttons and links to their own work', async () => {
    const { user } = renderBoard();
    const card = await screen.findByRole('article', { name: 'Olivia Hart' });

    await user.click(within(card).getByRole('button', { name: 'View Notes' }));

    expect(
      await screen.findByRole('dialog', { name: 'Notes for Olivia Hart' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Olivia Hart' })).not.toBeInTheDocument();
  });
});
