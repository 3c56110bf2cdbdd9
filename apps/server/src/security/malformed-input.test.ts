/**
 * Malformed input: values the format allows but the database cannot take must be refused at the
 * boundary with a 400 that says why, never reach PostgreSQL and come back as a 500. Attacks tried:
 * - a CRM filter day PostgreSQL cannot hold (year 0, 9999-12-31) on the three CSV exports and on
 *   every procedure that takes the filter;
 * - a report period at either end of the calendar on the six reports.* procedures and their CSVs;
 * - a page cursor in the right format that is no real time (hour 99, February 30, 24:00) on every
 *   paged list;
 * - NUL and other control characters in the privacy search's e-mail (search, export, erasure),
 *   in the login's password, a two-factor code and a password confirmation.
 * - a NUL in every field of both public forms, through REST and tRPC; in the login username; in a
 *   lead note and a lost reason, through REST and tRPC;
 * - PostgreSQL's refusal of a NUL taken for "database down" (a 503 instead of a 400).
 * - a NUL in a mail template's name, subject and body, and in a message's subject and body;
 * - malformed MIME through the inbound e-mail door: random bytes, headers without a body, a
 *   multipart whose boundary never closes or is missing, broken base64, an unknown charset, NULs
 *   in headers and body, a thousand nested multiparts, a 100,000-character subject, a 5,000-
 *   character Message-ID, a sender that is no address: stored as far as it reads, or 400.
 * Also covered by: endpoint-fuzz.test.ts (random bodies, paths and queries on every route: never
 * a 5xx), plugins/framework-answers.test.ts (bodies Fastify itself refuses).
 * A new input adds its hostile cases here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@app/api';
import { reportKinds, utcDayOutOfRangeMessage } from '@app/domain';
import {
  adminEmail,
  bearer,
  createTestAdmin,
  insertSession,
  loginPayload,
  postLogin,
} from '../../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../../test/form-payloads.ts';
import { routerProcedures } from '../../test/router-procedures.ts';
import { inboundSignature } from '@app/testing';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let auth: Record<string, string>;

const inboundSecret = 'the-inbound-door-secret-of-the-malformed-input-tests';

beforeAll(async () => {
  testApp = await createTestApp({ INBOUND_EMAIL_SECRET: inboundSecret });
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));
  await testApp.sql(
    `insert into leads (name, email, contact) values ('Olivia Hart', 'olivia.hart@example.com', '0491 570 156')`,
  );
});

afterAll(() => testApp.close());

/** A procedure called as the admin screen calls it: a query by GET, a mutation by POST. */
function callProcedure(path: string, input: unknown, headers: Record<string, string> = auth) {
  const procedure = routerProcedures.find((candidate) => candidate.path === path);
  if (procedure === undefined) throw new Error(`No procedure ${path}`);
  if (procedure.type === 'query') {
    return testApp.app.inject({
      method: 'GET',
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers,
    });
  }
  return testApp.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

/** A tRPC refusal: its status and the message the admin screen shows. */
async function refusal(
  path: string,
  input: unknown,
  headers?: Record<string, string>,
): Promise<{ status: number; message: unknown }> {
  const response = await callProcedure(path, input, headers);
  const body = response.json<{ error?: { message?: unknown } }>();
  return { status: response.statusCode, message: body.error?.message };
}

const exportUrls = [
  '/api/leads.csv',
  '/api/contact-submissions.csv',
  '/api/career-submissions.csv',
];

/** The procedures that take the CRM filter, with the rest of a valid input. */
const filteredProcedures: [string, Record<string, unknown>][] = [
  ['leads.page', { stage: 'new' }],
  ['leads.columns', {}],
  ['applications.page', { stage: 'applied' }],
  ['applications.columns', {}],
  ['submissions.contactsPage', {}],
  ['submissions.counts', {}],
];

describe('days PostgreSQL cannot hold', () => {
  const filters: Record<string, string>[] = [
    { from: '0000-01-01' },
    { to: '0000-12-31' },
    { from: '9999-12-31' },
  ];

  it.each(exportUrls)('%s answers 400 naming the bounds', async (url) => {
    for (const filter of filters) {
      const query = new URLSearchParams(filter).toString();
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${url}?${query}`,
        headers: auth,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: utcDayOutOfRangeMessage });
    }
  });

  it.each(filteredProcedures)('%s answers 400 naming the bounds', async (path, input) => {
    for (const filter of filters) {
      expect(await refusal(path, { ...input, filter })).toEqual({
        status: 400,
        message: utcDayOutOfRangeMessage,
      });
    }
  });

  const periods = [
    { from: '0000-01-01', to: '0001-01-01' },
    { from: '9995-01-02', to: '9999-12-31' },
  ];

  it.each(reportKinds)(
    'reports.%s and its CSV answer 400 at either end of the calendar',
    async (kind) => {
      for (const period of periods) {
        expect(await refusal(`reports.${kind}`, period)).toEqual({
          status: 400,
          message: utcDayOutOfRangeMessage,
        });
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/reports/${kind}.csv?${new URLSearchParams(period).toString()}`,
          headers: auth,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: utcDayOutOfRangeMessage });
      }
    },
  );

  it('still answers the last day of the bounds, whose next day and month PostgreSQL holds', async () => {
    for (const kind of reportKinds) {
      const response = await callProcedure(`reports.${kind}`, {
        from: '2995-01-02',
        to: '2999-12-31',
      });
      expect(response.statusCode, kind).toBe(200);
    }
  });
});

describe('a page cursor that is no real time', () => {
  const cursors = [
    '2026-99-99T99:99:99.000000Z',
    '2026-02-30T10:00:00.000000Z',
    '2026-11-25T24:00:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
  ];
  const pagedProcedures: [string, Record<string, unknown>][] = [
    ['leads.page', { stage: 'new' }],
    ['applications.page', { stage: 'applied' }],
    ['submissions.contactsPage', {}],
    ['audit.list', {}],
  ];

  it.each(pagedProcedures)('%s answers 400', async (path, input) => {
    for (const at of cursors) {
      expect(await refusal(path, { ...input, cursor: { at, id: 1 } }), at).toEqual({
        status: 400,
        message: 'Invalid page cursor',
      });
    }
  });
});

describe('control characters in text', () => {
  const unstorable = ['\u0000', '\u0007', '\ud800'];

  it.each(['privacy.search', 'privacy.export'])(
    '%s refuses them in the e-mail with 400, as every other text field does',
    async (path) => {
      for (const character of unstorable) {
        expect(await refusal(path, { email: `olivia${character}@example.com` })).toEqual({
          status: 400,
          message: 'Email contains characters that are not allowed',
        });
      }
    },
  );

  it('privacy.erase refuses them in the e-mail with 400', async () => {
    const expected = {
      contactSubmissions: 0,
      leads: 1,
      leadNotes: 0,
      applications: 0,
      applicationNotes: 0,
      cvs: 0,
      mailMessages: 0,
    };
    expect(
      await refusal('privacy.erase', { email: 'olivia.hart@example.com\u0000', expected }),
    ).toEqual({ status: 400, message: 'Email contains characters that are not allowed' });
  });

  it('the login, a two-factor code and a password confirmation refuse them with 400', async () => {
    const login = await postLogin(testApp, loginPayload({ password: 'correct horse\u0000' }));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      error: 'Password contains characters that are not allowed',
    });
    expect(await refusal('twoFactor.confirmEnrolment', { code: '123\u0000456' })).toEqual({
      status: 400,
      message: 'Code contains characters that are not allowed',
    });
    expect(await refusal('twoFactor.disable', { password: 'x\u0000' })).toEqual({
      status: 400,
      message: 'Password contains characters that are not allowed',
    });
  });
});

describe('control characters are refused at the boundary, never a 503 (finding 5)', () => {
  let formsApp: TestApp;
  let adminId: number;

  beforeAll(async () => {
    // Every post of this block comes from the one injected address.
    formsApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
  });

  afterAll(() => formsApp.close());

  beforeEach(async () => {
    await formsApp.sql(
      'truncate admin_users, admin_sessions, login_attempts, leads, contact_submissions, career_submissions restart identity cascade',
    );
    adminId = (await createTestAdmin(formsApp)).id;
  });

  const contact = validContactPayload;
  const career = validCareerPayload;

  function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    return formsApp.app.inject({
      method: url.startsWith('/api/leads/') && !url.endsWith('/notes') ? 'PUT' : 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  const formCases = [
    ...Object.keys(contact).map((field) => ['/api/contact', field, contact] as const),
    ...Object.keys(career).map((field) => ['/api/careers', field, career] as const),
  ];

  it.each(formCases)('%s answers 400 for a NUL in %s', async (url, field, body) => {
    const value = String((body as Record<string, string>)[field]);
    const response = await post(url, { ...body, [field]: `${value}\u0000` });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ success: boolean; error: string }>();
    expect(answer.success).toBe(false);
    expect(answer.error).not.toMatch(/unavailable/i);
  });

  it.each([
    ['public.submitContact', 'message', contact],
    ['public.submitCareer', 'description', career],
  ] as const)('tRPC %s answers BAD_REQUEST for a NUL in %s', async (procedure, field, body) => {
    const response = await post(`/trpc/${procedure}`, { ...body, [field]: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a NUL in the login username with 400, in notes and in lost reasons through both doors', async () => {
    const login = await postLogin(formsApp, loginPayload({ username: `${adminEmail}\u0000` }));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      error: 'Username contains characters that are not allowed',
    });

    await post('/api/contact', contact);
    const [lead] = await formsApp.sql<{ id: number }>('select id from leads');
    const headers = bearer(await insertSession(formsApp, adminId));
    const calls = [
      [`/api/leads/${lead?.id}/notes`, { note: 'Called\u0000back' }, 'Note'],
      [`/api/leads/${lead?.id}`, { lostReason: 'Too\u0000expensive' }, 'Lost reason'],
      ['/trpc/notes.add', { leadId: lead?.id, note: 'Called\u0000back' }, 'Note'],
      ['/trpc/leads.markLost', { id: lead?.id, reason: 'Too\u0000expensive' }, 'Lost reason'],
      ['/trpc/leads.update', { id: lead?.id, lostReason: 'x\u0000' }, 'Lost reason'],
    ] as const;
    for (const [url, payload, label] of calls) {
      const response = await post(url, payload, headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(`${label} contains characters that are not allowed`);
    }
  });

  it('does not read the error PostgreSQL gives for a NUL as "database down"', async () => {
    const failure = await formsApp.sql('select ?::text as value', ['a\u0000b']).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeDefined();
    expect(isDatabaseUnavailable(failure)).toBe(false);
  });
});

describe('control characters in what staff write to a person', () => {
  it('mail templates and messages refuse a NUL in every text with 400', async () => {
    const template = { name: 'Follow-up', subject: 'Hello', body: 'Hi' };
    const message = { record: { kind: 'lead', id: 1 }, subject: 'Hello', body: 'Hi' };
    const calls: [string, unknown, string][] = [
      ['mailTemplates.create', { ...template, name: 'Fol\u0000low' }, 'Name'],
      ['mailTemplates.create', { ...template, subject: 'Hel\u0000lo' }, 'Subject'],
      ['mailTemplates.create', { ...template, body: 'H\u0000i' }, 'Message'],
      ['conversations.preview', { ...message, body: 'H\u0000i' }, 'Message'],
      ['conversations.send', { ...message, subject: 'Hel\u0000lo' }, 'Subject'],
    ];
    for (const [path, input, label] of calls) {
      const response = await callProcedure(path, input);
      expect(response.statusCode, path).toBe(400);
      expect(response.body).toContain(`${label} contains characters that are not allowed`);
    }
  });
});

function mime(lines: string[]): Buffer {
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

const from = 'From: Olivia Hart <olivia.hart@example.com>';

const malformedMessages: [string, Buffer, 202 | 400][] = [
  ['random bytes', Buffer.from([0, 1, 2, 255, 254, 13, 10, 58, 58, 0]), 400],
  ['headers without a body', mime([from, 'Subject: no body']), 202],
  [
    'a multipart whose boundary never closes',
    mime([
      from,
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'half a message',
    ]),
    202,
  ],
  [
    'a multipart without its boundary',
    mime([from, 'Content-Type: multipart/mixed', '', 'text']),
    202,
  ],
  [
    'broken base64',
    mime([
      from,
      'Content-Type: text/plain',
      'Content-Transfer-Encoding: base64',
      '',
      '!!!not*base64$$$',
    ]),
    202,
  ],
  [
    'an unknown charset',
    mime([from, 'Content-Type: text/plain; charset=x-no-such', '', 'words']),
    202,
  ],
  [
    'NULs in headers and body',
    mime([from, 'Subject: a\u0000b', 'Message-ID: <n\u0000ul@x>', '', 'c\u0000d']),
    202,
  ],
  [
    'a thousand nested multiparts, none closed',
    mime([
      from,
      ...Array.from({ length: 1000 }, (_, level) => [
        `Content-Type: multipart/mixed; boundary="n${String(level)}"`,
        '',
        `--n${String(level)}`,
      ]).flat(),
    ]),
    202,
  ],
  ['a 100,000-character subject', mime([from, `Subject: ${'s'.repeat(100_000)}`, '', 'x']), 202],
  [
    'a 5,000-character Message-ID',
    mime([from, `Message-ID: <${'m'.repeat(5_000)}@x>`, '', 'x']),
    202,
  ],
  ['a sender that is no address', mime(['From: undisclosed-recipients:;', '', 'x']), 400],
];

describe('malformed MIME through the inbound e-mail door', () => {
  it.each(malformedMessages)(
    '%s: stored as far as it reads, or refused with 400 saying why, never a 5xx',
    async (_name, body, status) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/inbound-email',
        headers: {
          'content-type': 'message/rfc822',
          'x-inbound-signature': inboundSignature(inboundSecret, body),
        },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(status);
      if (status === 400) expect(response.json()).toEqual({ error: expect.any(String) as unknown });
    },
  );

  it('keeps what it stored storable: no NUL, a subject cut to a line, an overlong id replaced by a hash', async () => {
    const rows = await testApp.sql<{ subject: string; body_text: string; message_id: string }>(
      'select subject, body_text, message_id from conversation_messages order by id',
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain('\\u0000');
      expect(row.subject.length).toBeLessThanOrEqual(1_000);
      expect(row.message_id.length).toBeLessThanOrEqual(502);
    }
    expect(rows.map((row) => row.body_text)).toContain('cd');
  });
});
