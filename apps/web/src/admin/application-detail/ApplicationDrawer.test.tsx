import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachmentDisposition, type Timeline } from '@app/domain';
import {
  captureDownloads,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testApplication,
  TrpcRefusal,
  type ProcedureHandler,
  type StartedDownload,
} from '../admin-test-utils.tsx';
import type { ApplicationDto } from '../api/admin-api.ts';
import { ApplicationDrawer } from './ApplicationDrawer.tsx';
import type { ShowApplicationChange } from './use-application-actions.ts';

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

const minh = testApplication({
  description: 'Five years running Kubernetes in production.\n\n  I also mentor juniors.',
  leadIds: [7, 9],
});
/** The application's timeline as the server answers it: its stage-change note a stage entry. */
const timeline: Timeline = {
  record: { kind: 'application', id: 1 },
  entries: [
    { type: 'note', id: 1, note: 'Strong CV', at: '2026-11-20T04:00:00.000Z' },
    {
      type: 'stage',
      stage: 'Technical Assessment',
      note: 'Stage changed from Applied to Technical Assessment',
      staffName: 'Sam Staff',
      at: '2026-11-21T03:00:00.000Z',
    },
  ],
  replyWaiting: false,
};

type DrawerOptions = {
  readonly handlers?: Record<string, ProcedureHandler>;
  /** Answers the REST calls (the CV download); the tRPC calls go to the fake server. */
  readonly rest?: () => Response;
  readonly showChange?: ShowApplicationChange;
};

function renderDrawer(application: ApplicationDto, options: DrawerOptions = {}) {
  let current = application;
  const server = fakeTrpcServer({
    'applications.get': () => current,
    'conversations.timeline': () => timeline,
    ...options.handlers,
  });
  const fetch = vi.fn<typeof globalThis.fetch>((resource, init) =>
    typeof resource === 'string' && resource.startsWith('/api/')
      ? Promise.resolve((options.rest ?? (() => new Response(null, { status: 404 })))())
      : server(resource, init),
  );
  const api = createTestAdminApi(fetch, 'token');
  const onClose = vi.fn();
  renderWithAdminApi(
    <ApplicationDrawer
      applicationId={application.id}
      onClose={onClose}
      showChange={options.showChange}
    />,
    api,
  );
  const saved = (changed: ApplicationDto) => {
    current = changed;
    return changed;
  };
  return { server, fetch, api, onClose, saved, user: userEvent.setup() };
}

const field = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling;

const openDrawer = () => screen.findByRole('dialog', { name: 'Minh Tran' });

describe('application drawer', () => {
  it('shows every field, the CV, the full text as written, the leads of the address and the timeline', async () => {
    renderDrawer(minh);
    const drawer = await openDrawer();

    expect(drawer).toHaveTextContent('Stage: Applied');
    expect(field(drawer, 'Position')).toHaveTextContent('DevOps Engineer');
    expect(within(drawer).getByRole('link', { name: 'minh@example.com' })).toHaveAttribute(
      'href',
      'mailto:minh@example.com',
    );
    expect(field(drawer, 'Phone')).toHaveTextContent('+84 28 3822 6190');
    const linkedIn = within(drawer).getByRole('link', { name: /LinkedIn Profile/ });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/minh-tran');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(field(drawer, 'Received')?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-20T02:00:00.000Z',
    );
    expect(within(drawer).queryByText('Not Selected reason')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'lead #7' })).toHaveAttribute(
      'href',
      '/admin?lead=7',
    );
    expect(within(drawer).getByRole('link', { name: 'lead #9' })).toHaveAttribute(
      'href',
      '/admin?lead=9',
    );

    const cv = within(drawer).getByRole('region', { name: 'CV' });
    expect(cv).toHaveTextContent('Minh Tran CV.pdf');
    expect(cv).toHaveTextContent('245 KB');
    expect(
      within(cv).getByRole('button', { name: 'Download CV, Minh Tran CV.pdf' }),
    ).toBeInTheDocument();

    const reason = within(drawer).getByRole('region', { name: 'Why should we hire them?' });
    expect(reason.querySelector('p')?.textContent).toBe(minh.description);

    // One history: the conversation holds the notes and stage changes, with the field for a note.
    const conversation = within(drawer).getByRole('region', { name: 'Conversation' });
    const entries = await within(conversation).findByRole('list', {
      name: 'Conversation with Minh Tran',
    });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Note: Strong CV', 'Moved to Technical Assessment by Sam Staff']);
    expect(
      within(entries).getByText('Stage changed from Applied to Technical Assessment'),
    ).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Add Note' })).toBeDisabled();
    expect(
      within(drawer).queryByRole('region', { name: 'Notes and stage changes' }),
    ).not.toBeInTheDocument();
    expect(within(drawer).getAllByText('Strong CV')).toHaveLength(1);
  });

  it('shows the reason of an application marked Not Selected, and a missing CV and LinkedIn', async () => {
    renderDrawer(
      testApplication({
        stage: 'not_selected',
        notSelectedReason: 'Chose a candidate\nwith more Go',
        cv: null,
        linkedinUrl: null,
      }),
    );
    const drawer = await openDrawer();
    expect(drawer).toHaveTextContent('Stage: Not Selected');
    expect(field(drawer, 'Not Selected reason')?.textContent).toBe(
      'Chose a candidate\nwith more Go',
    );
    expect(field(drawer, 'LinkedIn')).toHaveTextContent('—');
    expect(within(drawer).getByRole('region', { name: 'CV' })).toHaveTextContent('No CV attached');
    expect(within(drawer).getByRole('button', { name: 'Not Selected' })).toBeDisabled();
  });

  it('adds a trimmed note, never a blank one, and shows it in the conversation once', async () => {
    const entries = [...timeline.entries];
    const { server, user } = renderDrawer(minh, {
      handlers: {
        'conversations.timeline': () => ({ ...timeline, entries: [...entries] }),
        'applicationNotes.add': (input) => {
          const { note } = input as { note: string };
          entries.push({ type: 'note', id: 3, note, at: '2026-11-22T00:00:00.000Z' });
          return { id: 3, applicationId: 1, note, createdAt: '2026-11-22T00:00:00.000Z' };
        },
      },
    });
    const drawer = await openDrawer();
    const conversation = within(drawer).getByRole('region', { name: 'Conversation' });
    await within(conversation).findByText('Strong CV');
    const note = within(conversation).getByPlaceholderText('Add a new note...');
    const add = within(conversation).getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await user.type(note, '   {Enter}');
    expect(server.calls()).not.toContain('applicationNotes.add');

    await user.type(note, '  Booked the technical interview  {Enter}');

    expect(
      await within(conversation).findByText('Booked the technical interview'),
    ).toBeInTheDocument();
    expect(server.inputsOf('applicationNotes.add')).toEqual([
      { applicationId: 1, note: 'Booked the technical interview' },
    ]);
    expect(note).toHaveValue('');
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Booked the technical interview')).toHaveLength(1);
    // The drawer reads its history once, as the conversation.
    expect(server.calls()).not.toContain('applicationNotes.list');
  });

  it('moves to another open stage from its menu', async () => {
    const { server, saved, user } = renderDrawer(minh, {
      handlers: {
        'applications.move': (input) => {
          const { stage } = input as { stage: 'technical_assessment' };
          return saved({ ...minh, stage });
        },
      },
    });
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Move to...' }));
    const choices = within(drawer).getAllByRole('menuitem');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Technical Assessment',
      'Culture Fit',
    ]);
    await user.click(within(drawer).getByRole('menuitem', { name: 'Technical Assessment' }));

    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    expect(server.inputsOf('applications.move')).toEqual([
      { id: 1, stage: 'technical_assessment' },
    ]);
    await waitFor(() => {
      expect(drawer).toHaveTextContent('Stage: Technical Assessment');
    });
  });

  it('asks for a reason before Not Selected: "Please enter a reason" when blank, then records it', async () => {
    const { server, saved, user } = renderDrawer(minh, {
      handlers: {
        'applications.reject': (input) => {
          const { reason } = input as { reason: string };
          return saved({ ...minh, stage: 'not_selected', notSelectedReason: reason });
        },
      },
    });
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Not Selected' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Why was this application not selected?',
    });
    expect(within(dialog).getByText('Minh Tran')).toBeInTheDocument();
    expect(within(dialog).getByText('DevOps Engineer')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Value');
    expect(reason).toHaveAttribute('placeholder', 'Enter reason for not selecting this applicant');

    await user.type(reason, '   {Enter}');
    expect(within(dialog).getByText('Please enter a reason')).toBeInTheDocument();
    await user.clear(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls()).not.toContain('applications.reject');

    await user.type(reason, '  Chose a candidate with more Go  ');
    expect(within(dialog).queryByText('Please enter a reason')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Application marked as Not Selected')).toBeInTheDocument();
    expect(server.inputsOf('applications.reject')).toEqual([
      { id: 1, reason: 'Chose a candidate with more Go' },
    ]);
    await waitFor(() => {
      expect(field(drawer, 'Not Selected reason')).toHaveTextContent(
        'Chose a candidate with more Go',
      );
    });
    expect(drawer).toHaveTextContent('Stage: Not Selected');
  });

  it('refuses a reason longer than the server takes, before sending it', async () => {
    const { server, user } = renderDrawer(minh);
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Not Selected' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Why was this application not selected?',
    });
    await user.click(within(dialog).getByLabelText('Value'));
    await user.paste('x'.repeat(501));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Reason too long')).toBeInTheDocument();
    expect(server.calls()).not.toContain('applications.reject');
  });

  it('confirms Welcome Aboard before hiring, then shows the applicant hired', async () => {
    const { server, saved, user } = renderDrawer(minh, {
      handlers: { 'applications.hire': () => saved({ ...minh, stage: 'hired' }) },
    });
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Welcome Aboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Aboard' });
    expect(dialog).toHaveTextContent('Mark Minh Tran as hired for DevOps Engineer?');
    expect(server.calls()).not.toContain('applications.hire');

    await user.click(within(dialog).getByRole('button', { name: 'Welcome Aboard' }));

    expect(await screen.findByText('Welcome Aboard!')).toBeInTheDocument();
    expect(screen.getByText('Minh Tran is hired.')).toBeInTheDocument();
    expect(server.inputsOf('applications.hire')).toEqual([{ id: 1 }]);
    await waitFor(() => {
      expect(drawer).toHaveTextContent('Stage: Welcome Aboard');
    });
    expect(within(drawer).getByRole('button', { name: 'Welcome Aboard' })).toBeDisabled();
  });

  it('cancels Welcome Aboard without asking the server', async () => {
    const { server, user } = renderDrawer(minh);
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Welcome Aboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Aboard' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Welcome Aboard' })).not.toBeInTheDocument();
    });
    expect(server.calls()).not.toContain('applications.hire');
  });

  it("toasts the hiring rules' refusal with its reason", async () => {
    const { user } = renderDrawer(minh, {
      handlers: {
        'applications.hire': () => {
          throw new TrpcRefusal('BAD_REQUEST', 400, 'This applicant is already hired');
        },
      },
    });
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Welcome Aboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Aboard' });
    await user.click(within(dialog).getByRole('button', { name: 'Welcome Aboard' }));

    expect(await screen.findByText('Error: Failed to update application')).toBeInTheDocument();
    expect(screen.getByText('This applicant is already hired')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Stage: Applied');
  });

  it('confirms the deletion naming the applicant and saying the notes and CV go too, then closes', async () => {
    const { server, onClose, user } = renderDrawer(minh, {
      handlers: { 'applications.remove': () => ({ success: true }) },
    });
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Delete application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Application' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the application of Minh Tran (DevOps Engineer)?',
    );
    expect(dialog).toHaveTextContent(
      'This action cannot be undone and will also delete all associated notes and the CV.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete Application' }));

    expect(await screen.findByText('Application deleted successfully')).toBeInTheDocument();
    expect(server.inputsOf('applications.remove')).toEqual([{ id: 1 }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves the CV out of the deletion warning when there is none, and keeps the drawer on failure', async () => {
    const { onClose, user } = renderDrawer(testApplication({ cv: null }), {
      handlers: {
        'applications.remove': () => {
          throw new TrpcRefusal('INTERNAL_SERVER_ERROR', 500, 'Internal server error');
        },
      },
    });
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Delete application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Application' });
    expect(dialog).toHaveTextContent(
      'This action cannot be undone and will also delete all associated notes.',
    );
    expect(dialog).not.toHaveTextContent('CV');

    await user.click(within(dialog).getByRole('button', { name: 'Delete Application' }));

    expect(await screen.findByText('Error: Failed to delete application')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('downloads the CV with the bearer token and saves it under the name the server gives', async () => {
    const { fetch, user } = renderDrawer(minh, {
      rest: () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            // The name as stored: quotes and any script kept (the ASCII stand-in is for old clients).
            'content-disposition': attachmentDisposition('Trần "Minh" CV.pdf'),
          },
        }),
    });
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Download CV, Minh Tran CV.pdf' }));

    await waitFor(() => {
      expect(downloads).toEqual([
        { href: 'blob:http://localhost/download', download: 'Trần "Minh" CV.pdf' },
      ]);
    });
    const cvCall = fetch.mock.calls.find(
      ([resource]) => typeof resource === 'string' && resource.startsWith('/api/'),
    );
    expect(cvCall?.[0]).toBe('/api/career-submissions/1/cv');
    expect(new Headers(cvCall?.[1]?.headers).get('authorization')).toBe('Bearer token');
  });

  it('says so when the CV cannot be downloaded', async () => {
    const { user } = renderDrawer(minh, { rest: () => new Response(null, { status: 404 }) });
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Download CV, Minh Tran CV.pdf' }));

    expect(await screen.findByText('Error: Failed to download CV')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('lets a view show a change at once, and take it back when the server refuses it', async () => {
    const shown: string[] = [];
    const showChange: ShowApplicationChange = (application, change) => {
      shown.push(`show ${change.kind} of #${String(application.id)}`);
      return {
        undo: () => shown.push('undo'),
        settle: (saved) => shown.push(`settle ${saved?.stage ?? 'deleted'}`),
      };
    };
    let refuse = true;
    const { user } = renderDrawer(minh, {
      showChange,
      handlers: {
        'applications.move': () => {
          if (refuse) throw new TrpcRefusal('NOT_FOUND', 404, 'Application not found');
          return { ...minh, stage: 'culture_fit' };
        },
      },
    });
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Move to...' }));
    await user.click(within(drawer).getByRole('menuitem', { name: 'Culture Fit' }));
    expect(await screen.findByText('Error: Failed to update application')).toBeInTheDocument();
    expect(shown).toEqual(['show move of #1', 'undo']);

    refuse = false;
    await user.click(within(drawer).getByRole('button', { name: 'Move to...' }));
    await user.click(within(drawer).getByRole('menuitem', { name: 'Culture Fit' }));
    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    expect(shown).toEqual(['show move of #1', 'undo', 'show move of #1', 'settle culture_fit']);
  });
});
