import { describe, expect, it } from 'vitest';
import {
  callWithUntypedInput,
  isoDateString,
  openAdminApi,
  refusalOf,
} from '../../test/api-harness.ts';
import { mailNotConfiguredReason } from '../mail/delivery-errors.ts';
import { mailAlreadySentMessage, mailMessageNotFoundMessage } from '../services/mail-delivery.ts';

const { api, admin } = await openAdminApi('mail_outbox');

async function queue(rows: string): Promise<void> {
  await api.sql(
    `insert into mail_outbox (kind, payload, status, attempts, last_error, last_error_detail, created_at, sent_at)
     values ${rows}`,
  );
}

const lead = `'{"leadId": 1, "name": "Olivia Hart", "email": "olivia@example.com"}'::jsonb`;
const application = `'{"applicationId": 2, "firstName": "Minh", "lastName": "Tran", "email": "minh@example.com"}'::jsonb`;

describe('mail.health', () => {
  it('is quiet while every message left', async () => {
    await queue(`('lead-alert', ${lead}, 'sent', 1, null, null, now(), now())`);
    expect(await admin.mail.health()).toEqual({
      configured: false,
      waiting: 0,
      delayed: 0,
      failed: 0,
      sentLastDay: 1,
      reason: null,
    });
  });

  it('says why messages wait: without SMTP, that e-mail is not configured', async () => {
    await queue(
      `('lead-alert', ${lead}, 'waiting', 0, null, null, now(), null),
       ('lead-alert', ${lead}, 'waiting', 0, 'E-mail is not configured', null, now(), null)`,
    );
    expect(await admin.mail.health()).toMatchObject({
      waiting: 2,
      delayed: 1,
      failed: 0,
      reason: mailNotConfiguredReason,
    });
  });
});

describe('mail.recent', () => {
  it('lists the newest messages first with their status, attempts and last error', async () => {
    await queue(
      `('lead-alert', ${lead}, 'sent', 1, null, null, now() - interval '1 hour', now()),
       ('application-alert', ${application}, 'failed', 9, 'SMTP refused login', 'EAUTH: 535', now(), null)`,
    );
    expect(await admin.mail.recent()).toEqual([
      {
        id: 2,
        kind: 'application-alert',
        status: 'failed',
        about: 'Minh Tran',
        attempts: 9,
        lastError: 'SMTP refused login',
        lastErrorDetail: 'EAUTH: 535',
        createdAt: isoDateString,
        sentAt: null,
        nextAttemptAt: null,
      },
      {
        id: 1,
        kind: 'lead-alert',
        status: 'sent',
        about: 'Olivia Hart',
        attempts: 1,
        lastError: null,
        lastErrorDetail: null,
        createdAt: isoDateString,
        sentAt: isoDateString,
        nextAttemptAt: null,
      },
    ]);
  });
});

describe('mail.retry', () => {
  it('makes a failed message due again with a fresh retry window', async () => {
    await api.sql(
      `insert into mail_outbox (kind, payload, status, attempts, next_attempt_at, retry_window_started_at)
       values ('lead-alert', ${lead}, 'failed', 9, now() + interval '1 hour', now() - interval '2 days')`,
    );
    expect(await admin.mail.retry({ id: 1 })).toEqual({ success: true });
    const [row] = await api.sql<{ status: string; due: boolean; fresh: boolean }>(
      `select status, next_attempt_at <= now() as due,
              retry_window_started_at > now() - interval '1 minute' as fresh
       from mail_outbox`,
    );
    expect(row).toEqual({ status: 'waiting', due: true, fresh: true });
  });

  it('refuses a message already sent, one that does not exist, and an id that is not one', async () => {
    await queue(`('lead-alert', ${lead}, 'sent', 1, null, null, now(), now())`);
    expect(await refusalOf(admin.mail.retry({ id: 1 }))).toEqual({
      code: 'CONFLICT',
      httpStatus: 409,
      message: mailAlreadySentMessage,
    });
    expect(await refusalOf(admin.mail.retry({ id: 99 }))).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      message: mailMessageNotFoundMessage,
    });
    expect(
      await refusalOf(
        callWithUntypedInput(admin.mail.retry, { id: 'one; drop table mail_outbox' }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, message: 'Invalid message id' });
  });

  it('is for a logged-in admin only', async () => {
    expect(await refusalOf(api.caller().mail.retry({ id: 1 }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await refusalOf(api.caller().mail.health())).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
