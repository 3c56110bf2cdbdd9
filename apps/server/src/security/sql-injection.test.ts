/**
 * Security regressions, class: SQL injection. Every value a caller sends reaches PostgreSQL as a
 * bound parameter (LIKE's wildcards escaped) or is refused by its schema first. Attacks tried
 * here, one per line, each in the board's search, both submission lists' searches, their counts,
 * the three CSV exports' `q`, the privacy search and (exactly) the position filter:
 * - `' OR 1=1 --` and `' OR '1'='1` (a condition that is always true)
 * - `'; drop table leads; --` (a second statement)
 * - `" OR ""="` (the other quote)
 * - `') or true --` (closing a parenthesis)
 * - an empty SQL comment, then `union select password from admin_users --` (another table)
 * - `1; select pg_sleep(0) --` (a statement after a number)
 * - `%`, `_`, `%_%`, `\` and `\%` (LIKE's wildcards and its escape character, matched literally)
 * - `$1` and `?` (the placeholders of PostgreSQL and of the query builder)
 * and, refused with 400 before any SQL: the same in page cursors, page limits, board stages,
 * report and export days, team sizes, audit filters, sort fields, and record ids in REST paths;
 * and as the login's username and password (401, no session).
 *
 * Also covered by: packages/api/src/routers/crm-paging.test.ts (LIKE's wildcards and escape
 * character through the router, the search SQL and its index), endpoint-fuzz.test.ts (random
 * input on every route: never a 5xx).
 * A new search, filter, sort or id input adds its endpoint to the lists below.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminEmail,
  bearer,
  createTestAdmin,
  insertSession,
  loginPayload,
  postLogin,
} from '../../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { trpcData, trpcMutation, trpcQuery } from '../../test/trpc-requests.ts';

const injections = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; drop table leads; --",
  '" OR ""="',
  "') or true --",
  '/* */ union select password from admin_users --',
  '1; select pg_sleep(0) --',
  '%',
  '_',
  '%_%',
  '\\',
  '\\%',
  '$1',
  '?',
];

/** Consultation requests whose fields hold some of the attacks as plain text. */
const contacts = [
  {
    name: 'Olivia Hart',
    email: 'olivia.hart@example.com',
    company: 'Harbour Analytics',
    message: 'A plain request.',
  },
  {
    name: 'Percy Cent',
    email: 'percy@example.com',
    company: '100% Remote',
    message: 'Half of it, 50% off.',
  },
  {
    name: 'Una Score',
    email: 'una@example.com',
    company: 'snake_case Ltd',
    message: 'We write under_scores.',
  },
  {
    name: 'Bao Slash',
    email: 'bao@example.com',
    company: 'Back\\slash Pty',
    message: 'Files in C:\\teams\\new.',
  },
  {
    name: "Owen O'Brien",
    email: 'owen@example.com',
    company: "O'Brien & Sons",
    message: "Our motto: ' OR 1=1 -- always.",
  },
  {
    name: 'Dana Dollar',
    email: 'dana@example.com',
    company: 'Dollar $1 Store',
    message: 'Two for $1, really?',
  },
].map((contact) => ({ ...validContactPayload, ...contact }));

const careers = [
  { firstName: 'Nguyen', lastName: 'Van An', email: 'an@example.com', position: 'DevOps Engineer' },
  {
    firstName: 'Quinn',
    lastName: 'Tester',
    email: 'quinn@example.com',
    position: "QA '; drop table leads; --",
    description: 'Aims at 100% coverage_goals in every project.',
  },
  {
    firstName: 'Bea',
    lastName: 'Backend',
    email: 'bea@example.com',
    position: 'Backend_Dev',
    description: 'Keeps paths like C:\\work\\api tidy, $1 at a time.',
  },
].map((career) => ({ ...validCareerPayload, ...career }));

/** What the CRM searches of each row, joined as PostgreSQL joins it (crm-search.ts). */
const contactSearchText = (contact: (typeof contacts)[number]) =>
  [contact.name, contact.email, contact.company, contact.contact, contact.message]
    .join(' ')
    .toLowerCase();
const careerSearchText = (career: (typeof careers)[number]) =>
  [
    career.firstName,
    career.lastName,
    career.email,
    career.phone,
    career.position,
    career.description,
  ]
    .join(' ')
    .toLowerCase();

/** The addresses a literal, case-insensitive search for `text` finds. */
function literalMatches<Row extends { email: string }>(
  rows: Row[],
  searchText: (row: Row) => string,
  text: string,
) {
  return rows
    .filter((row) => searchText(row).includes(text.toLowerCase()))
    .map((row) => row.email)
    .sort();
}

let testApp: TestApp;
let auth: Record<string, string>;

async function rowCounts(): Promise<Record<string, number>> {
  const [counts] = await testApp.sql<Record<string, number>>(
    `select (select count(*)::int from leads) as leads,
            (select count(*)::int from contact_submissions) as contact_submissions,
            (select count(*)::int from career_submissions) as career_submissions,
            (select count(*)::int from admin_users) as admin_users`,
  );
  if (counts === undefined) throw new Error('no counts');
  return counts;
}

let seededCounts: Record<string, number>;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));
  for (const [url, forms] of [
    ['/api/contact', contacts],
    ['/api/careers', careers],
  ] as const) {
    for (const form of forms) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(form),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
  }
  seededCounts = await rowCounts();
  expect(seededCounts).toMatchObject({
    leads: contacts.length,
    career_submissions: careers.length,
  });
});

afterAll(() => testApp.close());

const emailsOf = z.object({ items: z.array(z.object({ email: z.string() })) });
const stageCounts = z.array(z.object({ count: z.coerce.number() }));

function emails(response: LightMyRequestResponse): string[] {
  return trpcData(response, emailsOf)
    .items.map((item) => item.email)
    .sort();
}

function total(response: LightMyRequestResponse): number {
  return trpcData(response, stageCounts).reduce((sum, column) => sum + column.count, 0);
}

/** The addresses of a CSV export's rows (each row carries its address). */
async function exported(url: string): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const addresses = [...contacts, ...careers].map((row) => row.email);
  return addresses.filter((address) => response.body.includes(address)).sort();
}

describe('the CRM search', () => {
  it.each(injections)('takes %s as text to find, in every list, count and export', async (text) => {
    const leads = literalMatches(contacts, contactSearchText, text);
    const applications = literalMatches(careers, careerSearchText, text);
    const filter = { q: text };
    const q = `?q=${encodeURIComponent(text)}`;

    expect(
      emails(await trpcQuery(testApp, 'leads.page', { stage: 'new', filter, limit: 100 }, auth)),
    ).toEqual(leads);
    expect(total(await trpcQuery(testApp, 'leads.columns', { filter }, auth))).toBe(leads.length);
    expect(
      emails(await trpcQuery(testApp, 'submissions.contactsPage', { filter, limit: 100 }, auth)),
    ).toEqual(leads);
    expect(
      trpcData(
        await trpcQuery(testApp, 'submissions.counts', { filter }, auth),
        z.object({ contacts: z.number(), careers: z.number() }),
      ),
    ).toEqual({ contacts: leads.length, careers: applications.length });
    expect(
      emails(
        await trpcQuery(
          testApp,
          'applications.page',
          { stage: 'applied', filter, limit: 100 },
          auth,
        ),
      ),
    ).toEqual(applications);
    expect(total(await trpcQuery(testApp, 'applications.columns', { filter }, auth))).toBe(
      applications.length,
    );
    expect(await exported(`/api/leads.csv${q}`)).toEqual(leads);
    expect(await exported(`/api/contact-submissions.csv${q}`)).toEqual(leads);
    expect(await exported(`/api/career-submissions.csv${q}`)).toEqual(applications);

    // A search that found everything would hold every address; one that found nothing, none.
    const privacy = await trpcMutation(testApp, 'privacy.search', { email: text }, auth);
    expect(privacy.statusCode, privacy.body).toBe(200);
    for (const row of [...contacts, ...careers]) expect(privacy.body).not.toContain(row.email);
  });

  it('finds a person by the privacy search only by the exact address, in any case', async () => {
    const privacy = await trpcMutation(
      testApp,
      'privacy.search',
      { email: 'OWEN@example.com' },
      auth,
    );
    expect(privacy.statusCode, privacy.body).toBe(200);
    expect(privacy.body).toContain('owen@example.com');
    expect(privacy.body).not.toContain('olivia.hart@example.com');
  });

  it.each([...injections, "QA '; drop table leads; --", 'Backend_Dev'])(
    'filters by the position %s exactly as stored',
    async (position) => {
      const expected = careers
        .filter((career) => career.position === position)
        .map((career) => career.email);
      const filter = { position };
      expect(
        emails(
          await trpcQuery(
            testApp,
            'applications.page',
            { stage: 'applied', filter, limit: 100 },
            auth,
          ),
        ),
      ).toEqual(expected);
      expect(
        await exported(`/api/career-submissions.csv?position=${encodeURIComponent(position)}`),
      ).toEqual(expected);
    },
  );
});

describe('inputs that are no text to search', () => {
  const attack = "' or 1=1; drop table leads; --";
  const cursor = { at: '2026-01-01T00:00:00.000000Z', id: 1 };

  it.each([
    ['a page cursor’s time', 'leads.page', { stage: 'new', cursor: { ...cursor, at: attack } }],
    ['a page cursor’s id', 'leads.page', { stage: 'new', cursor: { ...cursor, id: '1 or 1=1' } }],
    ['a page limit', 'submissions.contactsPage', { limit: '1; drop table leads' }],
    ['a board stage', 'applications.page', { stage: `applied${attack}` }],
    ['a day', 'leads.columns', { filter: { from: `2026-01-01${attack}` } }],
    ['a team size', 'submissions.counts', { filter: { teamSize: `4-7${attack}` } }],
    ['an audit action', 'audit.list', { action: `login${attack}` }],
    ['an audit admin', 'audit.list', { adminId: '1 or 1=1' }],
    ['an audit cursor', 'audit.list', { cursor: { ...cursor, at: attack } }],
    ['a report day', 'reports.funnel', { from: `2026-01-01${attack}`, to: '2026-03-31' }],
    ['a lead id', 'leads.get', { id: '1 or 1=1' }],
  ])('refuses SQL as %s with 400', async (_what, path, input) => {
    const response = await trpcQuery(testApp, path, input, auth);
    expect(response.statusCode, response.body).toBe(400);
  });

  it.each([
    ['GET', `/api/leads.csv?from=${encodeURIComponent(`2026-01-01${attack}`)}`],
    ['GET', `/api/contact-submissions.csv?teamSize=${encodeURIComponent(`4-7${attack}`)}`],
    [
      'GET',
      `/api/reports/funnel.csv?from=2026-01-01&to=${encodeURIComponent(`2026-03-31${attack}`)}`,
    ],
    ['GET', `/api/leads/${encodeURIComponent('1 or 1=1')}/notes`],
    ['PUT', `/api/leads/${encodeURIComponent('1; drop table leads')}`],
    ['DELETE', `/api/leads/${encodeURIComponent("1' --")}`],
    ['GET', `/api/career-submissions/${encodeURIComponent('1 union select 1')}/cv`],
  ] as const)('refuses SQL in %s %s with 400', async (method, url) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: method === 'PUT' ? { ...auth, 'content-type': 'application/json' } : auth,
      ...(method === 'PUT' ? { payload: JSON.stringify({ stage: 'contacted' }) } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('ignores a sort field the lists do not have: the order stays newest first', async () => {
    const plain = emails(
      await trpcQuery(testApp, 'submissions.contactsPage', { limit: 100 }, auth),
    );
    const sorted = await trpcQuery(
      testApp,
      'submissions.contactsPage',
      { limit: 100, sort: 'email; drop table leads; --', orderBy: '1 desc' },
      auth,
    );
    expect(emails(sorted)).toEqual(plain);
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/api/leads.csv?sort=${encodeURIComponent('name; drop table leads')}`,
      headers: auth,
    });
    expect(csv.statusCode).toBe(200);
  });

  it('refuses SQL as the login’s username and password with 401, and opens no session', async () => {
    const [before] = await testApp.sql<{ count: number }>(
      'select count(*)::int as count from admin_sessions',
    );
    for (const [username, password] of [
      ["' OR 1=1 --", 'anything at all'],
      ["owner@bamboobridgeteams.com.au' --", 'anything at all'],
      [adminEmail, "' OR '1'='1"],
    ]) {
      const response = await postLogin(
        testApp,
        loginPayload({ username, password }),
        '198.51.100.80',
      );
      expect(response.statusCode, username).toBe(401);
    }
    const [after] = await testApp.sql<{ count: number }>(
      'select count(*)::int as count from admin_sessions',
    );
    expect(after).toEqual(before);
  });
});

describe('after every attack above', () => {
  it('every table and row is still there', async () => {
    expect(await rowCounts()).toEqual(seededCounts);
  });
});
