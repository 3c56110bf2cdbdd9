import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminAccountDto, AdminSessionDto } from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  type ProcedureHandler,
  TrpcRefusal,
} from '../admin-test-utils.tsx';
import { AdminsTab } from './AdminsTab.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const owner: AdminAccountDto = {
  id: 1,
  username: 'owner@example.com',
  displayName: 'Olivia Owner',
  createdAt: '2026-11-01T01:00:00.000Z',
  lastLogin: '2026-11-26T01:00:00.000Z',
  twoFactorEnabled: true,
  mustChangePassword: false,
  isYou: true,
};
const second: AdminAccountDto = {
  id: 2,
  username: 'second@example.com',
  displayName: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  lastLogin: null,
  twoFactorEnabled: false,
  mustChangePassword: true,
  isYou: false,
};
const sessions: AdminSessionDto[] = [
  {
    id: 11,
    createdAt: '2026-11-26T01:00:00.000Z',
    lastUsedAt: '2026-11-26T01:10:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'Firefox on Linux',
    isCurrent: true,
  },
  {
    id: 12,
    createdAt: '2026-11-25T01:00:00.000Z',
    lastUsedAt: '2026-11-25T03:00:00.000Z',
    ip: '198.51.100.4',
    userAgent: 'Safari on iPhone',
    isCurrent: false,
  },
];

function renderTab(handlers: Record<string, ProcedureHandler> = {}) {
  let admins = [owner, second];
  let ownSessions = sessions;
  const server = fakeTrpcServer({
    'admins.list': () => admins,
    'admins.sessions': () => ownSessions,
    'admins.create': (input) => {
      const { email } = input as { email: string };
      admins = [...admins, { ...second, id: 3, username: email }];
      return { id: 3, username: email, temporaryPassword: 'Tmp-Pass_0123456789abcdef' };
    },
    'admins.remove': (input) => {
      const { id } = input as { id: number };
      admins = admins.filter((admin) => admin.id !== id);
      return { removed: true };
    },
    'admins.endSession': (input) => {
      const { id } = input as { id: number };
      ownSessions = ownSessions.filter((session) => session.id !== id);
      return { ended: true };
    },
    'admins.endSessionsOf': () => ({ endedSessions: 1 }),
    'admins.changeName': (input) => {
      const trimmed = (input as { displayName: string }).displayName.trim();
      const displayName = trimmed === '' ? null : trimmed;
      admins = admins.map((admin) => (admin.isYou ? { ...admin, displayName } : admin));
      return { displayName };
    },
    ...handlers,
  });
  renderWithAdminApi(<AdminsTab />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup() };
}

describe('AdminsTab', () => {
  it('lists the admins with their last login and 2FA, you and pending password changes marked', async () => {
    renderTab();
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('owner@example.com');
    expect(rows[0]).toHaveTextContent('Olivia Owner');
    expect(rows[0]).toHaveTextContent('You');
    expect(rows[0]).toHaveTextContent('On');
    expect(rows[1]).toHaveTextContent('Never');
    expect(rows[1]).toHaveTextContent('Temporary password');
    expect(rows[1]).toHaveTextContent('Off');
    // Your own sessions end one by one below, not all at once from the list.
    expect(
      within(rows[0] as HTMLElement).queryByRole('button', { name: /End sessions/ }),
    ).toBeNull();
  });

  it('adds an admin and shows the temporary password once, with a copy button', async () => {
    const { server, user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add admin' });
    await user.type(within(dialog).getByLabelText(/^E-mail address/), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));

    expect(await within(dialog).findByTestId('temporary-password')).toHaveTextContent(
      'Tmp-Pass_0123456789abcdef',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    expect(server.inputsOf('admins.create')).toEqual([{ email: 'new@example.com' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('admin-row')).toHaveLength(3);
    });

    // Opened again, the dialog has forgotten the password.
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    const again = await screen.findByRole('dialog', { name: 'Add admin' });
    expect(within(again).queryByTestId('temporary-password')).toBeNull();
  });

  it('shows the refusal of an address under its field', async () => {
    const { user } = renderTab({
      'admins.create': () => {
        throw new TrpcRefusal(
          'CONFLICT',
          409,
          'An admin with the username second@example.com already exists',
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add admin' });
    await user.type(within(dialog).getByLabelText(/^E-mail address/), 'second@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(
      await within(dialog).findByText(
        'An admin with the username second@example.com already exists',
      ),
    ).toBeInTheDocument();
  });

  it('removes an admin after a confirmation naming them', async () => {
    const { server, user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Remove: second@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    expect(dialog).toHaveTextContent('Remove second@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => {
      expect(screen.getAllByTestId('admin-row')).toHaveLength(1);
    });
    expect(server.inputsOf('admins.remove')).toEqual([{ id: 2 }]);
    expect(await screen.findByText('Admin removed')).toBeInTheDocument();
  });

  it("toasts the server's refusal to remove the last admin", async () => {
    const { user } = renderTab({
      'admins.remove': () => {
        throw new TrpcRefusal(
          'CONFLICT',
          409,
          'This is the last admin: add another admin before removing this one.',
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove: owner@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'This is the last admin: add another admin before removing this one.',
      ),
    ).toBeInTheDocument();
  });

  it('logs another admin out everywhere after a confirmation', async () => {
    const { server, user } = renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'End sessions: second@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End sessions' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    await waitFor(() => {
      expect(server.inputsOf('admins.endSessionsOf')).toEqual([{ id: 2 }]);
    });
    expect(await screen.findByText('Sessions ended')).toBeInTheDocument();
  });

  it('lists your sessions with where they were opened, and ends one', async () => {
    const { server, user } = renderTab();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows[0]).toHaveTextContent('This session');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Safari on iPhone');

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^End/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End session' });
    await user.click(within(dialog).getByRole('button', { name: 'End' }));

    await waitFor(() => {
      expect(screen.getAllByTestId('session-row')).toHaveLength(1);
    });
    expect(server.inputsOf('admins.endSession')).toEqual([{ id: 12 }]);
  });

  it('adds an admin with the name their e-mails are signed with', async () => {
    const { server, user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add admin' });
    await user.type(within(dialog).getByLabelText(/^E-mail address/), 'minh@example.com');
    await user.type(within(dialog).getByLabelText(/^Name \(optional\)/), 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));

    expect(
      await within(dialog).findByText('The name can be at most 80 characters'),
    ).toBeInTheDocument();
    expect(server.inputsOf('admins.create')).toEqual([]);
    const name = within(dialog).getByLabelText(/^Name \(optional\)/);
    await user.clear(name);
    await user.type(name, 'Minh Tran');
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));

    expect(await within(dialog).findByTestId('temporary-password')).toBeInTheDocument();
    expect(server.inputsOf('admins.create')).toEqual([
      { email: 'minh@example.com', displayName: 'Minh Tran' },
    ]);
  });

  it('sets your name, as your e-mails are signed, and clears it', async () => {
    const { server, user } = renderTab();
    const name = await screen.findByLabelText(/^Your name/, { selector: 'input' });
    await waitFor(() => {
      expect(name).toHaveValue('Olivia Owner');
    });
    expect(
      screen.getByText(/Your name, as e-mails to leads and candidates are signed/),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The name can be at most 80 characters')).toBeInTheDocument();
    expect(server.inputsOf('admins.changeName')).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Olivia Hart, Sales');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByTestId('admin-row')[0]).toHaveTextContent('Olivia Hart, Sales');
    });

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('admin-row')[0]).not.toHaveTextContent('Olivia');
    });
    expect(server.inputsOf('admins.changeName')).toEqual([
      { displayName: 'Olivia Hart, Sales' },
      { displayName: '' },
    ]);
  });

  it('shows the server’s refusal of your name under its field', async () => {
    const { user } = renderTab({
      'admins.changeName': () => {
        throw new TrpcRefusal(
          'BAD_REQUEST',
          400,
          'The name cannot contain line breaks or control characters',
        );
      },
    });
    const name = await screen.findByLabelText(/^Your name/, { selector: 'input' });
    await waitFor(() => {
      expect(name).toHaveValue('Olivia Owner');
    });
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(
      await screen.findByText('The name cannot contain line breaks or control characters'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes your password', async () => {
    const { server, user } = renderTab({
      'admins.changePassword': () => ({ endedSessions: 1 }),
      'auth.session': () => ({ pendingSetup: null }),
    });
    await user.type(
      await screen.findByLabelText(/^Current password/, { selector: 'input' }),
      'the old passphrase',
    );
    await user.type(
      screen.getByLabelText(/^New password/, { selector: 'input' }),
      'a brand new passphrase',
    );
    await user.type(
      screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
      'a brand new passphrase',
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(server.inputsOf('admins.changePassword')).toEqual([
      { currentPassword: 'the old passphrase', newPassword: 'a brand new passphrase' },
    ]);
  });
});
