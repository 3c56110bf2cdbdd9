import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAdminApi, fakeTrpcServer, renderWithAdminApi } from '../admin-test-utils.tsx';
import { TwoFactorRequired } from './TwoFactorRequired.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

describe('TwoFactorRequired', () => {
  it('shows only the set-up, and goes on once the recovery codes are saved', async () => {
    const server = fakeTrpcServer({
      'twoFactor.beginEnrolment': () => ({
        otpauthUri: 'otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXP',
        manualKey: 'JBSW Y3DP EHPK 3PXP',
      }),
      'twoFactor.confirmEnrolment': () => ({ recoveryCodes: ['aaaa-bbbb-cccc-dddd'] }),
    });
    const onDone = vi.fn();
    const onLogout = vi.fn(() => Promise.resolve());
    renderWithAdminApi(
      <TwoFactorRequired onDone={onDone} onLogout={onLogout} />,
      createTestAdminApi(server, 'token'),
    );
    const user = userEvent.setup();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Set up two-factor login' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor login' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));

    await waitFor(() => {
      expect(onDone).toHaveBeenCalledOnce();
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
