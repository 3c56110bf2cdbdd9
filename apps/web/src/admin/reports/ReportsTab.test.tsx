import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ApplicationsReport,
  FirstReplyReport,
  FunnelReport,
  LostReasonsReport,
  NewLeadsReport,
  ReportView,
  WonValueReport,
} from '@app/domain';
import {
  captureDownloads,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  type ProcedureHandler,
  type StartedDownload,
} from '../admin-test-utils.tsx';
import { ReportsTab } from './ReportsTab.tsx';

let downloads: StartedDownload[] = [];

beforeEach(() => {
  downloads = captureDownloads();
  // jsdom lays nothing out, so recharts finds every chart 0 pixels wide and says so; the charts'
  // numbers are read through their tables here, their drawing in the browser test.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0)')) return;
    warn(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    notifications.clean();
  });
});

const funnel: FunnelReport = {
  stages: [
    { stage: 'new', reached: 20 },
    { stage: 'contacted', reached: 10 },
    { stage: 'qualified', reached: 5 },
    { stage: 'proposal', reached: 4 },
    { stage: 'negotiation', reached: 2 },
  ],
  won: 1,
  lost: 6,
};
const newLeads: NewLeadsReport = {
  sources: ['spring-2026', '/react-nodejs', 'Direct or unknown'],
  weeks: [
    {
      week: '2026-11-16',
      counts: { 'spring-2026': 3, '/react-nodejs': 1, 'Direct or unknown': 0 },
      total: 4,
    },
    {
      week: '2026-11-23',
      counts: { 'spring-2026': 0, '/react-nodejs': 2, 'Direct or unknown': 5 },
      total: 7,
    },
  ],
};
const wonValue: WonValueReport = {
  months: [
    { month: '2026-10', wonCount: 0, wonValue: 0 },
    { month: '2026-11', wonCount: 2, wonValue: 30_000 },
  ],
  averageDealValue: 15_000,
};
const lostReasons: LostReasonsReport = {
  reasons: [
    { reason: 'Budget', count: 3 },
    { reason: 'Went with another agency', count: 1 },
  ],
  totalLost: 4,
};
const firstReply: FirstReplyReport = {
  buckets: [
    { bucket: 'under30m', count: 5 },
    { bucket: 'under1h', count: 2 },
    { bucket: 'under2h', count: 1 },
    { bucket: 'under4h', count: 1 },
    { bucket: 'under24h', count: 0 },
    { bucket: 'over24h', count: 1 },
  ],
  withinPromise: 8,
  replied: 10,
  awaiting: 2,
};
const applications: ApplicationsReport = {
  positions: [
    {
      position: 'DevOps Engineer',
      counts: { applied: 2, technical_assessment: 1, culture_fit: 0, hired: 1, not_selected: 3 },
      total: 7,
    },
  ],
};

const reportHandlers = (overrides: Record<string, ProcedureHandler> = {}) => ({
  'reports.funnel': () => funnel,
  'reports.newLeads': () => newLeads,
  'reports.wonValue': () => wonValue,
  'reports.lostReasons': () => lostReasons,
  'reports.firstReply': () => firstReply,
  'reports.applications': () => applications,
  ...overrides,
});

const urlOf = (resource: RequestInfo | URL) =>
  resource instanceof Request ? resource.url : resource.toString();

/** 26 November 2026, late in the day in UTC: the last 90 days start on 29 August. */
const fixedNow = () => new Date('2026-11-26T22:00:00Z');

function renderReports(
  view: ReportView = { days: 90 },
  handlers: Record<string, ProcedureHandler> = reportHandlers(),
) {
  const server = fakeTrpcServer(handlers);
  // The CSV downloads go to the REST door, beside tRPC.
  const fetch = vi.fn<typeof globalThis.fetch>((resource, init) =>
    urlOf(resource).startsWith('/api/reports/')
      ? Promise.resolve(
          new Response('\uFEFFstage,reached\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8' },
          }),
        )
      : server(resource, init),
  );
  const onViewChange = vi.fn<(view: ReportView) => void>();
  renderWithAdminApi(
    <ReportsTab view={view} onViewChange={onViewChange} now={fixedNow} />,
    createTestAdminApi(fetch, 'stored-token'),
  );
  return { server, fetch, onViewChange, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('region', { name: title });

/** The rows of a card's table, each as its cells' texts. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

async function showTable(user: ReturnType<typeof userEvent.setup>, title: string) {
  const toggle = within(card(title)).getByRole('button', { name: 'Show as table' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return within(card(title)).getByRole('table', { name: title });
}

describe('the Reports tab', () => {
  it('asks every report for the last 90 days, today included, and names the period', async () => {
    const { server } = renderReports();
    expect(await screen.findByText('29 Aug 2026 to 26 Nov 2026')).toBeInTheDocument();
    await waitFor(() => {
      expect(server.calls().toSorted()).toEqual([
        'reports.applications',
        'reports.firstReply',
        'reports.funnel',
        'reports.lostReasons',
        'reports.newLeads',
        'reports.wonValue',
      ]);
    });
    expect(server.inputsOf('reports.funnel')).toEqual([{ from: '2026-08-29', to: '2026-11-26' }]);
  });

  it('asks for a range as the address holds it', async () => {
    const { server } = renderReports({ range: { from: '2026-01-01', to: '2026-03-31' } });
    await waitFor(() => {
      expect(server.inputsOf('reports.wonValue')).toEqual([
        { from: '2026-01-01', to: '2026-03-31' },
      ]);
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('shows the funnel as a table with the conversion of every step and to Won', async () => {
    const { user } = renderReports();
    await within(card('Pipeline funnel')).findByText('New → Contacted: 50%');
    expect(card('Pipeline funnel')).toHaveTextContent('Negotiation → Won: 50%');
    expect(card('Pipeline funnel')).toHaveTextContent('New → Won: 5%');
    const table = await showTable(user, 'Pipeline funnel');
    expect(tableRows(table)).toEqual([
      ['Stage', 'Leads reached', 'Conversion to next stage', 'Conversion to Won'],
      ['New', '20', '50%', '5%'],
      ['Contacted', '10', '50%', '10%'],
      ['Qualified', '5', '80%', '20%'],
      ['Proposal', '4', '50%', '25%'],
      ['Negotiation', '2', '50%', '50%'],
      ['Won', '1', '—', '—'],
      ['Lost', '6', '—', '—'],
    ]);
  });

  it('splits new leads per week by source in its table', async () => {
    const { user } = renderReports();
    await within(card('New leads per week')).findByText('11 new leads');
    expect(tableRows(await showTable(user, 'New leads per week'))).toEqual([
      ['Week starting', 'spring-2026', '/react-nodejs', 'Direct or unknown', 'Total'],
      ['16 Nov 2026', '3', '1', '0', '4'],
      ['23 Nov 2026', '0', '2', '5', '7'],
    ]);
  });

  it('shows the won value per month and the average deal', async () => {
    const { user } = renderReports();
    await within(card('Won value per month')).findByText('$15,000');
    expect(card('Won value per month')).toHaveTextContent('2 deals won; average deal $15,000');
    expect(tableRows(await showTable(user, 'Won value per month'))).toEqual([
      ['Month', 'Deals won', 'Value won (USD)', 'Average deal (USD)'],
      ['Oct 2026', '0', '$0', '—'],
      ['Nov 2026', '2', '$30,000', '$15,000'],
      ['Whole period', '2', '$30,000', '$15,000'],
    ]);
  });

  it('lists the lost reasons, the most common first, with their share', async () => {
    const { user } = renderReports();
    await within(card('Why deals were lost')).findByText('4 deals lost');
    expect(tableRows(await showTable(user, 'Why deals were lost'))).toEqual([
      ['Reason', 'Leads lost', 'Share'],
      ['Budget', '3', '75%'],
      ['Went with another agency', '1', '25%'],
      ['Total', '4', '100%'],
    ]);
  });

  it('measures first replies against the 2-hour promise', async () => {
    const { user } = renderReports();
    await within(card('Time to first reply')).findByText('8 of 10 replied within 2 hours');
    expect(card('Time to first reply')).toHaveTextContent('2 still awaiting a reply');
    expect(tableRows(await showTable(user, 'Time to first reply'))).toEqual([
      ['Time to first reply', 'Leads', 'Within the 2-hour promise'],
      ['Under 30 minutes', '5', 'Yes'],
      ['30 to 60 minutes', '2', 'Yes'],
      ['1 to 2 hours', '1', 'Yes'],
      ['2 to 4 hours', '1', 'No'],
      ['4 to 24 hours', '0', 'No'],
      ['Over a day', '1', 'No'],
      ['Replied within 2 hours', '8', '—'],
      ['Replied', '10', '—'],
      ['Still awaiting a reply', '2', '—'],
    ]);
  });

  it('splits applications per position by stage', async () => {
    const { user } = renderReports();
    await waitFor(() => {
      expect(
        within(card('Applications per position')).queryByRole('status'),
      ).not.toBeInTheDocument();
    });
    expect(tableRows(await showTable(user, 'Applications per position'))).toEqual([
      [
        'Position',
        'Applied',
        'Technical Assessment',
        'Culture Fit',
        'Welcome Aboard',
        'Not Selected',
        'Total',
      ],
      ['DevOps Engineer', '2', '1', '0', '1', '3', '7'],
    ]);
  });

  it('says so when the period holds nothing', async () => {
    renderReports(
      { days: 30 },
      reportHandlers({
        'reports.funnel': () => ({
          stages: funnel.stages.map((step) => ({ ...step, reached: 0 })),
          won: 0,
          lost: 0,
        }),
        'reports.newLeads': () => ({ sources: [], weeks: [] }),
        'reports.wonValue': () => ({ months: [], averageDealValue: null }),
        'reports.lostReasons': () => ({ reasons: [], totalLost: 0 }),
        'reports.firstReply': () => ({
          buckets: firstReply.buckets.map((bucket) => ({ ...bucket, count: 0 })),
          withinPromise: 0,
          replied: 0,
          awaiting: 0,
        }),
        'reports.applications': () => ({ positions: [] }),
      }),
    );
    expect(
      await within(card('Pipeline funnel')).findByText('No leads in this period'),
    ).toBeInTheDocument();
    expect(
      await within(card('New leads per week')).findByText('No leads in this period'),
    ).toBeInTheDocument();
    expect(
      await within(card('Won value per month')).findByText('No deals won in this period'),
    ).toBeInTheDocument();
    expect(
      await within(card('Why deals were lost')).findByText('No deals lost in this period'),
    ).toBeInTheDocument();
    expect(
      await within(card('Time to first reply')).findByText('No leads in this period'),
    ).toBeInTheDocument();
    expect(
      await within(card('Applications per position')).findByText('No applications in this period'),
    ).toBeInTheDocument();
  });

  it('shows each card loading until its report is in', () => {
    renderReports({ days: 90 }, reportHandlers({ 'reports.funnel': () => new Promise(() => {}) }));
    expect(within(card('Pipeline funnel')).getByRole('status')).toHaveTextContent(
      'Loading pipeline funnel...',
    );
  });

  it('changes the period through the picker', async () => {
    const { user, onViewChange } = renderReports();
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ days: 30 });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(onViewChange).toHaveBeenLastCalledWith({
      range: { from: '2026-08-29', to: '2026-11-26' },
    });
  });

  it('takes a custom range once both of its days make one', async () => {
    const { user, onViewChange } = renderReports({
      range: { from: '2026-01-01', to: '2026-03-31' },
    });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-04-01');
    expect(await screen.findByText('The period must end on or after its first day')).toBeVisible();
    expect(onViewChange).not.toHaveBeenCalled();
    await user.clear(from);
    await user.type(from, '2026-02-01');
    expect(onViewChange).toHaveBeenLastCalledWith({
      range: { from: '2026-02-01', to: '2026-03-31' },
    });
  });

  it('downloads a chart’s CSV for the period with the bearer token', async () => {
    const { user, fetch } = renderReports();
    await user.click(
      within(card('Why deals were lost')).getByRole('button', { name: 'Download CSV' }),
    );
    await waitFor(() => {
      expect(downloads).toEqual([
        {
          href: 'blob:http://localhost/download',
          download: 'report-lostReasons-2026-08-29-2026-11-26.csv',
        },
      ]);
    });
    const call = fetch.mock.calls.find(([resource]) => urlOf(resource).startsWith('/api/'));
    expect(call?.[0]).toBe('/api/reports/lostReasons.csv?from=2026-08-29&to=2026-11-26');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer stored-token');
  });
});
