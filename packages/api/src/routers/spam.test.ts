import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CareerSubmissionInput, ContactSubmissionInput } from '@app/domain';
import {
  type ApiTestHarness,
  createApiTestHarness,
  isoDateString,
  openAdminApi,
  refusalOf,
} from '../../test/api-harness.ts';
import { SpamSweeper, spamAlreadyReleasedMessage, spamNotFoundMessage } from '../services/spam.ts';
import { DatabaseFileStore } from '../files/file-store.ts';

const { api, admin } = await openAdminApi(
  'contact_submissions, career_submissions, leads, mail_outbox, stored_files',
);

/** A request of its own address each time, so the form rate limit never gets in the way. */
let nextAddress = 0;
function visitor(harness: ApiTestHarness = api) {
  nextAddress += 1;
  return harness.caller({ clientIp: `198.51.100.${nextAddress % 250}` });
}

const openedSecondsAgo = () => Date.now() - 5_000;

const contact: ContactSubmissionInput = {
  name: 'Olivia Hart',
  email: 'olivia@example.com',
  contact: '+61 2 5550 4821',
  company: 'Harbour Analytics',
  teamSize: '4-7',
  message: 'Two senior React engineers.',
};

const career: CareerSubmissionInput = {
  firstName: 'Minh',
  lastName: 'Tran',
  email: 'minh@example.com',
  phone: '+84 28 3822 6190',
  linkedinUrl: '',
  position: 'DevOps Engineer',
  description: 'Five years running Kubernetes clusters for fintech products.',
};

async function rows(harness: ApiTestHarness = api) {
  const [counts] = await harness.sql<{ leads: string; outbox: string }>(
    `select (select count(*) from leads) as leads, (select count(*) from mail_outbox) as outbox`,
  );
  return {
    contacts: await harness.sql<{ spam_reason: string | null }>(
      'select spam_reason from contact_submissions order by id',
    ),
    careers: await harness.sql<{ spam_reason: string | null }>(
      'select spam_reason from career_submissions order by id',
    ),
    leads: Number(counts?.leads),
    outbox: Number(counts?.outbox),
  };
}

/** The trap fields as sent at the moment the test sends them: a form's age counts from then. */
const botTraps = [
  ['honeypot', () => ({ honeypot: 'https://cheap-pills.example', submitTime: openedSecondsAgo() })],
  ['too fast', () => ({ honeypot: '', submitTime: Date.now() })],
  ['too fast', () => ({ honeypot: '', submitTime: Date.now() + 60_000 })],
] as const;

describe('the bot traps on the public forms', () => {
  it.each(botTraps)(
    'keep a consultation request caught by the %s rule as spam: no lead, no alert, the normal answer',
    async (reason, trap) => {
      await expect(visitor().public.submitContact({ ...contact, ...trap() })).resolves.toEqual({
        success: true,
      });
      expect(await rows()).toEqual({
        contacts: [{ spam_reason: reason }],
        careers: [],
        leads: 0,
        outbox: 0,
      });
    },
  );

  it.each(botTraps)(
    'keep a job application caught by the %s rule as spam: no alert, the normal answer',
    async (reason, trap) => {
      await expect(visitor().public.submitCareer({ ...career, ...trap() })).resolves.toEqual({
        success: true,
      });
      expect(await rows()).toEqual({
        contacts: [],
        careers: [{ spam_reason: reason }],
        leads: 0,
        outbox: 0,
      });
    },
  );

  it('let through a person’s submission and the spec’s payload without the trap fields', async () => {
    await visitor().public.submitContact({
      ...contact,
      honeypot: '',
      submitTime: openedSecondsAgo(),
    });
    await visitor().public.submitContact({ ...contact, email: 'ann@example.com' });
    await visitor().public.submitCareer({
      ...career,
      honeypot: '',
      submitTime: openedSecondsAgo(),
    });
    expect(await rows()).toEqual({
      contacts: [{ spam_reason: null }, { spam_reason: null }],
      careers: [{ spam_reason: null }],
      leads: 2,
      outbox: 3,
    });
  });

  it('keep a retried spam submission once, by its submission key', async () => {
    const submissionKey = '0b6e3f43-5a36-4f6f-9d3c-8f0a4f1f7c2e';
    const spam = { ...contact, honeypot: 'filled', submissionKey };
    await visitor().public.submitContact(spam);
    await visitor().public.submitContact(spam);
    expect((await rows()).contacts).toEqual([{ spam_reason: 'honeypot' }]);
  });
});

const genuineToken = 'genuine-token';
const verified: URLSearchParams[] = [];
const captchaApi = await createApiTestHarness({
  turnstile: { secretKey: 'secret', verifyUrl: 'https://siteverify.test/' },
  // Cloudflare's siteverify, played locally: one token passes.
  fetch: (_url, init) => {
    const form = new URLSearchParams(init.body);
    verified.push(form);
    const success = form.get('response') === genuineToken;
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ success }) });
  },
});

describe('the captcha on the public forms, with the Turnstile keys set', () => {
  afterAll(() => captchaApi.close());
  beforeEach(async () => {
    verified.length = 0;
    await captchaApi.sql(
      'truncate contact_submissions, career_submissions, leads, mail_outbox restart identity cascade',
    );
  });

  const person = { honeypot: '', submitTime: openedSecondsAgo() };

  it.each([
    ['a wrong token', { captchaToken: 'forged' }],
    ['no token', {}],
  ])('keep a submission with %s as spam, answered as usual', async (_case, token) => {
    await expect(
      visitor(captchaApi).public.submitContact({ ...contact, ...person, ...token }),
    ).resolves.toEqual({ success: true });
    await expect(
      visitor(captchaApi).public.submitCareer({ ...career, ...person, ...token }),
    ).resolves.toEqual({ success: true });
    expect(await rows(captchaApi)).toEqual({
      contacts: [{ spam_reason: 'captcha failed' }],
      careers: [{ spam_reason: 'captcha failed' }],
      leads: 0,
      outbox: 0,
    });
  });

  it('open the lead for a genuine token, which siteverify checks with the client address', async () => {
    await captchaApi
      .caller({ clientIp: '203.0.113.7' })
      .public.submitContact({ ...contact, ...person, captchaToken: genuineToken });
    expect(verified.map((form) => Object.fromEntries(form))).toEqual([
      { secret: 'secret', response: genuineToken, remoteip: '203.0.113.7' },
    ]);
    expect(await rows(captchaApi)).toMatchObject({ contacts: [{ spam_reason: null }], leads: 1 });
  });

  it('does not ask siteverify about a submission a bot trap caught already', async () => {
    await visitor(captchaApi).public.submitContact({
      ...contact,
      honeypot: 'filled',
      captchaToken: genuineToken,
    });
    expect(verified).toEqual([]);
    expect((await rows(captchaApi)).contacts).toEqual([{ spam_reason: 'honeypot' }]);
  });
});

const spamNames = ['Alpha', 'Bravo', 'Charlie'];

async function keepSpam(kinds: { contacts?: number; careers?: number }) {
  for (let index = 0; index < (kinds.contacts ?? 0); index += 1) {
    await visitor().public.submitContact({
      ...contact,
      name: `Spam ${spamNames[index] ?? ''}`,
      honeypot: 'x',
    });
  }
  for (let index = 0; index < (kinds.careers ?? 0); index += 1) {
    await visitor().public.submitCareer({
      ...career,
      firstName: spamNames[index] ?? '',
      honeypot: 'x',
    });
  }
}

describe('spam.list', () => {
  it('answers the kept submissions of both forms newest first, with their reason and count', async () => {
    await api.sql(
      `insert into contact_submissions (name, email, contact, spam_reason, created_at) values
         ('Old bot', 'old@example.com', '0491 570 110', 'too fast', now() - interval '2 days'),
         ('Person', 'person@example.com', '0491 570 111', null, now())`,
    );
    await api.sql(
      `insert into career_submissions
         (first_name, last_name, email, phone, position, description, spam_reason, created_at)
       values ('New', 'Bot', 'bot@example.com', '0491 570 112', 'DevOps Engineer',
               'Ten characters at least', 'captcha failed', now() - interval '1 day')`,
    );
    expect(await admin.spam.list()).toEqual({
      total: 2,
      items: [
        {
          kind: 'career',
          reason: 'captcha failed',
          submission: {
            id: 1,
            firstName: 'New',
            lastName: 'Bot',
            email: 'bot@example.com',
            phone: '0491 570 112',
            position: 'DevOps Engineer',
            description: 'Ten characters at least',
            linkedinUrl: null,
            createdAt: isoDateString,
          },
        },
        {
          kind: 'contact',
          reason: 'too fast',
          submission: {
            id: 1,
            name: 'Old bot',
            email: 'old@example.com',
            contact: '0491 570 110',
            company: null,
            teamSize: null,
            message: null,
            createdAt: isoDateString,
          },
        },
      ],
    });
  });

  it('is left out of the submission lists, which show only what passed', async () => {
    await keepSpam({ contacts: 1, careers: 1 });
    await visitor().public.submitContact(contact);
    await visitor().public.submitCareer(career);
    expect((await admin.submissions.contacts()).map((row) => row.id)).toEqual([2]);
    expect((await admin.submissions.careers()).map((row) => row.id)).toEqual([2]);
    expect((await admin.leads.stats()).activeLeads).toBe(1);
  });

  it('is for admins only', async () => {
    expect(await refusalOf(api.caller().spam.list())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusalOf(api.caller().spam.release({ kind: 'contact', id: 1 }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('spam.release ("Not spam")', () => {
  it('opens the lead and queues its staff alert as if the request had passed', async () => {
    await keepSpam({ contacts: 1 });
    const { leadId } = await admin.spam.release({ kind: 'contact', id: 1 });
    expect(leadId).toEqual(expect.any(Number));
    const leads = await admin.leads.list();
    expect(leads).toEqual([
      expect.objectContaining({
        id: leadId,
        name: 'Spam Alpha',
        email: contact.email,
        contact: contact.contact,
        company: contact.company,
        teamSize: contact.teamSize,
        message: contact.message,
        stage: 'new',
      }),
    ]);
    expect(await api.sql('select kind, payload from mail_outbox')).toEqual([
      {
        kind: 'lead-alert',
        payload: {
          leadId,
          name: 'Spam Alpha',
          email: contact.email,
          contact: contact.contact,
          company: contact.company,
          teamSize: contact.teamSize,
          message: contact.message,
          enquiryCount: 1,
        },
      },
    ]);
    expect(await admin.spam.list()).toEqual({ total: 0, items: [] });
    expect((await admin.submissions.contacts()).map((row) => row.id)).toEqual([1]);
  });

  it('gives the lead it opens the source the request was kept with', async () => {
    const source = { sourcePage: '/', landingPage: '/react-nodejs', utmCampaign: 'spring-2026' };
    await visitor().public.submitContact({ ...contact, ...source, honeypot: 'x' });

    const { leadId } = await admin.spam.release({ kind: 'contact', id: 1 });

    expect((await admin.leads.get({ id: leadId ?? 0 })).source).toEqual({
      ...source,
      referrer: null,
      utmSource: null,
      utmMedium: null,
    });
  });

  it('joins a released request to the open lead of the same person, as a repeat enquiry', async () => {
    await visitor().public.submitContact({ ...contact, email: 'OLIVIA@example.com' });
    await keepSpam({ contacts: 1 });

    const { leadId } = await admin.spam.release({ kind: 'contact', id: 2 });

    const leads = await admin.leads.list();
    expect(leads.map((lead) => [lead.id, lead.enquiryCount])).toEqual([[leadId, 2]]);
    const notes = await api.sql<{ note: string }>('select note from lead_notes');
    expect(notes.map((row) => row.note)).toEqual([
      expect.stringMatching(/^New enquiry on .+ UTC: Two senior React engineers\.$/),
    ]);
  });

  it('queues a released application’s staff alert', async () => {
    await keepSpam({ careers: 1 });
    await expect(admin.spam.release({ kind: 'career', id: 1 })).resolves.toEqual({
      kind: 'career',
      id: 1,
      leadId: null,
    });
    expect(await api.sql('select kind, payload from mail_outbox')).toEqual([
      {
        kind: 'application-alert',
        payload: {
          applicationId: 1,
          firstName: 'Alpha',
          lastName: career.lastName,
          email: career.email,
          phone: career.phone,
          position: career.position,
          description: career.description,
          linkedinUrl: null,
          cvFileName: null,
        },
      },
    ]);
    expect(await rows()).toMatchObject({ careers: [{ spam_reason: null }], leads: 0 });
  });

  it('opens one lead when two staff press it at once; the other is told it is done', async () => {
    await keepSpam({ contacts: 1 });
    const answers = await Promise.all(
      [1, 2].map(() =>
        admin.spam.release({ kind: 'contact', id: 1 }).then(
          () => 'released',
          async (error: unknown) => (await refusalOf(Promise.reject(error as Error))).code,
        ),
      ),
    );
    expect(answers.sort()).toEqual(['CONFLICT', 'released']);
    expect(await rows()).toMatchObject({ leads: 1, outbox: 1 });
  });

  it('answers CONFLICT for a submission already let through, NOT_FOUND for an unknown one', async () => {
    await keepSpam({ contacts: 1 });
    await admin.spam.release({ kind: 'contact', id: 1 });
    expect(await refusalOf(admin.spam.release({ kind: 'contact', id: 1 }))).toEqual({
      code: 'CONFLICT',
      httpStatus: 409,
      message: spamAlreadyReleasedMessage,
    });
    expect(await refusalOf(admin.spam.release({ kind: 'career', id: 99 }))).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      message: spamNotFoundMessage,
    });
    expect(await rows()).toMatchObject({ leads: 1, outbox: 1 });
  });
});

describe('the spam purge', () => {
  it('deletes spam older than 30 days at start, with its CVs, and nothing else', async () => {
    await api.sql(
      `insert into contact_submissions (name, email, contact, spam_reason, created_at) values
         ('Old spam', 'a@example.com', '0491 570 110', 'honeypot', now() - interval '31 days'),
         ('Recent spam', 'b@example.com', '0491 570 110', 'honeypot', now() - interval '29 days'),
         ('Old person', 'c@example.com', '0491 570 110', null, now() - interval '90 days')`,
    );
    await api.sql(
      `insert into career_submissions
         (first_name, last_name, email, phone, position, description, spam_reason, created_at)
       values ('Old', 'Spam', 'd@example.com', '0491 570 112', 'DevOps Engineer',
               'Ten characters at least', 'too fast', now() - interval '31 days')`,
    );
    const files = new DatabaseFileStore();
    const oldCv = await files.write(api.em(), [new TextEncoder().encode('%PDF-1.7 old spam')]);
    const keptCv = await files.write(api.em(), [new TextEncoder().encode('%PDF-1.7 recent')]);
    await api.sql(
      `update career_submissions set cv_key = ?, cv_file_name = 'cv.pdf',
              cv_content_type = 'application/pdf', cv_byte_size = 17`,
      [oldCv.key],
    );
    const sweeper = new SpamSweeper({
      em: api.em,
      files,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    sweeper.start();
    await sweeper.stop();
    expect(await api.sql('select name from contact_submissions order by id')).toEqual([
      { name: 'Recent spam' },
      { name: 'Old person' },
    ]);
    expect(await api.sql('select id from career_submissions')).toEqual([]);
    expect(await api.sql('select key from stored_files')).toEqual([{ key: keptCv.key }]);
  });

  it('deletes the CV totals of past UTC days, keeping today’s', async () => {
    const now = new Date('2026-11-27T00:30:00Z');
    await api.sql(
      `insert into cv_upload_days (address, day, bytes) values
         ('198.51.100.7', '2026-11-26', 100), ('198.51.100.7', '2026-11-27', 200),
         ('203.0.113.9', '2026-11-20', 300)`,
    );
    const sweeper = new SpamSweeper({
      em: api.em,
      files: new DatabaseFileStore(),
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      now: () => now,
    });
    sweeper.start();
    await sweeper.stop();

    expect(await api.sql(`select address, day::text, bytes::int from cv_upload_days`)).toEqual([
      { address: '198.51.100.7', day: '2026-11-27', bytes: 200 },
    ]);
  });
});
