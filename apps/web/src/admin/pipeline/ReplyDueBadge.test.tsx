import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  boardHandlers,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testLead,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { NotesDialog } from '../dialogs/NotesDialog.tsx';
import { PipelineTab } from './PipelineTab.tsx';

const now = new Date('2026-11-23T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const fresh = testLead({
  id: 1,
  name: 'Fresh Lead',
  createdAt: minutesAgo(48),
  firstReplyAt: null,
});
const late = testLead({ id: 2, name: 'Late Lead', createdAt: minutesAgo(145), firstReplyAt: null });
const answered = testLead({ id: 3, name: 'Answered Lead', createdAt: minutesAgo(300) });
const legacy = testLead({
  id: 4,
  name: 'Legacy Lead',
  createdAt: minutesAgo(3000),
  awaitsReply: false,
  firstReplyAt: null,
});

beforeEach(() => {
  // Only the clock and the board's ticker are faked: the queries and clicks keep real timers.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    notifications.clean();
  });
});

function Board() {
  return <PipelineTab filter={{}} />;
}

function renderBoard(answers: Record<string, ProcedureHandler> = {}) {
  const server = fakeTrpcServer({
    ...boardHandlers(() => [fresh, late, answered, legacy]),
    'leads.stats': () => ({}),
    'notes.list': () => [],
    ...answers,
  });
  renderWithAdminApi(<Board />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const card = (name: string) => screen.getByRole('article', { name });

/** Never settles: the change stays optimistic for as long as the test looks. */
const unanswered = () => new Promise<never>(() => undefined);

describe('the reply badge on lead cards', () => {
  it('shows the time left or overdue on unanswered leads only', async () => {
    renderBoard();
    await screen.findByText('Fresh Lead');
    expect(card('Fresh Lead')).toHaveTextContent('Reply due in 1 h 12 min');
    const overdue = within(card('Late Lead')).getByText('Overdue by 25 min');
    expect(overdue).toHaveAttribute('data-overdue');
    expect(card('Answered Lead')).not.toHaveTextContent(/Reply due|Overdue/);
    expect(card('Legacy Lead')).not.toHaveTextContent(/Reply due|Overdue/);
  });

  it('moves on every minute from one shared ticker', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const minuteTickers = () =>
      setIntervalSpy.mock.calls.filter(([, delay]) => delay === 60_000).length;
    renderBoard();
    await screen.findByText('Fresh Lead');
    expect(minuteTickers()).toBe(1);

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(card('Fresh Lead')).toHaveTextContent('Reply due in 1 h 11 min');
    expect(card('Late Lead')).toHaveTextContent('Overdue by 26 min');

    act(() => {
      vi.advanceTimersByTime(71 * 60_000);
    });
    expect(card('Fresh Lead')).toHaveTextContent('Reply due now');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(card('Fresh Lead')).getByText('Overdue by 1 min')).toHaveAttribute(
      'data-overdue',
    );
    expect(minuteTickers()).toBe(1);
  });

  it('goes as soon as a staff member moves the lead, before the server answers', async () => {
    const { user } = renderBoard({ 'leads.move': unanswered });
    await screen.findByText('Late Lead');
    await user.click(within(card('Late Lead')).getByRole('button', { name: 'Move to...' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    expect(card('Late Lead')).not.toHaveTextContent('Overdue');
  });

  it('comes back when the server refuses the move', async () => {
    const { user } = renderBoard({
      'leads.move': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByText('Late Lead');
    await user.click(within(card('Late Lead')).getByRole('button', { name: 'Move to...' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    expect(await within(card('Late Lead')).findByText('Overdue by 25 min')).toBeInTheDocument();
  });
});

describe('a note added to an unanswered lead', () => {
  function BoardWithNotes() {
    return (
      <>
        <PipelineTab filter={{}} />
        <NotesDialog opened lead={late} onClose={() => undefined} />
      </>
    );
  }

  it('takes its reply badge away at once', async () => {
    const server = fakeTrpcServer({
      ...boardHandlers(() => [late]),
      'notes.list': () => [],
      'notes.add': unanswered,
    });
    renderWithAdminApi(<BoardWithNotes />, createTestAdminApi(server, 'token'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(
      await within(await screen.findByRole('article', { name: 'Late Lead' })).findByText(
        'Overdue by 25 min',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Called back');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(card('Late Lead')).not.toHaveTextContent('Overdue');
  });
});
