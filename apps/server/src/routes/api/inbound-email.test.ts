import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingestInboundMessage, OutboxWakeUp } from '@app/api';
import { insertLead } from '@app/db/testing';
import { inboundEmailAnswerSchema } from '@app/domain';
import { inboundSignature, rawMail } from '@app/testing';
import { bearer, createTestAdmin, insertSession } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  inboundEmailDisabledMessage,
  inboundSignatureMissingMessage,
  inboundSignatureWrongMessage,
} from './inbound-email.ts';

const secret = 'a-long-shared-secret-for-the-inbound-door-0001';

let testApp: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp({ INBOUND_EMAIL_SECRET: secret });
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql('truncate conversation_messages, leads, mail_outbox, audit_log cascade');
});

function postMessage(
  body: Buffer,
  options: { signature?: string | null; contentType?: string } = {},
) {
  const signature =
    options.signature === undefined ? inboundSignature(secret, body) : options.signature;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/inbound-email',
    headers: {
      'content-type': options.contentType ?? 'message/rfc822',
      ...(signature === null ? {} : { 'x-inbound-signature': signature }),
    },
    payload: body,
  });
}

const storedCount = async () =>
  (
    await testApp.sql<{ count: number }>('select count(*)::int as count from conversation_messages')
  )[0]?.count;

describe('POST /api/inbound-email', () => {
  it.each(['message/rfc822', 'application/octet-stream', 'text/plain; charset=utf-8'])(
    'stores a signed message sent as %s, answering 202 with what happened',
    async (contentType) => {
      const leadId = await insertLead(testApp, { email: 'olivia@example.com' });
      const response = await postMessage(rawMail({ text: 'See you Tuesday' }), { contentType });
      expect(response.statusCode).toBe(202);
      expect(inboundEmailAnswerSchema.parse(response.json())).toEqual({
        stored: true,
        duplicate: false,
      });
      const [row] = await testApp.sql<{ lead_id: number; received_via: string; body_text: string }>(
        'select lead_id, received_via, body_text from conversation_messages',
      );
      expect(row).toEqual({
        lead_id: leadId,
        received_via: 'webhook',
        body_text: 'See you Tuesday',
      });
    },
  );

  it('stores the same message once, whether the IMAP reader or this door brings it first', async () => {
    const first = rawMail({ messageId: '<both-doors-1@client.example>' });
    const outcome = await ingestInboundMessage(first, 'imap', {
      orm: testApp.orm,
      wakeUp: new OutboxWakeUp(),
    });
    expect(outcome.stored).toBe(true);
    expect((await postMessage(first)).json()).toEqual({ stored: false, duplicate: true });

    const second = rawMail({ messageId: '<both-doors-2@client.example>' });
    expect((await postMessage(second)).json()).toEqual({ stored: true, duplicate: false });
    await expect(
      ingestInboundMessage(second, 'imap', { orm: testApp.orm, wakeUp: new OutboxWakeUp() }),
    ).resolves.toMatchObject({ stored: false, duplicate: true });
    expect(await storedCount()).toBe(2);
  });

  it('refuses a missing signature before reading the body, and a wrong one after, storing nothing', async () => {
    const message = rawMail();
    const missing = await postMessage(message, { signature: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: inboundSignatureMissingMessage });
    expect(missing.headers.connection).toBe('close');

    const wrong = await postMessage(message, {
      signature: inboundSignature('another secret of the same length, more or less', message),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: inboundSignatureWrongMessage });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a body that is no e-mail with 400, and a type it does not read with 415', async () => {
    const words = Buffer.from('hello there\r\n');
    const notMail = await postMessage(words);
    expect(notMail.statusCode).toBe(400);
    expect(notMail.json()).toEqual({ error: 'The message has no sender address (From)' });

    const json = await postMessage(Buffer.from('{"from":"x"}'), {
      contentType: 'application/json',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      error: 'Content-Type must be message/rfc822, application/octet-stream, text/plain',
    });
    expect(await storedCount()).toBe(0);
  });

  it('is not there (404) when INBOUND_EMAIL_SECRET is unset', async () => {
    const unconfigured = await createTestApp();
    try {
      const body = rawMail();
      const response = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/inbound-email',
        headers: {
          'content-type': 'message/rfc822',
          'x-inbound-signature': inboundSignature(secret, body),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: inboundEmailDisabledMessage });
    } finally {
      await unconfigured.close();
    }
  });
});

describe('GET /api/conversation-attachments/:id', () => {
  it('downloads an attachment as a file to save, for a logged-in admin only, and audits it', async () => {
    const pdf = Buffer.from('%PDF-1.7 brief');
    await postMessage(
      rawMail({
        attachments: [
          { fileName: 'Brief "final".pdf', contentType: 'application/pdf', content: pdf },
        ],
      }),
    );
    const [attachment] = await testApp.sql<{ id: number }>(
      'select id from conversation_attachments',
    );
    const url = `/api/conversation-attachments/${attachment?.id}`;

    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await testApp.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdf);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Brief/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    const audit = await testApp.sql<{ action: string; record_type: string; record_id: number }>(
      'select action, record_type, record_id from audit_log',
    );
    expect(audit).toEqual([
      {
        action: 'conversation.attachment_download',
        record_type: 'conversation_attachment',
        record_id: attachment?.id,
      },
    ]);

    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/conversation-attachments/999999',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Attachment not found' });
  });
});
