import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
import { type CareerSubmission, type ContactSubmission, cvDailyLimitMessage } from '@app/domain';
import { AdmissionQueue } from '../admission-queue.ts';
import { createAuthSettings, type FetchLike } from '../auth/settings.ts';
import { DatabaseFileStore, type FileStore } from '../files/file-store.ts';
import { OutboxWakeUp } from '../mail/outbox.ts';
import {
  type CareerFormDoor,
  type CvUpload,
  receiveCareer,
  receiveContact,
  submitCareer,
  submitContact,
} from './public-forms.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(() => database.close());

beforeEach(async () => {
  await sql(
    'truncate contact_submissions, leads, lead_notes, career_submissions, mail_outbox, stored_files, cv_upload_days restart identity cascade',
  );
});

function sql<Row extends object>(query: string, params: unknown[] = []): Promise<Row[]> {
  return database.orm.em.getConnection().execute<Row[]>(query, params);
}

async function count(
  table: 'contact_submissions' | 'leads' | 'career_submissions' | 'stored_files' | 'mail_outbox',
) {
  const [row] = await sql<{ count: string }>(`select count(*) from ${table}`);
  return Number(row?.count);
}

const contact: ContactSubmission = {
  name: 'Olivia Hart',
  email: 'olivia@example.com',
  contact: '+61 2 5550 4821',
  company: null,
  teamSize: '4-7',
  message: null,
};

const career: CareerSubmission = {
  firstName: 'Minh',
  lastName: 'Tran',
  email: 'minh@example.com',
  phone: '+84 28 3822 6190',
  linkedinUrl: null,
  position: 'DevOps Engineer',
  description: 'Five years running Kubernetes clusters for fintech products.',
};

const key = '0b6e3f43-5a36-4f6f-9d3c-8f0a4f1f7c2e';
const otherKey = 'a3a1c6de-5c5b-4b8e-8f0e-2d4c1b9e7f60';

describe('submitContact', () => {
  it('without a key stores every submission; the same person writing again joins their open lead', async () => {
    await submitContact({ em: database.orm.em.fork(), input: contact });
    await submitContact({ em: database.orm.em.fork(), input: contact });
    expect(await count('contact_submissions')).toBe(2);
    expect(await count('leads')).toBe(1);
    expect(await sql('select submission_key from contact_submissions')).toEqual([
      { submission_key: null },
      { submission_key: null },
    ]);
  });

  it('stores the key, and a retry with it succeeds without storing a second request or enquiry', async () => {
    await submitContact({ em: database.orm.em.fork(), input: { ...contact, submissionKey: key } });
    await expect(
      submitContact({ em: database.orm.em.fork(), input: { ...contact, submissionKey: key } }),
    ).resolves.toBeUndefined();
    expect(await sql('select submission_key from contact_submissions')).toEqual([
      { submission_key: key },
    ]);
    expect(await sql('select enquiry_count from leads')).toEqual([{ enquiry_count: 1 }]);

    await submitContact({
      em: database.orm.em.fork(),
      input: { ...contact, submissionKey: otherKey },
    });
    expect(await count('contact_submissions')).toBe(2);
    expect(await sql('select enquiry_count from leads')).toEqual([{ enquiry_count: 2 }]);
  });

  it('opens one lead when copies with the same key race each other', async () => {
    const copies = Array.from({ length: 8 }, () =>
      submitContact({ em: database.orm.em.fork(), input: { ...contact, submissionKey: key } }),
    );
    const outcomes = await Promise.allSettled(copies);
    expect(outcomes.filter(({ status }) => status === 'rejected')).toEqual([]);
    expect(await count('contact_submissions')).toBe(1);
    expect(await count('leads')).toBe(1);
  });
});

describe('one person, one open lead', () => {
  const submit = (input: ContactSubmission) => submitContact({ em: database.orm.em.fork(), input });

  async function leads() {
    return sql<{
      id: number;
      email: string;
      contact: string;
      company: string | null;
      team_size: string | null;
      message: string | null;
      enquiry_count: number;
      previous_lead_id: number | null;
      last_enquiry_over_created: boolean;
    }>(
      `select id, email, contact, company, team_size, message, enquiry_count, previous_lead_id,
              last_enquiry_at > created_at as last_enquiry_over_created
         from leads order by id`,
    );
  }

  async function notes(leadId: number) {
    const rows = await sql<{ note: string }>(
      'select note from lead_notes where lead_id = ? order by id',
      [leadId],
    );
    return rows.map((row) => row.note);
  }

  it('joins a later enquiry from the same address, in any case, to the open lead with a note of what came', async () => {
    await submit({ ...contact, email: 'Olivia@Example.com', message: 'Two React engineers' });
    await submit({
      ...contact,
      email: 'olivia@EXAMPLE.com',
      contact: '+61 400 111 222',
      company: 'Harbour Analytics',
      teamSize: null,
      message: 'Can we start in March?',
    });

    const [lead, ...others] = await leads();
    expect(others).toEqual([]);
    expect(lead).toEqual({
      id: 1,
      email: 'Olivia@Example.com',
      contact: '+61 400 111 222',
      company: 'Harbour Analytics',
      // Left out of the second request, so the lead keeps the first one's.
      team_size: '4-7',
      message: 'Two React engineers',
      enquiry_count: 2,
      previous_lead_id: null,
      last_enquiry_over_created: true,
    });
    const [note, ...moreNotes] = await notes(1);
    expect(moreNotes).toEqual([]);
    expect(note?.split('\n')).toEqual([
      expect.stringMatching(
        /^New enquiry on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC: Can we start in March\?$/,
      ),
      'Phone changed from +61 2 5550 4821 to +61 400 111 222',
      'Company changed from (none) to Harbour Analytics',
    ]);
    expect(await count('contact_submissions')).toBe(2);
  });

  it('notes a repeat enquiry without a message or changes by its date alone', async () => {
    await submit(contact);
    await submit(contact);
    expect(await notes(1)).toEqual([
      expect.stringMatching(/^New enquiry on .+ UTC: \(no message\)$/),
    ]);
  });

  it('moves the joined lead to the top of the list by its latest enquiry', async () => {
    await submit(contact);
    await submit({ ...contact, email: 'ann@example.com' });
    // Both a minute old, so the repeat enquiry's time is later whatever the clock's resolution.
    await sql(`update leads set last_enquiry_at = last_enquiry_at - interval '1 minute'`);
    await submit(contact);
    const order = await sql<{ email: string }>(
      'select email from leads order by last_enquiry_at desc, id desc',
    );
    expect(order.map((row) => row.email)).toEqual(['olivia@example.com', 'ann@example.com']);
  });

  it.each([
    ['won', `stage = 'closed_won', is_won = true, estimated_value = 50000, probability = 100`],
    ['lost', `stage = 'closed_lost', is_lost = true, lost_reason = 'Budget', probability = 0`],
  ])('opens a new lead pointing back at the earlier one when that was %s', async (_, closing) => {
    await submit(contact);
    await sql(`update leads set ${closing} where id = 1`);

    await submit({ ...contact, email: 'OLIVIA@example.com', message: 'Back for more' });

    const rows = await leads();
    expect(rows.map((row) => [row.id, row.enquiry_count, row.previous_lead_id])).toEqual([
      [1, 1, null],
      [2, 1, 1],
    ]);
    expect(await notes(1)).toEqual([]);
  });

  it('ends twenty simultaneous identical submissions, keyed or not, as one lead with twenty enquiries', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) =>
      submit(index % 2 === 0 ? contact : { ...contact, submissionKey: crypto.randomUUID() }),
    );
    const outcomes = await Promise.allSettled(twenty);

    expect(outcomes.filter(({ status }) => status === 'rejected')).toEqual([]);
    expect(await count('contact_submissions')).toBe(20);
    const [lead, ...others] = await leads();
    expect(others).toEqual([]);
    expect(lead?.enquiry_count).toBe(20);
    // Whichever copy's INSERT won holds the lead, and each took an id from the sequence first.
    expect(await notes(lead?.id ?? 0)).toHaveLength(19);
    const alerts = await sql<{ enquiry_count: number }>(
      `select (payload->>'enquiryCount')::int as enquiry_count from mail_outbox
        where kind = 'lead-alert' order by 1`,
    );
    expect(alerts.map((alert) => alert.enquiry_count)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});

describe('submitCareer', () => {
  it('without a key stores every application, as before', async () => {
    await submitCareer({ em: database.orm.em.fork(), input: career });
    await submitCareer({ em: database.orm.em.fork(), input: career });
    expect(await count('career_submissions')).toBe(2);
  });

  it('stores an application once per key, also when copies race', async () => {
    const copies = Array.from({ length: 8 }, () =>
      submitCareer({ em: database.orm.em.fork(), input: { ...career, submissionKey: key } }),
    );
    const outcomes = await Promise.allSettled(copies);
    expect(outcomes.filter(({ status }) => status === 'rejected')).toEqual([]);
    await submitCareer({ em: database.orm.em.fork(), input: { ...career, submissionKey: key } });
    expect(await sql('select submission_key, email from career_submissions')).toEqual([
      { submission_key: key, email: career.email },
    ]);
  });
});

const cvUpload: CvUpload = {
  fileName: 'Minh Tran.pdf',
  contentType: 'application/pdf',
  chunks: [Buffer.from('%PDF-1.4\n'), Buffer.from('%%EOF\n')],
};

const files = new DatabaseFileStore();

/** Room for the test CV (15 bytes) many times over. */
const allowance = { address: '198.51.100.7', bytesPerDay: 1_000 };

async function* firstChunkOnly(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) {
  for await (const chunk of chunks) {
    yield chunk;
    return;
  }
}

/** A store that writes the first chunk and then fails, like a connection lost mid-file. */
const failingFiles: FileStore = {
  write: async (em, chunks) => {
    await files.write(em, firstChunkOnly(chunks));
    throw new Error('connection lost while writing the file');
  },
  read: (em, key) => files.read(em, key),
  remove: (em, key) => files.remove(em, key),
};

describe('submitCareer with a CV', () => {
  it('stores the file and records it on the application, with the alert', async () => {
    await submitCareer({
      em: database.orm.em.fork(),
      input: career,
      cv: { upload: cvUpload, files, allowance },
    });

    const [stored] = await sql<{
      cv_key: string;
      cv_file_name: string;
      cv_content_type: string;
      cv_byte_size: number;
    }>('select cv_key, cv_file_name, cv_content_type, cv_byte_size from career_submissions');
    expect(stored).toMatchObject({
      cv_file_name: 'Minh Tran.pdf',
      cv_content_type: 'application/pdf',
      cv_byte_size: 15,
    });
    expect(await sql('select key, byte_size from stored_files')).toEqual([
      { key: stored?.cv_key, byte_size: 15 },
    ]);
    expect(await count('mail_outbox')).toBe(1);
  });

  it('leaves no application, no file and no alert when storing the file fails', async () => {
    await expect(
      submitCareer({
        em: database.orm.em.fork(),
        input: career,
        cv: { upload: cvUpload, files: failingFiles, allowance },
      }),
    ).rejects.toThrow('connection lost while writing the file');

    expect(await count('career_submissions')).toBe(0);
    expect(await count('stored_files')).toBe(0);
    expect(await count('mail_outbox')).toBe(0);
  });

  it('writes no second file for a retry with the same submission key', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await submitCareer({
        em: database.orm.em.fork(),
        input: { ...career, submissionKey: key },
        cv: { upload: cvUpload, files, allowance },
      });
    }

    expect(await count('career_submissions')).toBe(1);
    expect(await count('stored_files')).toBe(1);
  });
});

describe('receiveCareer', () => {
  const door = (
    options: { bytesPerDay?: number; clientIp?: string; captcha?: 'fails' } = {},
  ): CareerFormDoor => ({
    em: database.orm.em.fork(),
    clientIp: options.clientIp ?? allowance.address,
    dependencies: {
      formWrites: new AdmissionQueue({ concurrency: 4, maxQueued: 10, maxWaitMs: 10_000 }),
      auth: createAuthSettings({
        idleTimeoutMs: 60_000,
        absoluteTimeoutMs: 60_000,
        maxSessionsPerAdmin: 1,
        ...(options.captcha === undefined
          ? { turnstile: undefined }
          : {
              turnstile: { secretKey: 'secret', verifyUrl: 'https://siteverify.test/' },
              fetch: () =>
                Promise.resolve({
                  ok: true,
                  status: 200,
                  json: () => Promise.resolve({ success: false }),
                }),
            }),
      }),
      mailOutbox: {
        acknowledgeSubmitters: false,
        deliveryConfigured: false,
        wakeUp: new OutboxWakeUp(),
      },
      files,
      cvBytesPerAddressPerDay: options.bytesPerDay ?? allowance.bytesPerDay,
    },
  });

  const cvBytes = cvUpload.chunks.reduce((total, chunk) => total + chunk.length, 0);

  it('keeps what a bot trap caught as spam without its CV, and counts no bytes for it', async () => {
    await receiveCareer(door(), { ...career, honeypot: 'filled' }, cvUpload);
    await receiveCareer(door(), { ...career, submitTime: Date.now() }, cvUpload);

    expect(await sql('select spam_reason, cv_key from career_submissions order by id')).toEqual([
      { spam_reason: 'honeypot', cv_key: null },
      { spam_reason: 'too fast', cv_key: null },
    ]);
    expect(await count('stored_files')).toBe(0);
    expect(await sql('select * from cv_upload_days')).toEqual([]);
    expect(await count('mail_outbox')).toBe(0);
  });

  it('keeps the CV of an application that only failed the captcha, so a release keeps both', async () => {
    await receiveCareer(door({ captcha: 'fails' }), career, cvUpload);

    expect(await sql('select spam_reason, cv_file_name from career_submissions')).toEqual([
      { spam_reason: 'captcha failed', cv_file_name: 'Minh Tran.pdf' },
    ]);
    expect(await count('stored_files')).toBe(1);
  });

  it('refuses a CV that would pass its address’s bytes for the day, storing nothing of it', async () => {
    const twoCvs = door({ bytesPerDay: 2 * cvBytes });
    await receiveCareer(twoCvs, career, cvUpload);
    await receiveCareer(twoCvs, career, cvUpload);
    await expect(receiveCareer(twoCvs, career, cvUpload)).rejects.toMatchObject({
      kind: 'rate_limited',
      message: cvDailyLimitMessage,
    });
    // Another address has its own day; an application without a CV is not counted.
    await receiveCareer(
      door({ bytesPerDay: 2 * cvBytes, clientIp: '203.0.113.9' }),
      career,
      cvUpload,
    );
    await receiveCareer(twoCvs, career);

    expect(await count('career_submissions')).toBe(4);
    expect(await count('stored_files')).toBe(3);
    expect(await sql('select address, bytes::int from cv_upload_days order by address')).toEqual([
      { address: '198.51.100.7', bytes: 2 * cvBytes },
      { address: '203.0.113.9', bytes: cvBytes },
    ]);
  });

  it('counts the addresses of one IPv6 /64 as one, against one cap', async () => {
    const fromNetwork = (clientIp: string) => door({ bytesPerDay: 2 * cvBytes, clientIp });
    await receiveCareer(fromNetwork('2001:db8:5:6::1'), career, cvUpload);
    await receiveCareer(fromNetwork('2001:db8:5:6:ffff:ab:cd:ef'), career, cvUpload);
    await expect(
      receiveCareer(fromNetwork('2001:0db8:0005:0006:1234::9'), career, cvUpload),
    ).rejects.toMatchObject({ kind: 'rate_limited', message: cvDailyLimitMessage });
    // The next /64 has a day of its own.
    await receiveCareer(fromNetwork('2001:db8:5:7::1'), career, cvUpload);

    expect(await count('stored_files')).toBe(3);
    expect(await sql('select address, bytes::int from cv_upload_days order by address')).toEqual([
      { address: '2001:db8:5:6::/64', bytes: 2 * cvBytes },
      { address: '2001:db8:5:7::/64', bytes: cvBytes },
    ]);
  });

  it('counts uploads sent at once one after the other, so together they cannot pass the cap', async () => {
    const threeCvs = door({ bytesPerDay: 3 * cvBytes });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        receiveCareer({ ...threeCvs, em: database.orm.em.fork() }, career, cvUpload),
      ),
    );

    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(3);
    expect(await count('stored_files')).toBe(3);
  });

  it('stores an application without a CV as before', async () => {
    await receiveCareer(door(), career);

    expect(await sql('select cv_key, spam_reason from career_submissions')).toEqual([
      { cv_key: null, spam_reason: null },
    ]);
    expect(await count('mail_outbox')).toBe(1);
  });
});

describe('receiveContact', () => {
  it('waits for Cloudflare outside the write queue, so a slow captcha check holds no write slot', async () => {
    let markAsked: () => void = () => undefined;
    const cloudflareAsked = new Promise<void>((resolve) => {
      markAsked = resolve;
    });
    let answerCloudflare: (passed: boolean) => void = () => undefined;
    const fetchVerdict: FetchLike = () => {
      markAsked();
      return new Promise((resolve) => {
        answerCloudflare = (passed) => {
          resolve({ ok: true, status: 200, json: () => Promise.resolve({ success: passed }) });
        };
      });
    };
    const formWrites = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 10_000 });
    const door = {
      em: database.orm.em.fork(),
      clientIp: '198.51.100.7',
      dependencies: {
        formWrites,
        auth: createAuthSettings({
          idleTimeoutMs: 60_000,
          absoluteTimeoutMs: 60_000,
          maxSessionsPerAdmin: 1,
          turnstile: { secretKey: 'secret', verifyUrl: 'https://siteverify.test/' },
          fetch: fetchVerdict,
        }),
        mailOutbox: {
          acknowledgeSubmitters: false,
          deliveryConfigured: false,
          wakeUp: new OutboxWakeUp(),
        },
      },
    };

    const received = receiveContact(door, { ...contact, captchaToken: 'token' });
    await cloudflareAsked;

    expect(formWrites.size).toEqual({ running: 0, waiting: 0 });
    answerCloudflare(true);
    await received;
    expect(await count('leads')).toBe(1);
  });
});
