/**
 * Random and hostile input at every endpoint the app serves: each REST route (read from the app)
 * and each tRPC procedure (read from the router), with and without an admin session. Whatever a
 * caller sends is the caller's fault, so any 5xx fails.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAdmin, insertSession } from '../test/admin-fixtures.ts';
import { routerProcedures } from '../test/router-procedures.ts';
import {
  adminLoginSchema,
  crmFilterParams,
  leadUpdateSchema,
  noteInputSchema,
  reportKinds,
} from '@app/domain';
import {
  publicFormFieldNames,
  validCareerPayload,
  validContactPayload,
} from '../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '100000' });
  adminId = (await createTestAdmin(testApp)).id;
  await testApp.sql(
    `insert into leads (name, email, contact) select 'Lead ' || n, 'lead' || n || '@example.com', '+61 2 5550 4821'
       from generate_series(1, 20) as n`,
  );
});

afterAll(() => testApp.close());

/** Every field name of every documented payload, so random bodies reach the validators' depths. */
const fieldNames = [
  ...publicFormFieldNames,
  ...Object.keys(adminLoginSchema.shape),
  ...Object.keys(leadUpdateSchema.shape),
  ...Object.keys(noteInputSchema.shape),
  // The tRPC procedures' own inputs.
  'id',
  'leadId',
  'value',
  'reason',
  'stage',
  'filter',
  'cursor',
  'from',
  'to',
  'code',
  // The conversations' and mail templates' inputs.
  'record',
  'kind',
  'messageId',
  'subject',
  'body',
  'name',
];

const hostileText = fc.oneof(
  // Any UTF-16 units: NUL and other controls, lone surrogates.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e',
    'new',
    'closed_won',
    'closed_lost',
    "'; drop table leads; --",
    '<script>alert(1)</script>',
    'https://www.linkedin.com/in/x',
    '9'.repeat(400),
    'x'.repeat(5_000),
  ),
);

/**
 * Days as the format allows them: the ends of what PostgreSQL and the four-digit year hold (year
 * 0, 9999-12-31), days that do not exist, and any day from before year 1 to after 9999.
 */
const hostileDay = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '0000-12-31',
    '0001-01-01',
    '9999-12-31',
    '2026-02-30',
    '1899-12-31',
    '3000-01-01',
  ),
  fc
    .date({ min: new Date('-000100-01-01'), max: new Date('+010100-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .tuple(fc.oneof(fc.constantFrom(0, 1, 9999), fc.nat(9999)), fc.nat(99), fc.nat(99))
    .map(([year, month, day]) =>
      [
        String(year).padStart(4, '0'),
        String(month).padStart(2, '0'),
        String(day).padStart(2, '0'),
      ].join('-'),
    ),
);

/** A page cursor's time in the right format, whether or not such a time exists. */
const hostileInstant = fc
  .tuple(hostileDay, fc.nat(99), fc.nat(99), fc.nat(99), fc.nat(999_999))
  .map(
    ([day, hour, minute, second, micro]) =>
      `${day}T${[hour, minute, second].map((part) => String(part).padStart(2, '0')).join(':')}.${String(micro).padStart(6, '0')}Z`,
  );

const hostileFilter = fc.record(
  { q: hostileText, from: hostileDay, to: hostileDay },
  { requiredKeys: [] },
);

const hostileCursor = fc.record({ at: hostileInstant, id: fc.integer({ min: 1 }) });

const hostileValue = fc.oneof(
  hostileText,
  hostileDay,
  hostileFilter,
  hostileCursor,
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((value) => Number(value)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A JSON body: anything at all, or an object of known field names with hostile values. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 8 }),
);

const validLogin = {
  username: 'owner@example.com',
  password: 'a password',
  honeypot: '',
  submitTime: Date.now() - 5_000,
};

/** Well-formed, though no login waits for it: the challenge is looked up after validation. */
const validSecondStep = { challenge: 'A'.repeat(43), code: '123456' };

/** A body each endpoint accepts, keyed by 'METHOD /route' or procedure path. */
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/contact': validContactPayload,
  'POST /api/careers': validCareerPayload,
  'POST /api/admin/login': validLogin,
  'POST /api/admin/login/second-step': validSecondStep,
  'PUT /api/leads/:id': {
    stage: 'closed_lost',
    isLost: true,
    lostReason: 'Budget',
    probability: 0,
  },
  'POST /api/leads/:id/notes': { note: 'Called back' },
  'public.submitContact': validContactPayload,
  'public.submitCareer': validCareerPayload,
  'auth.login': validLogin,
  'auth.loginSecondStep': validSecondStep,
  'leads.update': { id: 3, stage: 'proposal', estimatedValue: 1000, lostReason: 'x' },
  'leads.markWon': { id: 4, value: 5000 },
  'leads.markLost': { id: 5, reason: 'Budget' },
  'leads.move': { id: 6, stage: 'qualified' },
  'leads.remove': { id: 7 },
  'notes.list': { leadId: 8 },
  'notes.add': { leadId: 9, note: 'Called back' },
  'mail.retry': { id: 10 },
  'leads.page': { stage: 'new', filter: {}, cursor: null },
  'leads.columns': { filter: {} },
  'applications.page': { stage: 'applied', filter: {}, cursor: null },
  'applications.columns': { filter: {} },
  'submissions.contactsPage': { filter: {}, cursor: null },
  'submissions.counts': { filter: {} },
  'audit.list': { cursor: null },
  'privacy.search': { email: 'olivia.hart@example.com' },
  'privacy.export': { email: 'olivia.hart@example.com' },
  ...Object.fromEntries(
    reportKinds.map((kind) => [`reports.${kind}`, { from: '2026-01-01', to: '2026-03-31' }]),
  ),
};

/** A query string of the CRM filter's and the reports' params, hostile values included. */
const hostileQuery = fc
  .dictionary(fc.constantFrom(...crmFilterParams), fc.oneof(hostileDay, hostileText), {
    maxKeys: 3,
  })
  .map((params) => new URLSearchParams(params).toString());

/**
 * For an endpoint: anything, or its valid body with some fields given hostile values, so that
 * a bad value in one field reaches the validators and the database with the rest intact.
 */
function bodyFor(endpointKey: string): fc.Arbitrary<unknown> {
  const valid = validBodies[endpointKey];
  if (valid === undefined) return body;
  const keys = Object.keys(valid);
  const mutated = fc
    .dictionary(fc.constantFrom(...keys), hostileValue, { minKeys: 1, maxKeys: 2 })
    .map((changes) => ({ ...valid, ...changes }));
  return fc.oneof({ weight: 1, arbitrary: body }, { weight: 3, arbitrary: mutated });
}

/** What arrives on the wire: JSON of a body, or text that is not JSON at all. */
function rawBodyFor(endpointKey: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: bodyFor(endpointKey).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
);

const pathSegment = fc.oneof(
  fc.nat({ max: 30 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '%00', '%ZZ', 'abc', '%F0%9F%9A%80'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const session = fc.constantFrom('admin', 'none', 'garbage');

/** A fresh session for every admin call: a fuzzed logout must not end the ones that follow. */
async function headersFor(kind: 'admin' | 'none' | 'garbage'): Promise<Record<string, string>> {
  if (kind === 'admin') return bearer(await insertSession(testApp, adminId));
  if (kind === 'garbage') return { authorization: 'Bearer \u00ff\u00fe not a token' };
  return {};
}

/** Callers from many addresses, so the login throttle and rate limits do not end the search. */
const remoteAddress = fc.nat({ max: 65_535 }).map((n) => `198.18.${n >> 8}.${n & 255}`);

interface Endpoint {
  method: string;
  /** A URL template: `:param` segments are filled with random values. */
  url: string;
}

function restEndpoints(): Endpoint[] {
  return testApp.routes
    .filter((route) => route.url !== '/trpc/:path')
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: route.url })),
    );
}

const procedures = routerProcedures;

describe('fuzzing every endpoint', () => {
  it('has endpoints to fuzz: the REST routes and every tRPC procedure', () => {
    expect(restEndpoints().length).toBeGreaterThanOrEqual(10);
    expect(procedures.length).toBeGreaterThanOrEqual(16);
  });

  it('never answers 5xx on a REST route, whatever the body, path or session', async () => {
    const endpoints = restEndpoints();
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...endpoints)
          .chain((endpoint) =>
            fc.tuple(fc.constant(endpoint), rawBodyFor(`${endpoint.method} ${endpoint.url}`)),
          ),
        fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
        contentType,
        session,
        remoteAddress,
        hostileQuery,
        async ([endpoint, payload], segments, type, who, address, query) => {
          let next = 0;
          const path = endpoint.url.replace(/:[A-Za-z]+/g, () => segments[next++] ?? '1');
          // The GET routes take their filters and periods from the query string.
          const url = endpoint.method === 'GET' && query !== '' ? `${path}?${query}` : path;
          const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
          const response = await testApp.app.inject({
            method: endpoint.method as 'GET',
            url,
            headers: { ...(await headersFor(who)), ...(hasBody ? { 'content-type': type } : {}) },
            remoteAddress: address,
            ...(hasBody ? { payload } : {}),
          });
          expect(response.statusCode, `${endpoint.method} ${url} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never answers 5xx on a tRPC procedure, alone or in a batch, whatever the input or session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.constantFrom(...procedures), { minLength: 1, maxLength: 3 })
          .chain((calls) => fc.tuple(fc.constant(calls), bodyFor(calls[0]?.path ?? ''))),
        fc.boolean(),
        session,
        remoteAddress,
        async ([calls, input], batched, who, address) => {
          const queries = calls.every((call) => call.type === 'query');
          const paths = batched ? calls.map((call) => call.path).join(',') : (calls[0]?.path ?? '');
          const encoded = batched
            ? JSON.stringify(Object.fromEntries(calls.map((_, index) => [index, input])))
            : JSON.stringify(input);
          const batch = batched ? 'batch=1' : '';
          const response = queries
            ? await testApp.app.inject({
                method: 'GET',
                url: `/trpc/${paths}?${batch}&input=${encodeURIComponent(encoded)}`,
                headers: await headersFor(who),
                remoteAddress: address,
              })
            : await testApp.app.inject({
                method: 'POST',
                url: `/trpc/${paths}${batched ? '?batch=1' : ''}`,
                headers: { ...(await headersFor(who)), 'content-type': 'application/json' },
                payload: encoded,
                remoteAddress: address,
              });
          expect(response.statusCode, `${paths} ${encoded}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never answers 5xx for any day or cursor the format allows, wherever one is taken', async () => {
    const reportProcedures = reportKinds.map((kind) => `reports.${kind}`);
    const datedProcedures = [
      'leads.page',
      'leads.columns',
      'applications.page',
      'applications.columns',
      'submissions.contactsPage',
      'submissions.counts',
      'audit.list',
      ...reportProcedures,
    ];
    const datedRoutes = [
      '/api/leads.csv',
      '/api/contact-submissions.csv',
      '/api/career-submissions.csv',
      ...reportKinds.map((kind) => `/api/reports/${kind}.csv`),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...datedProcedures, ...datedRoutes),
        hostileDay,
        hostileDay,
        fc.option(hostileCursor),
        async (endpoint, from, to, cursor) => {
          const period = { from, to };
          let url: string;
          if (endpoint.startsWith('/api/')) {
            url = `${endpoint}?${new URLSearchParams(period).toString()}`;
          } else {
            const input = reportProcedures.includes(endpoint)
              ? period
              : { ...validBodies[endpoint], filter: period, cursor };
            url = `/trpc/${endpoint}?input=${encodeURIComponent(JSON.stringify(input))}`;
          }
          const response = await testApp.app.inject({
            method: 'GET',
            url,
            headers: await headersFor('admin'),
          });
          expect(response.statusCode, url).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx for an unknown or malformed tRPC path or query string', async () => {
    await fc.assert(
      fc.asyncProperty(
        pathSegment,
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        async (path, query, method) => {
          const response = await testApp.app.inject({
            method: method as 'GET',
            url: `/trpc/${path}?input=${encodeURIComponent(query)}&batch=${path}`,
            headers: await headersFor('admin'),
          });
          expect(response.statusCode, `${method} /trpc/${path}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
