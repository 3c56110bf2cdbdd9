import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  validCareerPayload as validCareer,
  validContactPayload as validContact,
} from '../../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const genuineToken = 'genuine-turnstile-token';
const secretKey = 'turnstile-test-secret';

/** Cloudflare's siteverify, played by a local server: one token passes, the rest fail. */
let fakeSiteverify: Server;
let verifyUrl: string;
let plainApp: TestApp;
let captchaApp: TestApp;

beforeAll(async () => {
  fakeSiteverify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const success = form.get('secret') === secretKey && form.get('response') === genuineToken;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => fakeSiteverify.listen(0, '127.0.0.1', resolve));
  const { port } = fakeSiteverify.address() as AddressInfo;
  verifyUrl = `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
  plainApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000' });
  captchaApp = await createTestApp({
    FORM_RATE_LIMIT_PER_MINUTE: '1000',
    TURNSTILE_SITE_KEY: 'turnstile-test-site-key',
    TURNSTILE_SECRET_KEY: secretKey,
    TURNSTILE_VERIFY_URL: verifyUrl,
  });
});

afterAll(async () => {
  await Promise.all([plainApp.close(), captchaApp.close()]);
  await new Promise((resolve) => fakeSiteverify.close(resolve));
});

beforeEach(async () => {
  for (const testApp of [plainApp, captchaApp]) {
    await testApp.sql(
      'truncate contact_submissions, leads, career_submissions, mail_outbox restart identity cascade',
    );
  }
});

function post(testApp: TestApp, url: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
}

async function stored(testApp: TestApp) {
  const [counts] = await testApp.sql<{ leads: string; outbox: string }>(
    `select (select count(*) from leads) as leads, (select count(*) from mail_outbox) as outbox`,
  );
  return {
    contacts: await testApp.sql('select spam_reason from contact_submissions order by id'),
    careers: await testApp.sql('select spam_reason from career_submissions order by id'),
    leads: Number(counts?.leads),
    outbox: Number(counts?.outbox),
  };
}

const person = () => ({ honeypot: '', submitTime: Date.now() - 5_000 });

/** The spec's success answers: contact 200 `{ success: true }`, careers an ok status. */
const doors = [
  ['/api/contact', validContact, 200, 'contacts'],
  ['/api/careers', validCareer, 201, 'careers'],
] as const;

describe.each(doors)('POST %s', (url, payload, okStatus, table) => {
  it.each([
    [
      'honeypot',
      () => ({ honeypot: 'https://cheap-pills.example', submitTime: Date.now() - 5_000 }),
    ],
    ['too fast', () => ({ honeypot: '', submitTime: Date.now() })],
  ] as const)(
    'keeps a submission caught by the %s rule as spam and answers the normal success',
    async (reason, trap) => {
      const response = await post(plainApp, url, { ...payload, ...trap() });
      expect(response.statusCode).toBe(okStatus);
      expect(response.json()).toEqual({ success: true });
      expect(await stored(plainApp)).toMatchObject({
        [table]: [{ spam_reason: reason }],
        leads: 0,
        outbox: 0,
      });
    },
  );

  it('lets a person’s submission, and the spec’s payload without the trap fields, through', async () => {
    expect((await post(plainApp, url, { ...payload, ...person() })).statusCode).toBe(okStatus);
    expect((await post(plainApp, url, payload)).statusCode).toBe(okStatus);
    expect(await stored(plainApp)).toMatchObject({
      [table]: [{ spam_reason: null }, { spam_reason: null }],
      outbox: 2,
    });
  });

  it('refuses a submitTime that is not a number like any malformed field', async () => {
    const response = await post(plainApp, url, { ...payload, submitTime: 'now' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Invalid form data' });
  });

  describe('with the Turnstile keys set', () => {
    it.each([
      ['a token siteverify rejects', { captchaToken: 'forged' }],
      ['no token', {}],
    ])(
      'keeps a submission with %s as spam and answers the normal success',
      async (_case, token) => {
        const response = await post(captchaApp, url, { ...payload, ...person(), ...token });
        expect(response.statusCode).toBe(okStatus);
        expect(response.json()).toEqual({ success: true });
        expect(await stored(captchaApp)).toMatchObject({
          [table]: [{ spam_reason: 'captcha failed' }],
          leads: 0,
          outbox: 0,
        });
      },
    );

    it('lets a submission with a genuine token through', async () => {
      const response = await post(captchaApp, url, {
        ...payload,
        ...person(),
        captchaToken: genuineToken,
      });
      expect(response.statusCode).toBe(okStatus);
      expect(await stored(captchaApp)).toMatchObject({
        [table]: [{ spam_reason: null }],
        leads: table === 'contacts' ? 1 : 0,
        outbox: 1,
      });
    });
  });
});
