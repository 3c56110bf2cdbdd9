import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestAdminApi, fakeTrpcServer, renderWithAdminApi } from '../admin-test-utils.tsx';
import type { MailDeliveryHealth, RecentMailMessage } from '../api/admin-api.ts';
import { MailDeliveryNotice, mailDeliveryTexts } from './MailDeliveryNotice.tsx';

function health(overrides: Partial<MailDeliveryHealth> = {}): MailDeliveryHealth {
  return {
    configured: true,
    waiting: 0,
    delayed: 0,
    failed: 0,
    sentLastDay: 4,
    reason: null,
    ...overrides,
  };
}

function message(overrides: Partial<RecentMailMessage> = {}): RecentMailMessage {
  return {
    id: 1,
    kind: 'lead-alert',
    status: 'waiting',
    about: 'Olivia Hart',
    attempts: 2,
    lastError: 'SMTP refused login',
    lastErrorDetail: 'EAUTH: 535 Authentication failed',
    createdAt: '2026-11-23T09:00:00.000Z',
    sentAt: null,
    nextAttemptAt: '2026-11-23T09:04:00.000Z',
    ...overrides,
  };
}

describe('mail delivery notice', () => {
  it('shows nothing while every alert leaves, also while some are on their way', async () => {
    const server = fakeTrpcServer({ 'mail.health': () => health({ waiting: 2 }) });
    renderWithAdminApi(<MailDeliveryNotice />, createTestAdminApi(server, 'token'));
    await waitFor(() => {
      expect(server.calls()).toEqual(['mail.health']);
    });
    expect(screen.queryByText(mailDeliveryTexts.noticeTitle)).not.toBeInTheDocument();
  });

  it('says how many alerts wait and why, and lists them with their attempts and error', async () => {
    const server = fakeTrpcServer({
      'mail.health': () => health({ waiting: 3, delayed: 3, reason: 'E-mail is not configured' }),
      'mail.recent': () => [
        message({ lastError: 'E-mail is not configured', lastErrorDetail: null, attempts: 0 }),
        message({
          id: 2,
          kind: 'application-alert',
          status: 'sent',
          about: 'Minh Tran',
          attempts: 1,
          lastError: null,
          sentAt: '2026-11-23T08:00:00.000Z',
          nextAttemptAt: null,
        }),
      ],
    });
    renderWithAdminApi(<MailDeliveryNotice />, createTestAdminApi(server, 'token'));
    const notice = await screen.findByRole('region', { name: mailDeliveryTexts.noticeTitle });
    expect(notice).toHaveTextContent(mailDeliveryTexts.noticeTitle);
    expect(notice).toHaveTextContent('3 e-mails waiting: E-mail is not configured');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View messages' }));
    const dialog = await screen.findByRole('dialog', { name: mailDeliveryTexts.dialogTitle });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('WaitingStaff alert: new lead: Olivia Hart');
    expect(rows[0]).toHaveTextContent('0 attempts');
    expect(rows[0]).toHaveTextContent('E-mail is not configured');
    expect(rows[1]).toHaveTextContent('SentStaff alert: new application: Minh Tran');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('"Retry now" asks the server to send that message again and shows the new state', async () => {
    let status: RecentMailMessage['status'] = 'failed';
    const server = fakeTrpcServer({
      'mail.health': () =>
        health({ failed: status === 'failed' ? 1 : 0, reason: 'SMTP refused login' }),
      'mail.recent': () => [message({ id: 9, status, attempts: 12 })],
      'mail.retry': () => {
        status = 'waiting';
        return { success: true };
      },
    });
    renderWithAdminApi(<MailDeliveryNotice />, createTestAdminApi(server, 'token'));
    expect(
      await screen.findByRole('region', { name: mailDeliveryTexts.noticeTitle }),
    ).toHaveTextContent('1 failed: SMTP refused login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View messages' }));
    const dialog = await screen.findByRole('dialog', { name: mailDeliveryTexts.dialogTitle });
    expect(await within(dialog).findByText('Failed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(server.inputsOf('mail.retry')).toEqual([{ id: 9 }]);
    expect(await within(dialog).findByText('Waiting')).toBeInTheDocument();
  });
});
