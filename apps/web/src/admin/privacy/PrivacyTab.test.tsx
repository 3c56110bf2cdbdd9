import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyDataChangedMessage, type PrivacyCounts, type RetentionPreview } from '@app/domain';
import {
  captureDownloads,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  type StartedDownload,
  TrpcRefusal,
} from '../admin-test-utils.tsx';
import type { PrivacyRecordsDto } from '../api/admin-api.ts';
import { PrivacyTab } from './PrivacyTab.tsx';

let downloads: StartedDownload[] = [];

beforeEach(() => {
  downloads = captureDownloads();
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    notifications.clean();
  });
});

const email = 'olivia.hart@example.com';

const counts: PrivacyCounts = {
  contactSubmissions: 1,
  leads: 1,
  leadNotes: 1,
  applications: 1,
  applicationNotes: 0,
  cvs: 1,
  mailMessages: 1,
  conversationMessages: 2,
  messageAttachments: 1,
};

const none: PrivacyCounts = {
  contactSubmissions: 0,
  leads: 0,
  leadNotes: 0,
  applications: 0,
  applicationNotes: 0,
  cvs: 0,
  mailMessages: 0,
  conversationMessages: 0,
  messageAttachments: 0,
};

const records: PrivacyRecordsDto = {
  email,
  counts,
  contactSubmissions: [
    {
      id: 3,
      name: 'Olivia Hart',
      email: 'Olivia.Hart@example.com',
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      teamSize: null,
      message: 'Two React engineers',
      spamReason: null,
      createdAt: '2026-11-20T02:00:00.000Z',
      source: {
        sourcePage: '/contact',
        landingPage: '/react-nodejs',
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: 'spring-2026',
      },
    },
  ],
  leads: [
    {
      id: 7,
      name: 'Olivia Hart',
      email,
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      teamSize: null,
      message: 'Two React engineers',
      stage: 'contacted',
      estimatedValue: null,
      probability: 20,
      isWon: false,
      isLost: false,
      lostReason: null,
      enquiryCount: 1,
      createdAt: '2026-11-20T02:00:00.000Z',
      updatedAt: '2026-11-21T02:00:00.000Z',
      lastEnquiryAt: '2026-11-20T02:00:00.000Z',
      source: null,
      notes: [{ id: 1, note: 'Called, wants a quote', createdAt: '2026-11-21T02:00:00.000Z' }],
    },
  ],
  applications: [
    {
      id: 4,
      firstName: 'Olivia',
      lastName: 'Hart',
      email,
      phone: '+61 400 000 000',
      position: 'Technical Lead',
      description: 'Ten years of React',
      linkedinUrl: null,
      stage: 'applied',
      notSelectedReason: null,
      spamReason: null,
      createdAt: '2026-11-19T02:00:00.000Z',
      updatedAt: '2026-11-19T02:00:00.000Z',
      cv: { fileName: 'Olivia-Hart-CV.pdf', contentType: 'application/pdf', byteSize: 2048 },
      notes: [],
    },
  ],
  mailMessages: [
    {
      id: 9,
      kind: 'lead-acknowledgement',
      recipient: email,
      status: 'sent',
      payload: { name: 'Olivia Hart', email },
      createdAt: '2026-11-20T02:00:01.000Z',
      sentAt: '2026-11-20T02:00:05.000Z',
    },
  ],
  conversationMessages: [
    {
      id: 21,
      direction: 'sent',
      leadId: 7,
      applicationId: null,
      from: 'Sam Taylor <hello@example.com>',
      to: email,
      subject: 'Re: your enquiry',
      text: 'Hi Olivia,\nTwo engineers are free in March.',
      html: '<p>Hi Olivia,</p><p>Two engineers are free in March.</p>',
      at: '2026-11-21T03:00:00.000Z',
      attachments: [],
    },
    {
      id: 22,
      direction: 'received',
      leadId: null,
      applicationId: null,
      from: email,
      to: 'replies@example.com',
      subject: '',
      text: 'Sounds good, see the brief attached.',
      html: '<p>Sounds <b>good</b></p><img src="https://tracker.example.com/pixel.gif" alt="tracked">',
      at: '2026-11-22T03:00:00.000Z',
      attachments: [
        { id: 31, fileName: 'brief.pdf', contentType: 'application/pdf', byteSize: 4096 },
      ],
    },
  ],
};

const preview: RetentionPreview = {
  months: 24,
  retainWonLeads: true,
  cutoff: '2024-11-27T03:00:00.000Z',
  nextRunAt: '2026-11-27T03:00:00.000Z',
  counts: { ...none, leads: 2, leadNotes: 3, loginAttempts: 1 },
  lastRun: { at: '2026-11-26T03:00:00.000Z', erased: {} },
};

/** The CV and attachment downloads (REST) answer the file; the rest goes to the fake tRPC server. */
function fileResponse(resource: string): Response {
  const fileName = resource.startsWith('/api/conversation-attachments/')
    ? 'brief.pdf'
    : 'Olivia-Hart-CV.pdf';
  return new Response(new Blob(['%PDF-1.7']), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

function renderTab(handlers: Record<string, (input: unknown) => unknown> = {}) {
  let erased = false;
  const server = fakeTrpcServer({
    'privacy.retentionPreview': () => preview,
    'backups.status': () => ({
      scheduled: false,
      keep: null,
      lastBackup: null,
      lastFailure: null,
      overdue: false,
    }),
    'privacy.search': () =>
      erased
        ? {
            ...records,
            counts: none,
            contactSubmissions: [],
            leads: [],
            applications: [],
            mailMessages: [],
            conversationMessages: [],
          }
        : records,
    'privacy.export': () => ({ ...records, exportedAt: '2026-11-26T05:00:00.000Z' }),
    'privacy.erase': () => {
      erased = true;
      return { erased: counts };
    },
    ...handlers,
  });
  const fetch = vi.fn<typeof globalThis.fetch>((resource, init) =>
    typeof resource === 'string' && resource.startsWith('/api/')
      ? Promise.resolve(fileResponse(resource))
      : server(resource, init),
  );
  renderWithAdminApi(<PrivacyTab />, createTestAdminApi(fetch, 'stored-token'));
  return { server, fetch, user: userEvent.setup() };
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.type(screen.getByLabelText('E-mail address'), address);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('the Privacy tab', () => {
  it('shows what the next retention run erases, when, and the last run', async () => {
    renderTab();
    const section = (await screen.findByRole('heading', { name: 'Retention' })).closest('section');
    if (section === null) throw new Error('no retention section');
    await waitFor(() => {
      expect(section).toHaveTextContent('no activity for 24 months');
    });
    expect(section).toHaveTextContent('Won leads are kept.');
    expect(section).toHaveTextContent('2 leads, 3 lead notes, 1 login attempt');
  });

  it('finds a person’s data by address and shows it grouped', async () => {
    const { server, user } = renderTab();
    await searchFor(user, `  ${email} `);
    expect(
      await screen.findByText(
        /1 contact submission, 1 lead, 1 lead note, 1 career application, 1 CV file, 1 outgoing message/,
      ),
    ).toBeInTheDocument();
    expect(server.inputsOf('privacy.search')).toEqual([{ email }]);
    for (const group of [
      'Contact submissions (1)',
      'Leads (1)',
      'Career applications (1)',
      'Outgoing messages (1)',
    ]) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(screen.getByText('Called, wants a quote')).toBeInTheDocument();
    expect(screen.getByText(/Olivia-Hart-CV\.pdf/)).toBeInTheDocument();
    // The request's, the lead's and the application's phone under one label, as everywhere.
    expect(screen.getAllByText('Phone', { selector: 'dt' })).toHaveLength(3);
    expect(screen.queryByText('Contact', { selector: 'dt' })).not.toBeInTheDocument();
    // Where the request came from is shown with it; the lead's is not known.
    expect(screen.getAllByText('Source', { selector: 'dt' })).toHaveLength(1);
    expect(screen.getByText('from /react-nodejs, campaign spring-2026')).toBeInTheDocument();
  });

  it('shows the e-mails of the person’s conversations as text, never their HTML', async () => {
    const { fetch, user } = renderTab();
    await searchFor(user, email);
    const group = (
      await screen.findByRole('heading', { name: 'E-mails of conversations (2)' })
    ).closest('section');
    if (group === null) throw new Error('no conversations group');
    const [sent, received] = group.querySelectorAll<HTMLElement>(':scope > ul > li');
    if (sent === undefined || received === undefined) throw new Error('two e-mails expected');
    expect(sent).toHaveTextContent('Re: your enquiry');
    expect(sent).toHaveTextContent('DirectionSent to them');
    expect(sent).toHaveTextContent('FromSam Taylor <hello@example.com>');
    expect(sent).toHaveTextContent(`To${email}`);
    expect(sent).toHaveTextContent('Belongs toLead #7');
    expect(sent).toHaveTextContent('Attachments0');
    expect(within(sent).getByText(/Two engineers are free in March/)).toBeInTheDocument();
    expect(sent.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T03:00:00.000Z');

    expect(received).toHaveTextContent('(no subject)');
    expect(received).toHaveTextContent('DirectionReceived from them');
    expect(received).toHaveTextContent('Belongs toUnmatched mail');
    expect(received).toHaveTextContent('Attachments1');
    expect(received).toHaveTextContent('Sounds good, see the brief attached.');
    // The received HTML is not in the page: no markup of it, no remote image, no frame.
    expect(group.querySelector('b, img, iframe')).toBeNull();
    expect(group).not.toHaveTextContent('<p>');

    await user.click(within(received).getByRole('button', { name: 'Download brief.pdf, 4 KB' }));
    await waitFor(() => {
      expect(downloads).toEqual([
        { href: 'blob:http://localhost/download', download: 'brief.pdf' },
      ]);
    });
    expect(
      fetch.mock.calls
        .map(([resource]) => resource)
        .filter((resource) => typeof resource === 'string' && resource.startsWith('/api/')),
    ).toEqual(['/api/conversation-attachments/31']);
  });

  it('says so when nothing is held', async () => {
    const { user } = renderTab({
      'privacy.search': () => ({
        ...records,
        counts: none,
        contactSubmissions: [],
        leads: [],
        applications: [],
        mailMessages: [],
        conversationMessages: [],
      }),
    });
    await searchFor(user, 'nobody@example.com');
    expect(await screen.findByText('Nothing is held for this address.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase' })).not.toBeInTheDocument();
  });

  it('downloads the export as privacy-<date>.json holding the document', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((file: Blob | MediaSource) => {
      if (file instanceof Blob) files.push(file);
      return 'blob:http://localhost/download';
    });
    const { user } = renderTab();
    await searchFor(user, email);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => {
      expect(downloads).toEqual([
        { href: 'blob:http://localhost/download', download: 'privacy-2026-11-26.json' },
      ]);
    });
    const [blob] = files;
    if (blob === undefined) throw new Error('no file was made');
    const document = JSON.parse(await blob.text()) as {
      email: string;
      applications: { cv: { fileName: string } }[];
      conversationMessages: { id: number; html: string | null; attachments: { id: number }[] }[];
    };
    expect(document.email).toBe(email);
    // The conversations' e-mails go as they are held, HTML included; attachments download apart.
    expect(document.conversationMessages).toEqual(records.conversationMessages);
    expect(document.applications.map((application) => application.cv.fileName)).toEqual([
      'Olivia-Hart-CV.pdf',
    ]);
  });

  it('offers each CV as a download of its own, the export holding only its name', async () => {
    const { fetch, user } = renderTab();
    await searchFor(user, email);
    await user.click(
      await screen.findByRole('button', { name: 'Download CV, Olivia-Hart-CV.pdf' }),
    );
    await waitFor(() => {
      expect(downloads).toEqual([
        { href: 'blob:http://localhost/download', download: 'Olivia-Hart-CV.pdf' },
      ]);
    });
    const cvCalls = fetch.mock.calls.filter(
      ([resource]) => typeof resource === 'string' && resource.startsWith('/api/'),
    );
    expect(cvCalls.map(([resource]) => resource)).toEqual(['/api/career-submissions/4/cv']);
    expect(new Headers(cvCalls[0]?.[1]?.headers).get('authorization')).toBe('Bearer stored-token');
  });

  it('erases after a confirmation naming what goes, then shows nothing is held', async () => {
    const { server, user } = renderTab();
    await searchFor(user, email);
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    const dialog = screen.getByRole('dialog', { name: "Erase this person's data" });
    expect(dialog).toHaveTextContent(
      `Erase everything held for ${email}? This deletes 1 contact submission, 1 lead, 1 lead note, 1 career application, 1 CV file, 1 outgoing message, 2 e-mails of conversations, 1 e-mail attachment.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Nothing is held for this address.')).toBeInTheDocument();
    // The counts confirmed, the conversations' e-mails and attachments among them: a message
    // received since would make them differ, and the server would erase nothing.
    expect(server.inputsOf('privacy.erase')).toEqual([{ email, expected: counts }]);
    expect(await screen.findByText('Data erased')).toBeInTheDocument();
  });

  it('tells the admin when the data changed since it was shown, and shows it anew', async () => {
    const { server, user } = renderTab({
      'privacy.erase': () => {
        throw new TrpcRefusal('CONFLICT', 409, privacyDataChangedMessage);
      },
    });
    await searchFor(user, email);
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    await user.click(
      within(screen.getByRole('dialog', { name: "Erase this person's data" })).getByRole('button', {
        name: 'Erase',
      }),
    );
    expect(await screen.findByText(privacyDataChangedMessage)).toBeInTheDocument();
    await waitFor(() => {
      expect(server.inputsOf('privacy.search')).toHaveLength(2);
    });
  });
});
