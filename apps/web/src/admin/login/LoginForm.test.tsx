import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLoginMinimumFillTimeMs } from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { LoginForm } from './LoginForm.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  vi.useRealTimers();
});

/**
 * By default the form is shown, then the clock moves on a few seconds, as when a person types;
 * `sentAtOnce` keeps the real clock, as when a password manager fills the form.
 */
function renderLoginForm(login: ProcedureHandler, { sentAtOnce = false } = {}) {
  const server = fakeTrpcServer({ 'auth.login': login });
  const onLoggedIn = vi.fn();
  if (!sentAtOnce) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
  }
  renderWithAdminApi(<LoginForm onLoggedIn={onLoggedIn} />, createTestAdminApi(server));
  if (!sentAtOnce) vi.setSystemTime(new Date('2026-11-21T09:00:05.000Z'));
  return { server, onLoggedIn, user: userEvent.setup() };
}

const usernameField = () => screen.getByLabelText('Username');
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: /Secure Login|Authenticating/ });

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(usernameField(), 'admin@example.com');
  await user.type(passwordField(), 'a long passphrase');
}

describe('admin login form', () => {
  it('has the title, an email-type username, a hidden password and the security note', () => {
    renderLoginForm(() => ({ token: 'token' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(usernameField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(submitButton()).toHaveTextContent('Secure Login');
    expect(screen.getByText(/Protected by multi-layered security/)).toBeInTheDocument();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = renderLoginForm(() => ({ token: 'token' }));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('hides the trap field from people, assistive technology and the keyboard', async () => {
    const { user } = renderLoginForm(() => ({ token: 'token' }));
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap?.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await user.tab();
    expect(usernameField()).toHaveFocus();
    await user.tab();
    expect(passwordField()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.tab();
    expect(submitButton()).toHaveFocus();
  });

  it('requires both fields and sends nothing without them', async () => {
    const { server, user } = renderLoginForm(() => ({ token: 'token' }));
    await user.click(submitButton());
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it('sends the credentials, an empty trap and the time the form opened; disables everything while busy', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { server, onLoggedIn, user } = renderLoginForm(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await fillCredentials(user);
    await user.click(submitButton());

    await waitFor(() => {
      expect(submitButton()).toHaveTextContent('Authenticating...');
    });
    expect(submitButton()).toBeDisabled();
    expect(usernameField()).toBeDisabled();
    expect(passwordField()).toBeDisabled();
    await waitFor(() => {
      expect(server.inputsOf('auth.login')).toHaveLength(1);
    });
    expect(server.inputsOf('auth.login')[0]).toEqual({
      username: 'admin@example.com',
      password: 'a long passphrase',
      honeypot: '',
      submitTime: Date.parse('2026-11-21T09:00:00.000Z'),
    });

    answer({ token: 'the-new-token' });
    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalledWith('the-new-token');
    });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Login successful! Redirecting to admin panel...')).toBeInTheDocument();
  });

  it('holds back a login sent within a second of the form opening, so the server does not take it for a bot', async () => {
    let receivedAt = 0;
    const { server, onLoggedIn, user } = renderLoginForm(
      () => {
        receivedAt = Date.now();
        return { token: 'the-new-token' };
      },
      { sentAtOnce: true },
    );
    await fillCredentials(user);
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Authenticating...');
    expect(submitButton()).toBeDisabled();
    expect(server).not.toHaveBeenCalled();

    await waitFor(
      () => {
        expect(onLoggedIn).toHaveBeenCalledWith('the-new-token');
      },
      { timeout: 3_000 },
    );
    const [sent] = server.inputsOf('auth.login') as { submitTime: number }[];
    expect(receivedAt - (sent?.submitTime ?? receivedAt)).toBeGreaterThanOrEqual(
      adminLoginMinimumFillTimeMs,
    );
  });

  it("shows 'Login Failed' with the server's reason and lets the admin try again", async () => {
    const { onLoggedIn, user } = renderLoginForm(() => {
      throw new TrpcRefusal(
        'TOO_MANY_REQUESTS',
        429,
        'Too many failed login attempts. Please try again later.',
      );
    });
    await fillCredentials(user);
    await user.click(submitButton());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Too many failed login attempts. Please try again later.'),
    ).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Secure Login');
    expect(passwordField()).toHaveValue('a long passphrase');
  });

  it("falls back to 'Invalid credentials' when the refusal has no message", async () => {
    const { user } = renderLoginForm(() => {
      throw new TrpcRefusal('UNAUTHORIZED', 401, '');
    });
    await fillCredentials(user);
    await user.click(submitButton());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
  });

  it('reports a server it cannot reach', async () => {
    const { user } = renderLoginForm(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillCredentials(user);
    await user.click(submitButton());
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to server. Please try again.')).toBeInTheDocument();
  });
});
