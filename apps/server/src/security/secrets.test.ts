/**
 * Security regressions, class: secrets in answers and logs. What proves who an admin is never
 * leaves the server but in the one answer that hands it out. Attacks tried here, one per line:
 * - reading password hashes, TOTP secrets, recovery codes or their digests from an admin answer
 * - reading another admin's session token, or any session's stored digest, from an admin answer
 * - reading a known-device token, a login challenge or a temporary password once handed out
 * - a login answer (REST, tRPC, the second step, a refusal) that says more than the token
 * - every admin query procedure and every admin REST download, the privacy export included
 * - a login answer or an admin answer kept by a browser's or a proxy's cache
 * - the log of logins (wrong and right passwords, codes), admin calls, a password change, a
 *   recovery code renewal and a logout: no password, token, code, digest or Authorization header
 * - a person's address searched by staff (tRPC query input, CSV export filter) in the request log
 * - INBOUND_EMAIL_SECRET in the inbound door's answers and log, for a right and a wrong signature
 *
 * Also covered by: routes/api/admin-login.test.ts (the login's own log lines),
 * packages/api/src/mail/mail-worker.test.ts (the SMTP password is never logged),
 * packages/api/src/routers/admins.test.ts and two-factor.test.ts (what is stored is a hash).
 * A new answer or log line about admins adds its cases here: the procedures and routes are read
 * from the app, so a new query only needs its input in `queryInputs`.
 */
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { totpCode, totpStep } from '@app/api';
import { knownDeviceCookieName, reportKinds } from '@app/domain';
import { samplePdf } from '@app/domain/cv-samples';
import {
  adminPassword,
  bearer,
  createTestAdmin,
  loginPayload,
  postLogin,
} from '../../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../../test/form-payloads.ts';
import { multipartBody, multipartType } from '../../test/multipart-form.ts';
import { routerProcedures } from '../../test/router-procedures.ts';
import { inboundSignature, rawMail } from '@app/testing';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { trpcData, trpcMutation, trpcQuery } from '../../test/trpc-requests.ts';
import { createLogger } from '../runtime/logger.ts';

const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });

/** The admin with two-factor login, whose secret, codes and challenges are at stake. */
const secondAdmin = {
  email: 'second@bamboobridgeteams.com.au',
  password: 'second long passphrase',
  newPassword: 'second admin changed passphrase',
};

const logLines: string[] = [];
let testApp: TestApp;
/** The secrets handed out to the test, by what they are; the database's digests join on reading. */
const handedOut = new Map<string, string>();
let ownerToken: string;
let secondToken: string;
let totpSecret: string;
let unusedRecoveryCodes: string[];
let leadId: number;
let applicationId: number;
let attachmentId: number;
const inboundSecret = 'the-inbound-door-secret-of-the-secrets-tests';

function secondAdminLogin() {
  return loginPayload({ username: secondAdmin.email, password: secondAdmin.password });
}

function tokenOf(response: LightMyRequestResponse): string {
  return response.json<{ data: { token: string } }>().data.token;
}

function knownDeviceToken(response: LightMyRequestResponse): string {
  const cookie = String(response.headers['set-cookie']);
  const token = new RegExp(`^${knownDeviceCookieName}=([^;]+);`).exec(cookie)?.[1];
  if (token === undefined) throw new Error(`no known-device cookie in ${cookie}`);
  return token;
}

async function onlyId(table: 'leads' | 'career_submissions'): Promise<number> {
  const [row, ...others] = await testApp.sql<{ id: number }>(`select id from ${table}`);
  if (row === undefined || others.length > 0) throw new Error(`expected one row in ${table}`);
  return row.id;
}

function postJson(url: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** A code of the authenticator app that the server has not taken yet (one per 30-second step). */
let lastTotpStep = 0;
function freshTotpCode(): string | undefined {
  const step = totpStep(new Date());
  if (step <= lastTotpStep) return undefined;
  lastTotpStep = step;
  return totpCode(totpSecret, step);
}

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  // The production logger at its most talkative: no level may write a secret.
  testApp = await createTestApp(
    { INBOUND_EMAIL_SECRET: inboundSecret },
    { logger: createLogger({ logLevel: 'trace' }, destination) },
  );
  handedOut.set('the inbound e-mail secret', inboundSecret);
  await createTestAdmin(testApp);
  await createTestAdmin(testApp, { email: secondAdmin.email, password: secondAdmin.password });
  handedOut.set('the owner’s password', adminPassword);
  handedOut.set('the second admin’s password', secondAdmin.password);
  handedOut.set('the second admin’s new password', secondAdmin.newPassword);

  ownerToken = tokenOf(await postLogin(testApp, loginPayload()));
  const secondLogin = await postLogin(testApp, secondAdminLogin());
  secondToken = tokenOf(secondLogin);
  handedOut.set('the owner’s session token', ownerToken);
  handedOut.set('the second admin’s session token', secondToken);
  handedOut.set('a known-device token', knownDeviceToken(secondLogin));

  const enrolment = trpcData(
    await trpcMutation(testApp, 'twoFactor.beginEnrolment', {}, bearer(secondToken)),
    z.object({ manualKey: z.string() }),
  );
  totpSecret = enrolment.manualKey.replaceAll(' ', '');
  handedOut.set('the TOTP secret', totpSecret);
  const { recoveryCodes } = trpcData(
    await trpcMutation(
      testApp,
      'twoFactor.confirmEnrolment',
      { code: freshTotpCode() },
      bearer(secondToken),
    ),
    recoveryCodesAnswer,
  );
  unusedRecoveryCodes = [...recoveryCodes];
  for (const [index, code] of recoveryCodes.entries()) {
    handedOut.set(`recovery code ${index + 1}`, code);
    handedOut.set(`recovery code ${index + 1} as hashed`, code.replaceAll('-', '').toUpperCase());
  }
  const added = trpcData(
    await trpcMutation(
      testApp,
      'admins.create',
      { email: 'added@bamboobridgeteams.com.au' },
      bearer(ownerToken),
    ),
    z.object({ temporaryPassword: z.string() }),
  );
  handedOut.set('a temporary password', added.temporaryPassword);
  const firstStep = await postLogin(testApp, secondAdminLogin());
  handedOut.set(
    'a login challenge',
    firstStep.json<{ data: { challenge: string } }>().data.challenge,
  );

  expect((await postJson('/api/contact', validContactPayload)).statusCode).toBe(200);
  const career = await testApp.app.inject({
    method: 'POST',
    url: '/api/careers',
    headers: { 'content-type': multipartType },
    payload: multipartBody(validCareerPayload, [
      { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
    ]),
  });
  expect(career.statusCode).toBe(201);
  leadId = await onlyId('leads');
  applicationId = await onlyId('career_submissions');
  const note = await trpcMutation(
    testApp,
    'notes.add',
    { leadId, note: 'Called back' },
    bearer(ownerToken),
  );
  expect(note.statusCode, note.body).toBe(200);
  for (const key of [inboundSecret, 'a wrong secret, as a forger would have']) {
    const mail = rawMail({
      from: validContactPayload.email,
      attachments: [
        { fileName: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
      ],
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/inbound-email',
      headers: {
        'content-type': 'message/rfc822',
        'x-inbound-signature': inboundSignature(key, mail),
      },
      payload: mail,
    });
  }
  const [attachment] = await testApp.sql<{ id: number }>('select id from conversation_attachments');
  if (attachment === undefined) throw new Error('the signed message was not stored');
  attachmentId = attachment.id;
});

afterAll(() => testApp.close());

/** Every secret there is now: those handed out, and every digest and secret the database keeps. */
async function allSecrets(): Promise<Map<string, string>> {
  const secrets = new Map(handedOut);
  const stored = await testApp.sql<{ kind: string; value: string }>(
    `select 'a password hash' as kind, password as value from admin_users
     union all select 'a stored TOTP secret', totp_secret from admin_users where totp_secret is not null
     union all select 'a session token digest', token from admin_sessions
     union all select 'a known-device digest', token_hash from admin_known_devices
     union all select 'a recovery code digest', code_hash from admin_recovery_codes
     union all select 'a login challenge digest', token_hash from admin_login_challenges`,
  );
  for (const [index, { kind, value }] of stored.entries()) secrets.set(`${kind} (${index})`, value);
  return secrets;
}

/** The names of the secrets the text carries. */
function leaksIn(text: string, secrets: Map<string, string>): string[] {
  return [...secrets].filter(([, value]) => text.includes(value)).map(([name]) => name);
}

describe('login answers', () => {
  it('carry the token alone, through REST, tRPC and the second step, and a refusal carries no secret', async () => {
    const rest = await postLogin(testApp, loginPayload(), '198.51.100.60');
    expect(Object.keys(rest.json<{ data: object }>().data)).toEqual(['token']);
    const trpc = await postLogin(testApp, loginPayload(), '198.51.100.61', '/trpc/auth.login');
    // Read whole: every key the answer has, not only those a schema knows.
    expect(Object.keys(trpcData(trpc, z.record(z.string(), z.unknown())))).toEqual(['token']);

    const firstStep = await postLogin(testApp, secondAdminLogin(), '198.51.100.62');
    const { challenge } = firstStep.json<{ data: { challenge: string } }>().data;
    const recoveryCode = unusedRecoveryCodes.shift();
    const secondStep = await postLogin(
      testApp,
      { challenge, code: recoveryCode },
      '198.51.100.62',
      '/api/admin/login/second-step',
    );
    expect(Object.keys(secondStep.json<{ data: object }>().data)).toEqual(['token']);
    const refused = await postLogin(testApp, loginPayload({ password: 'wrong' }), '198.51.100.63');
    expect(refused.json()).toEqual({ error: 'Invalid credentials' });

    const secrets = await allSecrets();
    for (const answer of [rest, trpc, firstStep, secondStep, refused]) {
      expect(leaksIn(answer.body, secrets)).toEqual([]);
    }
  });

  it('sends Cache-Control: no-store with the login answer and every admin answer, refusals included', async () => {
    const login = await postLogin(testApp, loginPayload());
    const token = login.json<{ data: { token: string } }>().data.token;
    const answers = [
      login,
      await postLogin(testApp, loginPayload({ password: 'wrong' })),
      await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) }),
      await testApp.app.inject({ method: 'GET', url: '/api/leads' }),
      await testApp.app.inject({ method: 'GET', url: '/trpc/leads.list', headers: bearer(token) }),
      await testApp.app.inject({ method: 'GET', url: '/trpc/auth.session' }),
      // A percent-encoded path reaches the same route.
      await testApp.app.inject({ method: 'GET', url: '/%61pi/leads', headers: bearer(token) }),
      await testApp.app.inject({
        method: 'GET',
        url: '/api/career-submissions',
        headers: bearer(token),
      }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('admin answers', () => {
  const today = new Date().toISOString().slice(0, 10);
  const period = { from: today, to: today };

  /** Inputs that pass validation, so that each query answers its data. */
  function queryInputs(): Record<string, unknown> {
    return {
      'leads.page': { stage: 'new' },
      'leads.columns': {},
      'leads.get': { id: leadId },
      'leads.enquiries': { id: leadId },
      'notes.list': { leadId },
      'submissions.contactsPage': {},
      'submissions.counts': {},
      'applications.page': { stage: 'applied' },
      'applications.columns': {},
      'applications.get': { id: applicationId },
      'applicationNotes.list': { applicationId },
      'audit.list': {},
      'conversations.timeline': { kind: 'lead', id: leadId },
      'conversations.unmatched': {},
      ...Object.fromEntries(reportKinds.map((kind) => [`reports.${kind}`, period])),
    };
  }

  it('of every query procedure carry no secret, whoever asks', async () => {
    const queries = routerProcedures.filter(
      ({ type, path }) => type === 'query' && !path.startsWith('public.'),
    );
    expect(queries.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'admins.list',
        'admins.sessions',
        'auth.session',
        'twoFactor.status',
      ]),
    );
    const secrets = await allSecrets();
    for (const token of [ownerToken, secondToken]) {
      for (const { path } of queries) {
        const answer = await trpcQuery(testApp, path, queryInputs()[path], bearer(token));
        expect(answer.statusCode, path).toBe(200);
        expect(leaksIn(answer.body, secrets), path).toEqual([]);
      }
    }
  });

  it('of every admin REST download carry no secret', async () => {
    const downloads = testApp.routes
      .filter((route) => route.url.startsWith('/api/'))
      .filter((route) => [route.method].flat().includes('GET'))
      .map(
        (route) =>
          route.url.replace(
            ':id',
            String(
              route.url.includes('career')
                ? applicationId
                : route.url.includes('attachment')
                  ? attachmentId
                  : leadId,
            ),
          ) + (route.url.startsWith('/api/reports/') ? `?from=${today}&to=${today}` : ''),
      );
    expect(downloads).toEqual(
      expect.arrayContaining(['/api/leads', `/api/career-submissions/${applicationId}/cv`]),
    );
    const secrets = await allSecrets();
    for (const url of downloads) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: bearer(ownerToken) });
      expect(answer.statusCode, url).toBe(200);
      expect(leaksIn(answer.body, secrets), url).toEqual([]);
    }
  });

  it('of the privacy search and export and the list of admins carry no secret', async () => {
    const email = validContactPayload.email;
    const search = await trpcMutation(testApp, 'privacy.search', { email }, bearer(ownerToken));
    const exported = await trpcMutation(testApp, 'privacy.export', { email }, bearer(ownerToken));
    // The answer that added an admin showed the temporary password; no later one may.
    const admins = await trpcQuery(testApp, 'admins.list', undefined, bearer(ownerToken));
    const secrets = await allSecrets();
    for (const answer of [search, exported, admins]) {
      expect(answer.statusCode).toBe(200);
      expect(leaksIn(answer.body, secrets)).toEqual([]);
    }
    const found = trpcData(search, z.object({ contactSubmissions: z.array(z.unknown()) }));
    expect(found.contactSubmissions).toHaveLength(1);
  });
});

describe('the log', () => {
  it('never holds a password, a token, a code, a digest or the Authorization header', async () => {
    await postLogin(testApp, loginPayload({ password: 'a mistyped password' }), '198.51.100.70');
    const firstStep = await postLogin(testApp, secondAdminLogin(), '198.51.100.71');
    const { challenge } = firstStep.json<{ data: { challenge: string } }>().data;
    await postLogin(
      testApp,
      // Shaped like a recovery code, so it cannot be the app's code of the moment by chance.
      { challenge, code: 'aaaa-aaaa-aaaa-aaaa' },
      '198.51.100.71',
      '/api/admin/login/second-step',
    );
    const secondStep = await postLogin(
      testApp,
      { challenge, code: freshTotpCode() ?? unusedRecoveryCodes.shift() },
      '198.51.100.71',
      '/api/admin/login/second-step',
    );
    const token = tokenOf(secondStep);
    handedOut.set('the session token of the logged test', token);

    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await trpcQuery(testApp, 'leads.page', { stage: 'new' }, bearer(token))).statusCode,
    ).toBe(200);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    handedOut.set('a tampered token', tampered);
    await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(tampered) });
    const regenerated = trpcData(
      await trpcMutation(
        testApp,
        'twoFactor.regenerateRecoveryCodes',
        { password: secondAdmin.password },
        bearer(token),
      ),
      recoveryCodesAnswer,
    );
    for (const [index, code] of regenerated.recoveryCodes.entries()) {
      handedOut.set(`renewed recovery code ${index + 1}`, code);
    }
    const change = await trpcMutation(
      testApp,
      'admins.changePassword',
      { currentPassword: secondAdmin.password, newPassword: secondAdmin.newPassword },
      bearer(token),
    );
    expect(change.statusCode, change.body).toBe(200);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);

    const log = logLines.join('');
    // The log is there to be read: the logins and the calls are in it.
    expect(log).toContain('"event":"admin login"');
    expect(log).toContain('/api/leads');
    expect(log).toContain('/api/admin/logout');
    expect(leaksIn(log, await allSecrets())).toEqual([]);
    expect(log).not.toContain('a mistyped password');
    expect(log).not.toMatch(/bearer\s+[A-Za-z0-9_-]/i);
  });

  it('keeps a searched address out of the request log, whichever door the search takes', async () => {
    const address = 'olivia.hart@example.com';
    const filter = { q: address };
    const searched = logLines.length;
    const searches = [
      await trpcQuery(testApp, 'leads.columns', { filter }, bearer(ownerToken)),
      await trpcQuery(testApp, 'leads.page', { stage: 'new', filter }, bearer(ownerToken)),
      await trpcQuery(testApp, 'submissions.contactsPage', { filter }, bearer(ownerToken)),
      await testApp.app.inject({
        method: 'GET',
        url: `/api/leads.csv?${new URLSearchParams(filter).toString()}`,
        headers: bearer(ownerToken),
      }),
    ];
    expect(searches.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    const log = logLines.slice(searched).join('');
    // The requests are in the log, by their paths.
    expect(log).toContain('"url":"/trpc/leads.columns"');
    expect(log).toContain('"url":"/api/leads.csv"');
    for (const form of ['olivia.hart', encodeURIComponent(address)]) {
      expect(log).not.toContain(form);
    }
  });
});
