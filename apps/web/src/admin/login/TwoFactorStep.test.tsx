import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidTwoFactorCodeMessage, loginChallengeExpiredMessage } from '@app/domain';
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

const challenge = 'c'.repeat(43);

/** A login whose password step asks for the second factor; the clock moves on as a person types. */
function renderTwoFactorLogin(secondStep: ProcedureHandler) {
  const server = fakeTrpcServer({
    'auth.login': () => ({ twoFactorRequired: true, challenge }),
    'auth.loginSecondStep': secondStep,
  });
  const onLoggedIn = vi.fn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
  renderWithAdminApi(<LoginForm onLoggedIn={onLoggedIn} />, createTestAdminApi(server));
  vi.setSystemTime(new Date('2026-11-21T09:00:05.000Z'));
  return { server, onLoggedIn, user: userEvent.setup() };
}

async function passPasswordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: 'Secure Login' }));
  return screen.findByLabelText('Two-factor code');
}

describe('the login’s second step', () => {
  it('asks for the app’s code in a numeric one-time-code field, and sends it with the challenge', async () => {
    const { server, onLoggedIn, user } = renderTwoFactorLogin(() => ({ token: 'the-token' }));

    const codeField = await passPasswordStep(user);

    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField).toHaveFocus();
    expect(screen.getByLabelText('Username')).not.toBeVisible();
    expect(onLoggedIn).not.toHaveBeenCalled();
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalledWith('the-token');
    });
    expect(server.inputsOf('auth.loginSecondStep')).toEqual([{ challenge, code: '123456' }]);
    expect(
      await screen.findByText('Login successful! Redirecting to admin panel...'),
    ).toBeVisible();
  });

  it('takes a recovery code instead, in a field of its own', async () => {
    const { server, user } = renderTwoFactorLogin(() => ({ token: 'the-token' }));
    await passPasswordStep(user);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recoveryField = screen.getByLabelText('Recovery code');
    expect(recoveryField).toHaveFocus();
    expect(recoveryField).not.toHaveAttribute('inputmode');
    await user.type(recoveryField, 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => {
      expect(server.inputsOf('auth.loginSecondStep')).toEqual([
        { challenge, code: 'abcd-efgh-ijkl-mnop' },
      ]);
    });
  });

  it('toasts a wrong code and empties the field for another try', async () => {
    const { onLoggedIn, user } = renderTwoFactorLogin(() => {
      throw new TrpcRefusal('UNAUTHORIZED', 401, invalidTwoFactorCodeMessage);
    });
    const codeField = await passPasswordStep(user);
    await user.type(codeField, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Login Failed')).toBeVisible();
    expect(screen.getByText(invalidTwoFactorCodeMessage)).toBeVisible();
    await waitFor(() => {
      expect(screen.getByLabelText('Two-factor code')).toHaveValue('');
    });
    expect(screen.getByLabelText('Two-factor code')).toHaveFocus();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('goes back to the password when the login has expired', async () => {
    const { user } = renderTwoFactorLogin(() => {
      throw new TrpcRefusal('UNAUTHORIZED', 401, loginChallengeExpiredMessage);
    });
    const codeField = await passPasswordStep(user);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(loginChallengeExpiredMessage)).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByLabelText('Two-factor code')).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText('Username')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it('asks for the code before sending anything', async () => {
    const { server, user } = renderTwoFactorLogin(() => ({ token: 'the-token' }));
    await passPasswordStep(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code')).toBeVisible();
    expect(server.inputsOf('auth.loginSecondStep')).toEqual([]);
  });
});
