import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmFilter } from '@app/domain';
import {
  applicationBoardHandlers,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testApplication,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import type { ApplicationDto } from '../api/admin-api.ts';
import { OpenAdminRecordContext, type OpenAdminRecord } from '../crm/RecordLink.tsx';
import { useBoardApplicationChange } from './application-changes.ts';
import { HiringTab } from './HiringTab.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  localStorage.clear();
});

const jane = testApplication({
  id: 11,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/jane-doe',
  cv: { fileName: 'jane-doe-cv.pdf', contentType: 'application/pdf', byteSize: 120_000 },
  leadIds: [4],
});
const omar = testApplication({
  id: 12,
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar@example.com',
  position: 'React Developer',
  linkedinUrl: null,
  cv: null,
  stage: 'not_selected',
  notSelectedReason: 'Moved abroad',
  createdAt: '2026-11-19T02:00:00.000Z',
});

function Hiring({ filter }: { readonly filter: CrmFilter }) {
  return <HiringTab filter={filter} showChange={useBoardApplicationChange(filter)} />;
}

function renderHiring(
  applications: readonly ApplicationDto[] = [jane, omar],
  handlers: Record<string, ProcedureHandler> = {},
  filter: CrmFilter = {},
) {
  let stored = applications;
  const server = fakeTrpcServer({
    ...applicationBoardHandlers(() => stored),
    'applicationNotes.list': () => [],
    ...handlers,
  });
  const openRecord = vi.fn<OpenAdminRecord>();
  renderWithAdminApi(
    <OpenAdminRecordContext value={openRecord}>
      <Hiring filter={filter} />
    </OpenAdminRecordContext>,
    createTestAdminApi(server, 'token'),
  );
  return {
    server,
    openRecord,
    user: userEvent.setup(),
    store: (changed: ApplicationDto) => {
      stored = stored.map((application) => (application.id === changed.id ? changed : application));
      return changed;
    },
  };
}

const card = (name: string) => screen.getByRole('article', { name });
const stageOfCard = (name: string) =>
  card(name).closest<HTMLElement>('[data-stage]')?.dataset.stage;

describe('an application card', () => {
  it('shows name, position, e-mail, phone, LinkedIn in a new tab, when it came and its CV', async () => {
    renderHiring();
    const application = await screen.findByRole('article', { name: 'Jane Doe' });
    for (const text of ['DevOps Engineer', 'jane@example.com', '+84 28 3822 6190', 'Received']) {
      expect(application).toHaveTextContent(text);
    }
    expect(within(application).getByText(/2026/).tagName).toBe('TIME');
    expect(within(application).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    const linkedIn = within(application).getByRole('link', { name: /LinkedIn Profile/ });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/jane-doe');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(application).getByRole('button', { name: 'Download CV, jane-doe-cv.pdf' }),
    ).toBeInTheDocument();
    expect(within(application).getByRole('link', { name: 'lead #4' })).toHaveAttribute(
      'href',
      '/admin?lead=4',
    );
    expect(
      within(application)
        .getAllByRole('button', { name: /View Notes|Welcome Aboard|Not Selected|Delete/ })
        .map((button) => button.textContent),
    ).toEqual(['View Notes', 'Welcome Aboard', 'Not Selected', 'Delete Application']);
  });

  it('is marked when the applicant has written back and waits for an answer', async () => {
    renderHiring([
      { ...jane, replyWaiting: true },
      { ...omar, stage: 'applied', notSelectedReason: null },
    ]);
    const waiting = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(waiting).getByText('Reply waiting')).toBeInTheDocument();
    const answered = await screen.findByRole('article', { name: 'Omar Haddad' });
    expect(within(answered).queryByText('Reply waiting')).not.toBeInTheDocument();
  });

  it("shows the description under 'Why should we hire them?', its search matches marked", async () => {
    renderHiring([jane], {}, { q: 'kubernetes' });
    const application = await screen.findByRole('article', { name: 'Jane Doe' });
    const label = within(application).getByText('Why should we hire them?');
    const description = label.nextElementSibling;
    expect(description).toHaveTextContent('Five years running Kubernetes in production.');
    expect(within(application).getByText('Kubernetes').tagName).toBe('MARK');
  });

  it('leaves out the LinkedIn and CV an application has not, and shows why it was not selected', async () => {
    const { user } = renderHiring();
    await screen.findByText('Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Show the Not Selected column' }));
    const application = await screen.findByRole('article', { name: 'Omar Haddad' });
    expect(application).toHaveTextContent('Not selected: Moved abroad');
    expect(within(application).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(within(application).queryByRole('button', { name: /\.pdf/ })).not.toBeInTheDocument();
  });

  it('opens the application with its name, or a click on the card, through the address', async () => {
    const { openRecord, user } = renderHiring();
    const application = await screen.findByRole('article', { name: 'Jane Doe' });
    const name = within(application).getByRole('link', { name: 'Jane Doe' });
    expect(name).toHaveAttribute('href', '/admin?application=11');
    await user.click(name);
    expect(openRecord).toHaveBeenLastCalledWith('application', 11);

    openRecord.mockClear();
    await user.click(within(application).getByText('DevOps Engineer'));
    expect(openRecord).toHaveBeenLastCalledWith('application', 11);
    await user.click(within(application).getByRole('button', { name: 'View Notes' }));
    expect(openRecord).toHaveBeenCalledTimes(2);
  });
});

describe('the hiring board', () => {
  it('asks to confirm Welcome Aboard before a card moves there, then moves it', async () => {
    const { server, user, store } = renderHiring([jane, omar], {
      'applications.hire': () => store({ ...jane, stage: 'hired' }),
    });
    await screen.findByText('Jane Doe');
    await user.click(within(card('Jane Doe')).getByRole('button', { name: 'Move to...' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Welcome Aboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Aboard' });
    expect(stageOfCard('Jane Doe')).toBe('applied');
    expect(server.calls()).not.toContain('applications.hire');

    await user.click(within(dialog).getByRole('button', { name: 'Welcome Aboard' }));

    expect(await screen.findByText('Welcome Aboard!')).toBeInTheDocument();
    expect(server.inputsOf('applications.hire')).toEqual([{ id: 11 }]);
    await user.click(screen.getByRole('button', { name: 'Show the Welcome Aboard column' }));
    await waitFor(() => {
      expect(stageOfCard('Jane Doe')).toBe('hired');
    });
  });

  it('asks for the reason before Not Selected, and shows it on the card', async () => {
    const { server, user, store } = renderHiring([jane], {
      'applications.reject': (input) =>
        store({
          ...jane,
          stage: 'not_selected',
          notSelectedReason: (input as { reason: string }).reason,
        }),
    });
    await screen.findByText('Jane Doe');
    await user.click(within(card('Jane Doe')).getByRole('button', { name: 'Not Selected' }));
    await user.type(await screen.findByLabelText('Value'), 'Chose another candidate{Enter}');

    expect(await screen.findByText('Application marked as Not Selected')).toBeInTheDocument();
    expect(server.inputsOf('applications.reject')).toEqual([
      { id: 11, reason: 'Chose another candidate' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Show the Not Selected column' }));
    expect(await screen.findByRole('article', { name: 'Jane Doe' })).toHaveTextContent(
      'Not selected: Chose another candidate',
    );
  });

  it('shows the hiring statistics above the board', async () => {
    renderHiring();
    const region = await screen.findByRole('region', { name: 'Hiring statistics' });
    await waitFor(() => {
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Applications this month2', 'In progress1', 'Hired0', 'Not selected1']);
    });
  });

  it("says 'No career applications yet.' where no one has applied", async () => {
    renderHiring([]);
    expect(await screen.findByText('No career applications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hiring board' })).not.toBeInTheDocument();
  });

  it('counts what matches under a filter, and keeps the board when nothing does', async () => {
    renderHiring(
      [jane],
      {
        'applications.columns': () => [
          { stage: 'applied', count: 0 },
          { stage: 'technical_assessment', count: 0 },
          { stage: 'culture_fit', count: 0 },
          { stage: 'hired', count: 0 },
          { stage: 'not_selected', count: 0 },
        ],
        'applications.page': () => ({ items: [], nextCursor: null }),
      },
      { position: 'React Developer' },
    );
    const board = await screen.findByRole('region', { name: 'Hiring board' });
    await waitFor(() => {
      expect(within(board).getAllByText('0 matching')).toHaveLength(5);
    });
    expect(within(board).getAllByText('No matching applications')).toHaveLength(3);
  });
});
