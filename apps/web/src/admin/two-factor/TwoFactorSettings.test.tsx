import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { wrongPasswordMessage } from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { TwoFactorSettings } from './TwoFactorSettings.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const codes = Array.from({ length: 10 }, (_, index) => `code-${index}abc-defg-hijk`);
const otpauthUri =
  'otpauth://totp/Bamboo%20Bridge%20Teams:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Bamboo+Bridge+Teams&algorithm=SHA1&digits=6&period=30';

function status(overrides: Record<string, unknown> = {}) {
  return {
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    required: false,
    ...overrides,
  };
}

function renderSettings(handlers: Record<string, ProcedureHandler>) {
  const server = fakeTrpcServer(handlers);
  renderWithAdminApi(<TwoFactorSettings />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup() };
}

describe('TwoFactorSettings', () => {
  it('sets two-factor login up: QR code and key, a confirming code, then the recovery codes once', async () => {
    let enabled = false;
    const { server, user } = renderSettings({
      'twoFactor.status': () =>
        enabled
          ? status({ enabled, enabledAt: '2026-11-21T09:00:00.000Z', recoveryCodesLeft: 10 })
          : status(),
      'twoFactor.beginEnrolment': () => ({ otpauthUri, manualKey: 'JBSW Y3DP EHPK 3PXP' }),
      'twoFactor.confirmEnrolment': (input) => {
        if ((input as { code: string }).code !== '123456') {
          throw new TrpcRefusal('BAD_REQUEST', 400, 'That code is not right.');
        }
        enabled = true;
        return { recoveryCodes: codes };
      },
    });

    expect(await screen.findByText('Off')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor login' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('two-factor-manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    const codeField = screen.getByLabelText('Code from the app');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(codeField, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeVisible();

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(server.inputsOf('twoFactor.confirmEnrolment')).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('turns it off after the password, showing a wrong one under the field', async () => {
    let enabled = true;
    const { server, user } = renderSettings({
      'twoFactor.status': () =>
        status({ enabled, enabledAt: enabled ? '2026-11-21T09:00:00.000Z' : null }),
      'twoFactor.disable': (input) => {
        if ((input as { password: string }).password !== 'right one') {
          throw new TrpcRefusal('BAD_REQUEST', 400, wrongPasswordMessage);
        }
        enabled = false;
        return { disabled: true };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor login' });
    const password = within(dialog).getByLabelText('Your password');
    await user.type(password, 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(wrongPasswordMessage)).toBeVisible();

    await user.clear(password);
    await user.type(password, 'right one');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Two-factor login is off')).toBeVisible();
    expect(await screen.findByText('Off')).toBeVisible();
    expect(server.inputsOf('twoFactor.disable')).toEqual([
      { password: 'wrong one' },
      { password: 'right one' },
    ]);
  });

  it('shows ten new recovery codes after the password', async () => {
    const { user } = renderSettings({
      'twoFactor.status': () =>
        status({ enabled: true, enabledAt: '2026-11-21T09:00:00.000Z', recoveryCodesLeft: 3 }),
      'twoFactor.regenerateRecoveryCodes': () => ({ recoveryCodes: codes }),
    });

    expect(await screen.findByText(/3 of 10 recovery codes left/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByLabelText('Your password'), 'right one');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('offers no way to turn it off where it is required', async () => {
    renderSettings({
      'twoFactor.status': () =>
        status({ enabled: true, enabledAt: '2026-11-21T09:00:00.000Z', required: true }),
    });
    expect(await screen.findByText(/required for every admin here/)).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    });
  });
});
