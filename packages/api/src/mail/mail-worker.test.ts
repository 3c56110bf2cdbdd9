import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CareerSubmission, ContactSubmission } from '@app/domain';
import { smtpSinkCredentials, startSmtpSink, type ReceivedMail, type SmtpSink } from '@app/testing';
import { createApiTestHarness, type ApiTestHarness } from '../../test/api-harness.ts';
import { submitCareer, submitContact } from '../services/public-forms.ts';
import { DatabaseFileStore } from '../files/file-store.ts';
import { mailNotConfiguredReason } from './delivery-errors.ts';
import { MailWorker, type MailDeliverySettings } from './mail-worker.ts';
import { type MailOutbox, OutboxWakeUp } from './outbox.ts';

let api: ApiTestHarness;
let smtp: SmtpSink;
const running: MailWorker[] = [];

beforeAll(async () => {
  api = await createApiTestHarness();
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await smtp.close();
  await api.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  await api.sql(
    'truncate mail_outbox, contact_submissions, leads, career_submissions restart identity cascade',
  );
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((worker) => worker.stop()));
});

const publicSiteUrl = 'https://www.example.com';

function settings(overrides: Partial<MailDeliverySettings> = {}): MailDeliverySettings {
  return {
    smtpUrl: smtp.url,
    from: { name: 'Site Alerts', address: 'alerts@bamboobridgeteams.com.au' },
    leadAlertTo: ['sales@bamboobridgeteams.com.au', 'owner@bamboobridgeteams.com.au'],
    applicationAlertTo: ['hiring@bamboobridgeteams.com.au'],
    publicSiteUrl,
    retryBaseDelayMs: 60_000,
    retryMaxDelayMs: 3_600_000,
    giveUpAfterMs: 24 * 3_600_000,
    pollIntervalMs: 30_000,
    smtpTimeoutMs: 5_000,
    ...overrides,
  };
}

function startWorker(overrides: Partial<MailDeliverySettings> = {}, wakeUp = new OutboxWakeUp()) {
  const warnings: string[] = [];
  const worker = new MailWorker({
    orm: api.orm,
    settings: settings(overrides),
    wakeUp,
    logger: {
      info: () => undefined,
      warn: (details, message) => warnings.push(`${message ?? ''} ${JSON.stringify(details)}`),
      error: () => undefined,
    },
  });
  worker.start();
  running.push(worker);
  return { worker, wakeUp, warnings };
}

function outbox(wakeUp: OutboxWakeUp, acknowledgeSubmitters = false): MailOutbox {
  return { acknowledgeSubmitters, deliveryConfigured: true, wakeUp };
}

const contact: ContactSubmission = {
  name: 'Olivia Hart',
  email: 'olivia@example.com',
  contact: '+61 2 5550 4821',
  company: 'Hart & <Sons>',
  teamSize: '4-7',
  message: 'We need two React developers.\nStarting in January, <b>ideally</b>.',
};

const career: CareerSubmission = {
  firstName: 'Minh',
  lastName: 'Tran',
  email: 'minh@example.com',
  phone: '+84 28 3822 6190',
  linkedinUrl: 'https://www.linkedin.com/in/minh-tran',
  position: 'DevOps Engineer',
  description: 'Five years running Kubernetes clusters for fintech products.',
};

interface OutboxRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  last_error_detail: string | null;
  message_key: string;
}

const outboxRows = () => api.sql<OutboxRow>('select * from mail_outbox order by id');

/** Header text with its RFC 2047 encoded words decoded, as a mail program shows it. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (encoded) =>
      Buffer.from(encoded.replaceAll('=', ''), 'hex').toString('utf8'),
    );
}

/** The message's body parts, decoded from quoted-printable, for reading what the staff see. */
function decodedBody(mail: ReceivedMail): string {
  return decodeQuotedPrintable(mail.raw);
}

describe('staff alerts', () => {
  it('a consultation request sends the staff an alert within seconds, written to be answered from the mail program', async () => {
    const { wakeUp } = startWorker();
    await submitContact({ em: api.em(), input: contact, mailOutbox: outbox(wakeUp) });
    // How fast the alert leaves is measured by the API benchmark, not timed here.
    const [mail] = await smtp.waitForMails(1);
    if (mail === undefined) throw new Error('no mail');

    const [lead] = await api.sql<{ id: number }>('select id from leads');
    // The server has the mail before the worker records it as sent.
    await expect.poll(async () => (await outboxRows())[0]?.status).toBe('sent');
    const [row] = await outboxRows();
    expect(row).toMatchObject({ kind: 'lead-alert', status: 'sent', attempts: 1 });
    expect(mail.recipients).toEqual([
      'sales@bamboobridgeteams.com.au',
      'owner@bamboobridgeteams.com.au',
    ]);
    expect(mail.headers.get('from')).toBe('Site Alerts <alerts@bamboobridgeteams.com.au>');
    expect(mail.headers.get('reply-to')).toBe('Olivia Hart <olivia@example.com>');
    expect(mail.messageId).toBe(`<${row?.message_key}@bamboobridgeteams.com.au>`);
    expect(mail.headers.get('subject')).toBe(
      'New consultation request: Olivia Hart (Hart & <Sons>)',
    );
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);

    const body = decodedBody(mail);
    const link = `${publicSiteUrl}/admin?lead=${lead?.id}`;
    // The plain-text part, as written.
    expect(body).toContain(
      [
        'Name: Olivia Hart',
        'Email: olivia@example.com',
        'Phone: +61 2 5550 4821',
        'Company: Hart & <Sons>',
        'Team size: 4-7 developers',
      ].join('\r\n'),
    );
    // The labels are the record's, as the lead drawer and the CSV show them.
    expect(body).toContain('Message:\r\nWe need two React developers.');
    expect(body).toContain('We need two React developers.\r\nStarting in January, <b>ideally</b>.');
    expect(body).toContain(`Open the lead: ${link}`);
    // The HTML part: every visitor text escaped, the link clickable.
    expect(body).toContain('Hart &amp; &lt;Sons&gt;');
    expect(body).toContain('&lt;b&gt;ideally&lt;/b&gt;');
    expect(body).not.toContain('<b>ideally</b></p>');
    expect(body).toContain(`<a href="${link}">Open the lead</a>`);
  });

  it('a second request from the same person says "repeat enquiry" and links the lead it joined', async () => {
    const { wakeUp } = startWorker();
    await submitContact({ em: api.em(), input: contact, mailOutbox: outbox(wakeUp) });
    await submitContact({
      em: api.em(),
      input: { ...contact, email: 'OLIVIA@example.com', message: 'Any news?' },
      mailOutbox: outbox(wakeUp),
    });
    const mails = await smtp.waitForMails(2);
    const [lead] = await api.sql<{ id: number }>('select id from leads');

    const subjects = mails.map((mail) => mail.headers.get('subject')).sort();
    expect(subjects).toEqual([
      'New consultation request: Olivia Hart (Hart & <Sons>)',
      `Repeat enquiry: Olivia Hart (Hart & <Sons>), lead #${lead?.id}, 2 enquiries`,
    ]);
    const repeat = mails.find((mail) => mail.headers.get('subject')?.startsWith('Repeat') === true);
    if (repeat === undefined) throw new Error('no repeat alert');
    const body = decodedBody(repeat);
    expect(body).toContain(`it was added to that lead, which now has 2 enquiries`);
    expect(body).toContain('Any news?');
    expect(body).toContain(`Open the lead: ${publicSiteUrl}/admin?lead=${lead?.id}`);
  });

  it('a job application alerts the hiring list with the position, the application text and its link', async () => {
    const { wakeUp } = startWorker();
    await submitCareer({ em: api.em(), input: career, mailOutbox: outbox(wakeUp) });
    const [mail] = await smtp.waitForMails(1);
    if (mail === undefined) throw new Error('no mail');
    const [application] = await api.sql<{ id: number }>('select id from career_submissions');
    expect(mail.recipients).toEqual(['hiring@bamboobridgeteams.com.au']);
    expect(mail.headers.get('reply-to')).toBe('Minh Tran <minh@example.com>');
    expect(mail.headers.get('subject')).toBe('New job application: Minh Tran for DevOps Engineer');
    const body = decodedBody(mail);
    expect(body).toContain('Position: DevOps Engineer');
    expect(body).toContain('Five years running Kubernetes clusters for fintech products.');
    expect(body).toContain(`${publicSiteUrl}/admin?application=${application?.id}`);
    expect(body).not.toContain('CV:');
  });

  it("names a job application's CV in its alert", async () => {
    const { wakeUp } = startWorker();
    const pdf = new TextEncoder().encode('%PDF-1.7 a CV');
    await submitCareer({
      em: api.em(),
      input: career,
      mailOutbox: outbox(wakeUp),
      cv: {
        upload: { fileName: 'Minh Tran CV.pdf', contentType: 'application/pdf', chunks: [pdf] },
        files: new DatabaseFileStore(),
        allowance: { address: '198.51.100.7', bytesPerDay: pdf.length },
      },
    });
    const [mail] = await smtp.waitForMails(1);
    if (mail === undefined) throw new Error('no mail');
    expect(decodedBody(mail)).toContain('CV: Minh Tran CV.pdf');
  });

  it('hostile, very long and non-ASCII names cannot add headers and arrive intact', async () => {
    const hostileName = 'Eve\r\nBcc: victim@example.net\r\nX-Injected: yes';
    const longName = 'Ł'.repeat(400);
    const payload = (name: string, leadId: number) =>
      JSON.stringify({
        leadId,
        name,
        email: 'eve@example.com',
        contact: '0491 570 110',
        company: `Ünïcödé GmbH ${'x'.repeat(2_000)}`,
        teamSize: null,
        message: `line one\r\n.\r\nRCPT TO:<victim@example.net>\r\n${'y'.repeat(5_000)}`,
      });
    await api.sql(
      `insert into mail_outbox (kind, payload) values
       ('lead-alert', cast(? as jsonb)), ('lead-alert', cast(? as jsonb)), ('lead-alert', cast(? as jsonb))`,
      [payload(hostileName, 1), payload(longName, 2), payload('Nguyễn Thị Minh Khai', 3)],
    );
    startWorker();
    const mails = await smtp.waitForMails(3);

    const expectedHeaders = [
      'content-type',
      'from',
      'to',
      'reply-to',
      'subject',
      'message-id',
      'date',
      'mime-version',
    ];
    for (const mail of mails) {
      expect(mail.recipients).toEqual([
        'sales@bamboobridgeteams.com.au',
        'owner@bamboobridgeteams.com.au',
      ]);
      expect([...new Set(mail.headerNames)].sort()).toEqual(expectedHeaders.sort());
      // No line of the message is longer than SMTP allows.
      expect(Math.max(...mail.raw.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(
        998,
      );
    }
    const subjects = mails.map((mail) => decodeEncodedWords(mail.headers.get('subject') ?? ''));
    const replyTos = mails.map((mail) => decodeEncodedWords(mail.headers.get('reply-to') ?? ''));
    // The CR/LF became spaces inside the one Subject and Reply-To the message has.
    expect(subjects.map((subject) => subject.length)).toEqual([120, 120, 120]);
    expect(subjects[0]).toMatch(
      /^New consultation request: Eve Bcc: victim@example\.net X-Injected: yes \(Ünïcödé GmbH x+…$/,
    );
    expect(subjects[2]).toMatch(
      /^New consultation request: Nguyễn Thị Minh Khai \(Ünïcödé GmbH x+…$/,
    );
    expect(replyTos).toContain('"Eve Bcc: victim@example.net X-Injected: yes" <eve@example.com>');
    expect(replyTos).toContain(`${'Ł'.repeat(119)}… <eve@example.com>`);
    expect(replyTos).toContain('Nguyễn Thị Minh Khai <eve@example.com>');
    // The message text arrives whole, its lone dot line escaped by the SMTP client.
    expect(mails.every((mail) => decodedBody(mail).includes('y'.repeat(5_000)))).toBe(true);
  });

  it('a submission that rolls back queues no alert, and a retried submission key queues one', async () => {
    await api.sql(`create or replace function refuse_lead() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`);
    await api.sql(
      'create trigger refuse_lead before insert on leads for each row execute function refuse_lead()',
    );
    try {
      await expect(submitContact({ em: api.em(), input: contact })).rejects.toThrow();
    } finally {
      await api.sql('drop trigger refuse_lead on leads');
    }
    expect(await outboxRows()).toEqual([]);

    const submissionKey = '0b6e3f43-5a36-4f6f-9d3c-8f0a4f1f7c2e';
    await submitContact({ em: api.em(), input: { ...contact, submissionKey } });
    await submitContact({ em: api.em(), input: { ...contact, submissionKey } });
    await submitCareer({ em: api.em(), input: { ...career, submissionKey } });
    await submitCareer({ em: api.em(), input: { ...career, submissionKey } });
    expect((await outboxRows()).map((row) => row.kind)).toEqual([
      'lead-alert',
      'application-alert',
    ]);
  });
});

describe('failures and retries', () => {
  it('a refused login is recorded as "SMTP refused login" without the password, and retried later', async () => {
    const refusing = await startSmtpSink({ refuseLogin: true });
    try {
      const { wakeUp, warnings } = startWorker({ smtpUrl: refusing.url });
      const before = Date.now();
      await submitContact({ em: api.em(), input: contact, mailOutbox: outbox(wakeUp) });
      await expect
        .poll(async () => (await outboxRows())[0]?.last_error, { timeout: 10_000 })
        .toBe('SMTP refused login');
      const [row] = await api.sql<OutboxRow & { next_attempt_ms: number }>(
        'select *, (extract(epoch from next_attempt_at) * 1000)::float8 as next_attempt_ms from mail_outbox',
      );
      expect(row).toMatchObject({ status: 'waiting', attempts: 1 });
      expect(row?.last_error_detail).toMatch(/^EAUTH: .*535/);
      // The first retry comes about a minute later.
      expect(row?.next_attempt_ms).toBeGreaterThan(before + 55_000);
      const secret = smtpSinkCredentials.password;
      for (const text of [row?.last_error_detail ?? '', ...warnings]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(encodeURIComponent(secret));
      }
    } finally {
      await refusing.close();
    }
  });

  it('retries with doubling delays and gives up as failed once the retry window is over', async () => {
    const { wakeUp } = startWorker({
      smtpUrl: 'smtp://127.0.0.1:1',
      retryBaseDelayMs: 100,
      retryMaxDelayMs: 400,
      giveUpAfterMs: 1_500,
      pollIntervalMs: 200,
    });
    await submitContact({ em: api.em(), input: contact, mailOutbox: outbox(wakeUp) });
    await expect
      .poll(async () => (await outboxRows())[0]?.status, { timeout: 15_000, interval: 100 })
      .toBe('failed');
    const [row] = await outboxRows();
    expect(row?.last_error).toBe('SMTP server unreachable');
    // 100 + 200 + 400 + 400 ms and the tries themselves fit about five tries into 1.5 s.
    expect(row?.attempts).toBeGreaterThanOrEqual(3);
    expect(row?.attempts).toBeLessThanOrEqual(8);
  });

  it('without SMTP messages wait with the reason, and a worker configured later delivers them', async () => {
    const unconfigured = startWorker({ smtpUrl: undefined });
    await submitContact({ em: api.em(), input: contact, mailOutbox: outbox(unconfigured.wakeUp) });
    await expect
      .poll(async () => (await outboxRows())[0]?.last_error, { timeout: 20_000 })
      .toBe(mailNotConfiguredReason);
    expect(
      unconfigured.warnings.filter((warning) => warning.includes('not configured')),
    ).toHaveLength(1);
    expect((await outboxRows())[0]).toMatchObject({ status: 'waiting', attempts: 0 });
    await unconfigured.worker.stop();

    startWorker();
    await smtp.waitForMails(1);
    await expect.poll(async () => (await outboxRows())[0]?.status).toBe('sent');
  });
});

describe('acknowledgements', () => {
  it('tell the submitter the request arrived, at most once an hour per address, even when two submissions race', async () => {
    const { wakeUp } = startWorker();
    const mailOutbox = outbox(wakeUp, true);
    await Promise.all([
      submitContact({ em: api.em(), input: contact, mailOutbox }),
      submitContact({
        em: api.em(),
        input: { ...contact, email: 'OLIVIA@example.com' },
        mailOutbox,
      }),
      submitCareer({ em: api.em(), input: { ...career, email: 'olivia@example.com' }, mailOutbox }),
    ]);
    await submitCareer({ em: api.em(), input: career, mailOutbox });
    const mails = await smtp.waitForMails(6);
    const rows = await api.sql<{ kind: string; recipient: string | null }>(
      'select kind, recipient from mail_outbox order by id',
    );
    expect(rows.filter((row) => row.kind.endsWith('-alert'))).toHaveLength(4);
    const acknowledged = rows.filter((row) => row.kind.endsWith('-acknowledgement'));
    expect(acknowledged.map((row) => row.recipient).sort()).toEqual([
      'minh@example.com',
      'olivia@example.com',
    ]);
    const acknowledgements = mails.filter(
      (mail) =>
        !mail.recipients.some((recipient) => recipient.endsWith('@bamboobridgeteams.com.au')),
    );
    expect(acknowledgements.map((mail) => mail.recipients).sort()).toEqual([
      ['minh@example.com'],
      ['olivia@example.com'],
    ]);
    const toMinh = acknowledgements.find((mail) => mail.recipients[0] === 'minh@example.com');
    expect(toMinh === undefined ? '' : decodedBody(toMinh)).toContain(
      'Thank you for applying for the DevOps Engineer position at Bamboo Bridge Teams. We will review your application within 24 hours and get back to you.',
    );
  });
});
