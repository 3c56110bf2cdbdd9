import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minimumFormFillTimeMs } from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { LoginForm } from './LoginForm.tsx';
import { turnstileScriptUrl, type TurnstileRenderOptions } from '../../app/turnstile.ts';
import { honeypotInputName } from '@app/domain';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  vi.useRealTimers();
  delete window.turnstile;
  for (const script of turnstileScripts()) script.remove();
});

function turnstileScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.src === turnstileScriptUrl,
  );
}

/**
 * Cloudflare's `window.turnstile`, played by the test: it records the widgets it is asked to
 * render, and the test passes, expires or resets their challenges.
 */
function fakeTurnstile() {
  const widgets: { container: HTMLElement; options: TurnstileRenderOptions }[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, options: TurnstileRenderOptions) => {
      widgets.push({ container, options });
      return `widget-${widgets.length}`;
    }),
    reset: vi.fn<(widgetId: string) => void>(),
    remove: vi.fn<(widgetId: string) => void>(),
  };
  const lastWidget = () => {
    const widget = widgets.at(-1);
    if (widget === undefined) throw new Error('No Turnstile widget was rendered');
    return widget;
  };
  return {
    api,
    widgets,
    pass: (token: string) => {
      act(() => {
        lastWidget().options.callback(token);
      });
    },
    expire: () => {
      act(() => {
        lastWidget().options['expired-callback']();
      });
    },
  };
}

/**
 * By default the form is shown, then the clock moves on a few seconds, as when a person types;
 * `sentAtOnce` keeps the real clock, as when a password manager fills the form.
 */
function renderLoginForm(
  login: ProcedureHandler,
  {
    sentAtOnce = false,
    turnstileSiteKey,
  }: { sentAtOnce?: boolean; turnstileSiteKey?: string } = {},
) {
  const server = fakeTrpcServer({ 'auth.login': login });
  const onLoggedIn = vi.fn();
  if (!sentAtOnce) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
  }
  const { unmount } = renderWithAdminApi(
    <LoginForm onLoggedIn={onLoggedIn} turnstileSiteKey={turnstileSiteKey} />,
    createTestAdminApi(server),
  );
  if (!sentAtOnce) vi.setSystemTime(new Date('2026-11-21T09:00:05.000Z'));
  return { server, onLoggedIn, unmount, user: userEvent.setup() };
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
    const trap = document.querySelector<HTMLInputElement>(`input[name="${honeypotInputName}"]`);
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
      { timeout: 10_000 },
    );
    const [sent] = server.inputsOf('auth.login') as { submitTime: number }[];
    expect(receivedAt - (sent?.submitTime ?? receivedAt)).toBeGreaterThanOrEqual(
      minimumFormFillTimeMs,
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

describe('admin login form with Cloudflare Turnstile', () => {
  const siteKey = '0x4AAAAAAAtestSiteKey';
  const captchaRefused = () => {
    throw new TrpcRefusal('UNAUTHORIZED', 401, 'Captcha verification failed. Please try again.');
  };

  it('renders the widget with the site key inside the form, and keeps Secure Login disabled until it gives a token', async () => {
    const turnstile = fakeTurnstile();
    window.turnstile = turnstile.api;
    renderLoginForm(() => ({ token: 'token' }), { turnstileSiteKey: siteKey });

    await waitFor(() => {
      expect(turnstile.api.render).toHaveBeenCalledTimes(1);
    });
    const [widget] = turnstile.widgets;
    expect(widget?.options.sitekey).toBe(siteKey);
    expect(screen.getByRole('form', { name: 'Admin Login' })).toContainElement(
      widget?.container ?? null,
    );
    expect(submitButton()).toBeDisabled();

    turnstile.pass('first-token');
    expect(submitButton()).toBeEnabled();
    turnstile.expire();
    expect(submitButton()).toBeDisabled();
  });

  it('sends the widget’s token with the login', async () => {
    const turnstile = fakeTurnstile();
    window.turnstile = turnstile.api;
    const { server, onLoggedIn, user } = renderLoginForm(() => ({ token: 'the-new-token' }), {
      turnstileSiteKey: siteKey,
    });
    await fillCredentials(user);
    await waitFor(() => {
      expect(turnstile.api.render).toHaveBeenCalled();
    });
    turnstile.pass('first-token');
    await user.click(submitButton());

    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalledWith('the-new-token');
    });
    expect(server.inputsOf('auth.login')).toEqual([
      expect.objectContaining({ username: 'admin@example.com', captchaToken: 'first-token' }),
    ]);
  });

  it('resets the widget after a refused login and waits for a new token before the next try', async () => {
    const turnstile = fakeTurnstile();
    window.turnstile = turnstile.api;
    const { server, user } = renderLoginForm(captchaRefused, { turnstileSiteKey: siteKey });
    await fillCredentials(user);
    await waitFor(() => {
      expect(turnstile.api.render).toHaveBeenCalled();
    });
    turnstile.pass('first-token');
    await user.click(submitButton());

    expect(await screen.findByText('Captcha verification failed. Please try again.')).toBeVisible();
    expect(turnstile.api.reset).toHaveBeenCalledWith('widget-1');
    expect(submitButton()).toBeDisabled();

    turnstile.pass('second-token');
    await user.click(submitButton());
    await waitFor(() => {
      expect(server.inputsOf('auth.login')).toHaveLength(2);
    });
    expect(server.inputsOf('auth.login')[1]).toMatchObject({ captchaToken: 'second-token' });
  });

  it('loads Cloudflare’s script once, on demand, and renders the widget when it has run', async () => {
    const turnstile = fakeTurnstile();
    renderLoginForm(() => ({ token: 'token' }), { turnstileSiteKey: siteKey });

    await waitFor(() => {
      expect(turnstileScripts()).toHaveLength(1);
    });
    expect(turnstileScripts()[0]?.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
    expect(turnstile.api.render).not.toHaveBeenCalled();

    window.turnstile = turnstile.api;
    act(() => {
      turnstileScripts()[0]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => {
      expect(turnstile.api.render).toHaveBeenCalledTimes(1);
    });
    expect(turnstileScripts()).toHaveLength(1);
  });

  it('says so when Cloudflare’s script cannot load, and keeps Secure Login disabled', async () => {
    renderLoginForm(() => ({ token: 'token' }), { turnstileSiteKey: siteKey });
    await waitFor(() => {
      expect(turnstileScripts()).toHaveLength(1);
    });

    act(() => {
      turnstileScripts()[0]?.dispatchEvent(new Event('error'));
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The security check could not be loaded, so logging in is not possible.',
    );
    expect(submitButton()).toBeDisabled();
  });

  it('removes the widget when the form goes away', async () => {
    const turnstile = fakeTurnstile();
    window.turnstile = turnstile.api;
    const { unmount } = renderLoginForm(() => ({ token: 'token' }), { turnstileSiteKey: siteKey });
    await waitFor(() => {
      expect(turnstile.api.render).toHaveBeenCalled();
    });

    unmount();
    expect(turnstile.api.remove).toHaveBeenCalledWith('widget-1');
  });

  it('without a site key loads no script, renders no widget and sends no token', async () => {
    const turnstile = fakeTurnstile();
    window.turnstile = turnstile.api;
    const { server, user } = renderLoginForm(() => ({ token: 'token' }));
    await fillCredentials(user);
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    await waitFor(() => {
      expect(server.inputsOf('auth.login')).toHaveLength(1);
    });
    expect(server.inputsOf('auth.login')[0]).not.toHaveProperty('captchaToken');
    expect(turnstile.api.render).not.toHaveBeenCalled();
    expect(turnstileScripts()).toHaveLength(0);
  });
});
