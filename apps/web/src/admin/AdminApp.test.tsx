import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouterInstance } from '../app/router.ts';
import { tooltipTiming } from './admin-tooltips.tsx';
import {
  applicationBoardHandlers,
  areaLink,
  boardHandlers,
  findAreaLink,
  preloadAdminRoutes,
  renderAdminAt,
  testApplication,
  testLead,
  TrpcRefusal,
  type ProcedureHandler,
} from './admin-test-utils.tsx';

beforeAll(preloadAdminRoutes);

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const stats = {
  activeLeads: 1234,
  won: 2,
  lost: 1,
  wonValue: 1_250_000,
  totalValue: 1_250_000,
  repliedWithinTwoHoursShare: 5 / 6,
  medianFirstReplySeconds: 72 * 60 + 20,
};
const contactSubmission = {
  id: 1,
  name: 'Jane Citizen',
  email: 'jane@example.com',
  contact: '+61 412 345 678',
  company: 'Acme Pty Ltd',
  teamSize: '8-15',
  message: 'A marketplace for local trades.',
  createdAt: '2026-11-20T01:00:00.000Z',
};
const application = testApplication();

const spamRequest = {
  id: 7,
  name: 'Cheap Pills',
  email: 'bot@example.com',
  contact: '+1 555 0100',
  company: null,
  teamSize: null,
  message: 'Visit my site',
  createdAt: '2026-11-20T03:00:00.000Z',
};
const spamList = {
  total: 1,
  items: [{ kind: 'contact' as const, reason: 'honeypot' as const, submission: spamRequest }],
};

const unauthorized = () => {
  throw new TrpcRefusal('UNAUTHORIZED', 401, 'Your session has ended. Please log in again.');
};

const loggedInServer: Record<string, ProcedureHandler> = {
  'auth.session': () => ({ username: 'admin@example.com', expiresAt: '2026-11-21T12:00:00.000Z' }),
  'auth.logout': () => ({ loggedOut: true }),
  ...boardHandlers(() => [testLead()]),
  'leads.stats': () => stats,
  'leads.get': (input) => {
    const { id } = input as { id: number };
    if (id !== 7) throw new TrpcRefusal('NOT_FOUND', 404, 'Lead not found');
    return testLead();
  },
  'leads.enquiries': () => [contactSubmission],
  'notes.list': () => [],
  ...applicationBoardHandlers(() => [application]),
  'applications.get': (input) => {
    const { id } = input as { id: number };
    if (id !== 1) throw new TrpcRefusal('NOT_FOUND', 404, 'Application not found');
    return testApplication({ leadIds: [7] });
  },
  'applicationNotes.list': () => [],
  'submissions.contactsPage': () => ({ items: [contactSubmission], nextCursor: null }),
  'submissions.counts': () => ({ contacts: 1, careers: 1 }),
  'spam.list': () => spamList,
  'mail.health': () => ({
    configured: true,
    waiting: 0,
    delayed: 0,
    failed: 0,
    sentLastDay: 2,
    reason: null,
  }),
  'backups.status': () => ({
    scheduled: true,
    keep: 7,
    lastBackup: {
      at: new Date().toISOString(),
      startedBy: 'schedule',
      fileName: 'backup.pgcopy.gz',
      byteSize: 4096,
    },
    lastFailure: null,
    overdue: false,
  }),
};

/** The admin at `/admin`, its address holding the links given, as an alert's link opens it. */
function renderAdmin(
  handlers: Record<string, ProcedureHandler>,
  storedToken?: string,
  links: Readonly<Record<string, string | number>> = {},
) {
  const query = new URLSearchParams(
    Object.entries(links).map(([param, value]) => [param, String(value)]),
  ).toString();
  return renderAdminAt(`/admin${query === '' ? '' : `?${query}`}`, handlers, storedToken);
}

/** Whether the address still holds the record link. */
const linkOf = (router: AppRouterInstance, param: string): unknown =>
  (router.state.location.search as Record<string, unknown>)[param];

const crmHeading = () => screen.findByRole('heading', { level: 1, name: 'CRM' });
/** The board loads its column totals and the first page of each of its five unfolded columns. */
const boardCalls = ['leads.columns', ...Array.from({ length: 5 }, () => 'leads.page')];
const listCalls = [
  ...boardCalls,
  'leads.stats',
  'submissions.contactsPage',
  'applications.columns',
  'submissions.counts',
  'spam.list',
  'mail.health',
  'backups.status',
];

describe('admin session', () => {
  it('shows the login form without a stored token and calls nothing', async () => {
    const { server } = renderAdmin(loggedInServer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it('logs in automatically with a stored token the server confirms, then loads the lists', async () => {
    const { server } = renderAdmin(loggedInServer, 'stored-token');
    expect(await crmHeading()).toBeInTheDocument();
    await waitFor(() => {
      expect(server.calls()).toHaveLength(listCalls.length + 1);
    });
    expect(server.calls()[0]).toBe('auth.session');
    expect(server.calls().slice(1).sort()).toEqual([...listCalls].sort());
    expect(server.authorizations().every((header) => header === 'Bearer stored-token')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only the two-factor set-up to a session that owes it, then the CRM', async () => {
    let pendingSetup: string | null = 'two_factor_enrolment';
    const { server, user } = renderAdmin(
      {
        ...loggedInServer,
        'auth.session': () => ({ username: 'admin@example.com', pendingSetup }),
        'twoFactor.beginEnrolment': () => ({
          otpauthUri: 'otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXP',
          manualKey: 'JBSW Y3DP EHPK 3PXP',
        }),
        'twoFactor.confirmEnrolment': () => {
          pendingSetup = null;
          return { recoveryCodes: ['aaaa-bbbb-cccc-dddd'] };
        },
      },
      'stored-token',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-factor login' }),
    ).toBeInTheDocument();
    expect(server.calls()).toEqual(['auth.session']);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor login' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));

    expect(await crmHeading()).toBeInTheDocument();
  });

  it('returns quietly to the login form when the stored token is dead, and forgets it', async () => {
    const { server, storage } = renderAdmin(
      { ...loggedInServer, 'auth.session': unauthorized },
      'dead-token',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(storage.getItem('admin-token')).toBeNull();
    expect(server.calls()).toEqual(['auth.session']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the token but offers the login form when the server cannot be reached', async () => {
    const { storage } = renderAdmin(
      {
        ...loggedInServer,
        'auth.session': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      'stored-token',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Error: Failed to connect to server')).toBeInTheDocument();
    expect(storage.getItem('admin-token')).toBe('stored-token');
  });

  it('stores the token of a login, loads the three lists and the stats at once, and confirms', async () => {
    const { server, storage, user } = renderAdmin({
      ...loggedInServer,
      'auth.login': () => ({ token: 'new-token' }),
    });
    await user.type(await screen.findByLabelText('Username'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Secure Login' }));

    // The form holds a login sent within a second of opening back until that second is over.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CRM' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(storage.getItem('admin-token')).toBe('new-token');
    expect(await screen.findByText('Successfully logged in to admin panel')).toBeInTheDocument();
    // The session is asked whether it owes an account set-up before the lists load.
    expect(server.calls().slice(0, 2)).toEqual(['auth.login', 'auth.session']);
    expect(server.calls().slice(2).sort()).toEqual([...listCalls].sort());
    expect(
      server
        .authorizations()
        .slice(1)
        .every((header) => header === 'Bearer new-token'),
    ).toBe(true);
  });

  it('logs out: tells the server, forgets the token and the lists, and confirms', async () => {
    const { server, storage, user } = renderAdmin(loggedInServer, 'stored-token');
    await crmHeading();
    expect(await screen.findByText('Olivia Hart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(server.calls()).toContain('auth.logout');
    expect(server.authorizations()[server.calls().indexOf('auth.logout')]).toBe(
      'Bearer stored-token',
    );
    expect(storage.getItem('admin-token')).toBeNull();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been securely logged out')).toBeInTheDocument();
    expect(screen.queryByText('Olivia Hart')).not.toBeInTheDocument();
  });

  it('returns to the login form when a later call finds the session ended', async () => {
    const { storage } = renderAdmin(
      { ...loggedInServer, 'applications.columns': unauthorized },
      'stored-token',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(storage.getItem('admin-token')).toBeNull();
  });
});

describe('CRM screen', () => {
  it('shows the five statistics with thousands separators and dollars, then the reply promise', async () => {
    renderAdmin(loggedInServer, 'stored-token');
    const region = await screen.findByRole('region', { name: 'Pipeline statistics' });
    await waitFor(() => {
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((card) => card.textContent),
      ).toEqual([
        'Active Leads1,234',
        'Won2',
        'Lost1',
        'Won Value$1,250,000',
        'Total Value$1,250,000',
        'Replied within 2 hours83%',
        'Median time to first reply1 h 12 min',
      ]);
    });
  });

  it('shows a dash, not 0% or NaN, when no lead of the last 30 days can be measured', async () => {
    renderAdmin(
      {
        ...loggedInServer,
        'leads.stats': () => ({
          ...stats,
          repliedWithinTwoHoursShare: null,
          medianFirstReplySeconds: null,
        }),
      },
      'stored-token',
    );
    const region = await screen.findByRole('region', { name: 'Pipeline statistics' });
    const card = (label: string) =>
      within(region).getByRole('heading', { name: label }).parentElement;
    await waitFor(() => {
      expect(card('Replied within 2 hours')).toHaveTextContent(
        '—No leads to measure in the last 30 days',
      );
    });
    expect(card('Median time to first reply')).toHaveTextContent(
      '—No leads to measure in the last 30 days',
    );
  });

  it('has the spec’s three tabs, the pipeline first, then Unmatched mail, Reports, Templates, Spam, Privacy, Admins and Audit, and shows each submission with its fields', async () => {
    const { user } = renderAdmin(loggedInServer, 'stored-token');
    await crmHeading();
    const tabs = within(screen.getByRole('navigation', { name: 'CRM sections' })).getAllByRole(
      'link',
    );
    await waitFor(() => {
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        'CRM Pipeline',
        'Contact Submissions',
        'Career Submissions',
        'Unmatched mail',
        'Reports',
        'Templates',
        'Spam (1)',
        'Privacy',
        'Admins',
        'Audit',
      ]);
    });
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');

    await user.click(areaLink('Contact Submissions'));
    const contact = await screen.findByRole('article', { name: /Jane Citizen/ });
    for (const text of [
      'jane@example.com',
      '+61 412 345 678',
      'Acme Pty Ltd',
      '8-15 developers',
      'A marketplace for local trades.',
    ]) {
      expect(contact).toHaveTextContent(text);
    }
    expect(within(contact).getByText(/2026/).tagName).toBe('TIME');

    await user.click(areaLink('Career Submissions'));
    // On the hiring board: its card shows the first lines of "Why should we hire them?".
    const career = await screen.findByRole('article', { name: /Minh Tran/ });
    for (const text of [
      'minh@example.com',
      '+84 28 3822 6190',
      'DevOps Engineer',
      'Why should we hire them?',
    ]) {
      expect(career).toHaveTextContent(text);
    }
    const linkedIn = within(career).getByRole('link', { name: /LinkedIn Profile/ });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/minh-tran');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links each area at its own address, carrying the filters only to the areas they apply to', async () => {
    renderAdminAt('/admin?q=acme&teamSize=4-7', loggedInServer, 'stored-token');
    await crmHeading();
    expect(areaLink('CRM Pipeline')).toHaveAttribute('aria-current', 'page');
    expect(areaLink('Contact Submissions')).toHaveAttribute(
      'href',
      '/admin/contacts?q=acme&teamSize=4-7',
    );
    expect(areaLink('Career Submissions')).toHaveAttribute(
      'href',
      '/admin/hiring?q=acme&teamSize=4-7',
    );
    for (const [name, href] of [
      ['Unmatched mail', '/admin/unmatched'],
      ['Reports', '/admin/reports'],
      ['Templates', '/admin/templates'],
      ['Privacy', '/admin/privacy'],
      ['Admins', '/admin/admins'],
      ['Audit', '/admin/audit'],
    ] as const) {
      expect(areaLink(name)).toHaveAttribute('href', href);
      expect(areaLink(name)).not.toHaveAttribute('aria-current');
    }
  });

  it('shows lists that failed to load as empty, with their empty texts', async () => {
    const failing = () => {
      throw new TrpcRefusal('INTERNAL_SERVER_ERROR', 500, 'Internal server error');
    };
    const { user } = renderAdmin(
      {
        ...loggedInServer,
        'leads.page': failing,
        'leads.columns': failing,
        'submissions.contactsPage': failing,
        'applications.columns': failing,
        'applications.page': failing,
        'spam.list': failing,
      },
      'stored-token',
    );
    await crmHeading();
    await waitFor(() => {
      expect(screen.getAllByText('No leads')).toHaveLength(5);
    });
    await user.click(areaLink('Contact Submissions'));
    expect(await screen.findByText('No contact submissions yet.')).toBeInTheDocument();
    await user.click(areaLink('Career Submissions'));
    // The hiring board's open columns, as the pipeline's.
    await waitFor(() => {
      expect(screen.getAllByText('No applications')).toHaveLength(3);
    });
    await user.click(areaLink('Spam'));
    expect(await screen.findByText('No spam kept.')).toBeInTheDocument();
  });
});

describe('tooltips of the icon-bearing actions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("show each action's tooltip once the pointer has rested the spec's 700 ms on it", async () => {
    renderAdmin(loggedInServer, 'stored-token');
    const card = await screen.findByRole('article', { name: 'Olivia Hart' });
    const controls = [
      [within(card).getByRole('button', { name: 'View Notes' }), 'Read and add notes on this lead'],
      [
        within(card).getByRole('button', { name: 'Mark as Won' }),
        'Close this lead as won, with its deal value',
      ],
      [
        within(card).getByRole('button', { name: 'Mark as Lost' }),
        'Close this lead as lost, with the reason',
      ],
      [
        within(card).getByRole('button', { name: 'Delete Lead' }),
        'Delete this lead and all its notes',
      ],
      [
        within(card).getByRole('button', { name: 'Move to...' }),
        'Choose the stage to move Olivia Hart to',
      ],
      [screen.getByRole('button', { name: 'Logout' }), 'End this session and return to the login'],
      [
        screen.getByRole('button', { name: 'Export CSV' }),
        'Download the leads shown, search and filters applied, as a CSV file',
      ],
      [screen.getByRole('button', { name: 'Show the Won column' }), 'Show the Won column'],
    ] as const;
    // The lists have loaded: from here on only the tooltips' timers run, which the test moves on.
    vi.useFakeTimers();
    for (const [control, tooltip] of controls) {
      fireEvent.mouseEnter(control);
      act(() => {
        vi.advanceTimersByTime(tooltipTiming.openDelayMs - 1);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent(tooltip);
      fireEvent.mouseLeave(control);
      // Past the skip delay, so the next control waits the whole open delay again.
      act(() => {
        vi.advanceTimersByTime(tooltipTiming.skipDelayMs + 200);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }
  });
});

describe('Spam tab', () => {
  it('shows each kept submission with its fields and why it was held', async () => {
    const { user } = renderAdmin(loggedInServer, 'stored-token');
    await user.click(await findAreaLink('Spam (1)'));
    const card = await screen.findByRole('article', { name: /Cheap Pills/ });
    for (const text of [
      'Held becauseHidden field filled',
      'FormConsultation request',
      'bot@example.com',
      '+1 555 0100',
      'Visit my site',
    ]) {
      expect(card).toHaveTextContent(text);
    }
  });

  it('"Not spam" lets the submission through, confirms, and reloads the board, the lists and the count', async () => {
    let released = false;
    const { server, user } = renderAdmin(
      {
        ...loggedInServer,
        'spam.list': () => (released ? { total: 0, items: [] } : spamList),
        'spam.release': () => {
          released = true;
          return { kind: 'contact', id: 7, leadId: 12 };
        },
      },
      'stored-token',
    );
    await user.click(await findAreaLink('Spam (1)'));
    const card = await screen.findByRole('article', { name: /Cheap Pills/ });
    const callsBefore = server.calls().length;
    await user.click(within(card).getByRole('button', { name: 'Not spam' }));

    expect(await screen.findByText('Marked as not spam')).toBeInTheDocument();
    expect(server.inputsOf('spam.release')).toEqual([{ kind: 'contact', id: 7 }]);
    expect(await findAreaLink('Spam (0)')).toBeInTheDocument();
    expect(await screen.findByText('No spam kept.')).toBeInTheDocument();
    await waitFor(() => {
      expect(server.calls().slice(callsBefore).sort()).toEqual(
        [
          'spam.release',
          'spam.list',
          // The board is not drawn behind the Spam tab: its totals load now, its pages once shown.
          'leads.columns',
          'leads.stats',
          'submissions.contactsPage',
          'applications.columns',
          'submissions.counts',
        ].sort(),
      );
    });
    const callsOnSpamTab = server.calls().length;
    await user.click(areaLink('CRM Pipeline'));
    await waitFor(() => {
      expect(
        server
          .calls()
          .slice(callsOnSpamTab)
          .filter((call) => call === 'leads.page'),
      ).toHaveLength(5);
    });
  });

  it('says so when the server refuses, and reloads the list', async () => {
    const { server, user } = renderAdmin(
      {
        ...loggedInServer,
        'spam.release': () => {
          throw new TrpcRefusal('CONFLICT', 409, 'This submission is not marked as spam');
        },
      },
      'stored-token',
    );
    await user.click(await findAreaLink('Spam (1)'));
    const card = await screen.findByRole('article', { name: /Cheap Pills/ });
    await user.click(within(card).getByRole('button', { name: 'Not spam' }));
    expect(await screen.findByText('Error: Failed to mark as not spam')).toBeInTheDocument();
    await waitFor(() => {
      expect(server.calls().filter((call) => call === 'spam.list')).toHaveLength(2);
    });
  });
});

describe('links from staff alerts', () => {
  it('opens the linked lead in its detail, read from the server, its card marked, until closed', async () => {
    const { server, user, router } = renderAdmin(loggedInServer, 'stored-token', { lead: 7 });
    const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });
    expect(within(drawer).getByText('Two React developers')).toBeInTheDocument();
    expect(server.inputsOf('leads.get')).toEqual([{ id: 7 }]);
    expect(
      within(screen.getByRole('region', { name: 'Pipeline board' })).getByRole('article', {
        name: 'Olivia Hart',
      }),
    ).toHaveAttribute('data-linked');
    expect(linkOf(router, 'lead')).toBe(7);

    await user.click(within(drawer).getByRole('button', { name: 'Close dialog' }));

    await waitFor(() => {
      expect(linkOf(router, 'lead')).toBeUndefined();
    });
  });

  it.each([
    [{ lead: 99 }, 'Lead 99 was not found. It may have been deleted.'],
    [{ lead: 'abc' }, '"abc" is not a lead number.'],
  ])('says why the link %j opens no lead, and lets it be dismissed', async (links, message) => {
    const { user, router } = renderAdmin(loggedInServer, 'stored-token', links);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link could not be opened');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => {
      expect(linkOf(router, 'lead')).toBeUndefined();
    });
  });

  it('opens the linked application in its drawer over Career Submissions, and closing it ends the link', async () => {
    const { router, user } = renderAdmin(loggedInServer, 'stored-token', { application: 1 });
    const drawer = await screen.findByRole('dialog', { name: 'Minh Tran' });
    expect(drawer).toHaveTextContent('Stage: Applied');
    expect(areaLink('Career Submissions', { hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Close dialog' }));

    await waitFor(() => {
      expect(linkOf(router, 'application')).toBeUndefined();
    });
  });

  it.each([
    [{ application: 5 }, 'Career application 5 was not found. It may have been deleted.'],
    [{ application: 'x1' }, '"x1" is not a career application number.'],
  ])('says why the link %j opens no application', async (links, message) => {
    const { router, user } = renderAdmin(loggedInServer, 'stored-token', links);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link could not be opened');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => {
      expect(linkOf(router, 'application')).toBeUndefined();
    });
  });
});

describe('one person, one card', () => {
  const returningLead = testLead({
    enquiryCount: 3,
    lastEnquiryAt: '2026-11-22T05:00:00.000Z',
    previousLead: { id: 3, outcome: 'won', estimatedValue: 50_000, lostReason: null },
    applicationIds: [1],
  });
  const server = {
    ...loggedInServer,
    ...boardHandlers(() => [returningLead]),
    'leads.get': () => returningLead,
    ...applicationBoardHandlers(() => [{ ...application, leadIds: [7] }]),
  };

  it('shows how often the person wrote, their earlier lead and their job application on the card', async () => {
    renderAdmin(server, 'stored-token');
    const card = await screen.findByRole('article', { name: 'Olivia Hart' });

    expect(card).toHaveTextContent('3 enquiries, latest 22 Nov 2026');
    expect(
      within(card).getByRole('link', { name: 'Returning: lead #3, won $50,000' }),
    ).toHaveAttribute('href', '/admin?lead=3');
    expect(within(card).getByRole('link', { name: 'application #1' })).toHaveAttribute(
      'href',
      '/admin?application=1',
    );
  });

  it('follows a lead to its application and back to the lead, each in its drawer over the board', async () => {
    const { user, router } = renderAdmin(server, 'stored-token');
    const card = await screen.findByRole('article', { name: 'Olivia Hart' });
    // A dialog opened and closed by hand first: the link must still open the lead's notes.
    await user.click(within(card).getByRole('button', { name: 'View Notes' }));
    const notes = await screen.findByRole('dialog', { name: 'Notes for Olivia Hart' });
    await user.click(within(notes).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await user.click(within(card).getByRole('link', { name: 'application #1' }));

    const application = await screen.findByRole('dialog', { name: 'Minh Tran' });
    // Opened in place: the pipeline stays under it, and the address names it.
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toEqual({ application: 1 });
    await user.click(within(application).getByRole('link', { name: 'lead #7' }));

    expect(await screen.findByRole('dialog', { name: 'Olivia Hart' })).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Minh Tran' })).not.toBeInTheDocument();
    });
    expect(areaLink('CRM Pipeline', { hidden: true })).toHaveAttribute('aria-current', 'page');
  });
});

describe('an account owing its password change', () => {
  it('shows only "Choose a new password", then the CRM once the new password is taken', async () => {
    let pendingSetup: string | null = 'password_change';
    const { server, user } = renderAdmin(
      {
        ...loggedInServer,
        'auth.session': () => ({
          username: 'new@example.com',
          expiresAt: '2026-11-21T12:00:00.000Z',
          pendingSetup,
          twoFactorEnabled: false,
        }),
        'admins.changePassword': () => {
          pendingSetup = null;
          return { endedSessions: 0 };
        },
      },
      'stored-token',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    // The server would refuse the lists: none is asked for.
    expect(server.calls().every((path) => path === 'auth.session')).toBe(true);

    await user.type(screen.getByLabelText(/^Temporary password/, { selector: 'input' }), 'Tmp');
    await user.type(
      screen.getByLabelText(/^New password/, { selector: 'input' }),
      'a long private passphrase',
    );
    await user.type(
      screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
      'a long private passphrase',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await crmHeading()).toBeInTheDocument();
    expect(server.inputsOf('admins.changePassword')).toEqual([
      { currentPassword: 'Tmp', newPassword: 'a long private passphrase' },
    ]);
  });

  it('with two-factor login required, asks for the new password first, then the two-factor set-up', async () => {
    // The server answers what is owed one at a time, the password first.
    let pendingSetup: string | null = 'password_change';
    const { server, user } = renderAdmin(
      {
        ...loggedInServer,
        'auth.session': () => ({ username: 'new@example.com', pendingSetup }),
        'admins.changePassword': () => {
          pendingSetup = 'two_factor_enrolment';
          return { endedSessions: 0 };
        },
      },
      'stored-token',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(server.calls().filter((path) => path.startsWith('twoFactor.'))).toEqual([]);
    await user.type(screen.getByLabelText(/^Temporary password/, { selector: 'input' }), 'Tmp');
    for (const label of [/^New password/, /^Repeat the new password/]) {
      await user.type(
        screen.getByLabelText(label, { selector: 'input' }),
        'a long private passphrase',
      );
    }
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-factor login' }),
    ).toBeInTheDocument();
  });

  it('puts a refusal under the field it is about', async () => {
    const { user } = renderAdmin(
      {
        ...loggedInServer,
        'auth.session': () => ({
          username: 'new@example.com',
          expiresAt: '2026-11-21T12:00:00.000Z',
          pendingSetup: 'password_change',
          twoFactorEnabled: false,
        }),
        'admins.changePassword': () => {
          throw new TrpcRefusal(
            'BAD_REQUEST',
            400,
            'That password is among the most common ones. Please choose another.',
          );
        },
      },
      'stored-token',
    );
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await user.type(screen.getByLabelText(/^Temporary password/, { selector: 'input' }), 'Tmp');
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'qwerty123456');
    await user.type(
      screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
      'qwerty12345',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The two new passwords differ')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }), '6');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByText(
        'That password is among the most common ones. Please choose another.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText(/^New password/, { selector: 'input' }),
    ).toHaveAccessibleDescription(/among the most common ones/);
  });
});

describe('Reports tab', () => {
  const emptyReports: Record<string, ProcedureHandler> = {
    'reports.funnel': () => ({ stages: [], won: 0, lost: 0 }),
    'reports.newLeads': () => ({ sources: [], weeks: [] }),
    'reports.wonValue': () => ({ months: [], averageDealValue: null }),
    'reports.lostReasons': () => ({ reasons: [], totalLost: 0 }),
    'reports.firstReply': () => ({ buckets: [], withinPromise: 0, replied: 0, awaiting: 0 }),
    'reports.applications': () => ({ positions: [] }),
  };

  const reportsServer = { ...loggedInServer, ...emptyReports };

  it('opens on Reports at its own address, with the period the address holds', async () => {
    const { server } = renderAdminAt('/admin/reports?reportDays=30', reportsServer, 'stored-token');
    await crmHeading();
    expect(await findAreaLink('Reports')).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Pipeline funnel' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(server.inputsOf('reports.funnel')).toHaveLength(1);
    });
  });

  it('loads no report until Reports opens, then keeps each period chosen in the address', async () => {
    const { server, router, user } = renderAdmin(reportsServer, 'stored-token');
    await crmHeading();
    expect(server.calls().filter((path) => path.startsWith('reports.'))).toEqual([]);

    await user.click(areaLink('Reports'));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Pipeline funnel' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
    expect(router.state.location.search).toEqual({});

    await user.click(areaLink('Contact Submissions'));
    expect(await screen.findByRole('article', { name: /Jane Citizen/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/contacts');
  });
});
