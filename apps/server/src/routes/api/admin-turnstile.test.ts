import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminEmail,
  createTestAdmin,
  loginPayload,
  postLogin,
} from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createWebDistFixture } from '../../../test/web-dist-fixture.ts';

const siteKey = 'turnstile-test-site-key';
const secretKey = 'turnstile-test-secret';
const genuineToken = 'genuine-turnstile-token';

/** Cloudflare's siteverify, played by a local server: one token passes, the rest fail. */
let fakeSiteverify: Server;
let verifyUrl: string;
let received: URLSearchParams[] = [];
let answerStatus = 200;

beforeAll(async () => {
  fakeSiteverify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get('secret') === secretKey && form.get('response') === genuineToken;
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => fakeSiteverify.listen(0, '127.0.0.1', resolve));
  const { port } = fakeSiteverify.address() as AddressInfo;
  verifyUrl = `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
});

afterAll(async () => {
  await new Promise((resolve) => fakeSiteverify.close(resolve));
});

describe('with the Turnstile keys set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      TURNSTILE_SITE_KEY: siteKey,
      TURNSTILE_SECRET_KEY: secretKey,
      TURNSTILE_VERIFY_URL: verifyUrl,
    });
    await createTestAdmin(testApp);
  });

  afterAll(() => testApp.close());

  beforeEach(async () => {
    received = [];
    answerStatus = 200;
    await testApp.sql('truncate login_attempts, admin_sessions');
  });

  it('logs in when siteverify confirms the token, sending the secret, token and client address', async () => {
    const response = await postLogin(
      testApp,
      loginPayload({ captchaToken: genuineToken }),
      '198.51.100.40',
    );

    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0] ?? [])).toEqual({
      secret: secretKey,
      response: genuineToken,
      remoteip: '198.51.100.40',
    });
  });

  it('refuses a token siteverify rejects, even with the right password', async () => {
    const response = await postLogin(testApp, loginPayload({ captchaToken: 'forged' }));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Captcha verification failed. Please try again.' });
    expect(received).toHaveLength(1);
    const [sessions] = await testApp.sql<{ count: string }>('select count(*) from admin_sessions');
    expect(Number(sessions?.count)).toBe(0);
  });

  it('refuses a login without a token and does not ask siteverify', async () => {
    const response = await postLogin(testApp, loginPayload());

    expect(response.statusCode).toBe(401);
    expect(received).toHaveLength(0);
  });

  it('refuses when siteverify fails to answer properly', async () => {
    answerStatus = 500;
    const response = await postLogin(testApp, loginPayload({ captchaToken: genuineToken }));
    expect(response.statusCode).toBe(401);
  });

  it('checks the token through tRPC too', async () => {
    const refused = await postLogin(
      testApp,
      loginPayload({ captchaToken: 'forged' }),
      undefined,
      '/trpc/auth.login',
    );
    const accepted = await postLogin(
      testApp,
      loginPayload({ captchaToken: genuineToken }),
      undefined,
      '/trpc/auth.login',
    );
    expect(refused.statusCode).toBe(401);
    expect(accepted.statusCode).toBe(200);
  });

  it('puts the captcha in place of the username lock-out: a stranger who passes it may try', async () => {
    await testApp.sql(
      `insert into login_attempts (username, ip, succeeded, created_at)
       select ?, '192.0.2.' || n, false, now() - interval '5 minutes'
         from generate_series(1, 150) as n`,
      [adminEmail],
    );
    const response = await postLogin(
      testApp,
      loginPayload({ captchaToken: genuineToken }),
      '198.51.100.41',
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('without the Turnstile keys', () => {
  it('neither asks for a token nor calls siteverify', async () => {
    const testApp = await createTestApp({ TURNSTILE_VERIFY_URL: verifyUrl });
    try {
      await createTestAdmin(testApp);
      received = [];
      const response = await postLogin(testApp, loginPayload());
      expect(response.statusCode).toBe(200);
      expect(received).toHaveLength(0);
    } finally {
      await testApp.close();
    }
  });
});

describe('the Turnstile site key', () => {
  const siteKeyMeta = `<meta name="turnstile-site-key" content="${siteKey}">`;

  async function pagesOf(environment: Record<string, string>) {
    const webDist = await createWebDistFixture();
    const testApp = await createTestApp({ WEB_DIST_DIR: webDist.dir, ...environment });
    try {
      const body = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).body;
      return { admin: await body('/admin'), home: await body('/'), notFound: await body('/nope') };
    } finally {
      await testApp.close();
      await webDist.remove();
    }
  }

  it('is given to the admin page and the public pages (for their forms), in their head, when Turnstile is on, and not to the not-found page', async () => {
    const pages = await pagesOf({
      TURNSTILE_SITE_KEY: siteKey,
      TURNSTILE_SECRET_KEY: secretKey,
      TURNSTILE_VERIFY_URL: verifyUrl,
    });

    expect(pages.admin).toContain(`${siteKeyMeta}</head>`);
    expect(pages.home).toContain(`${siteKeyMeta}</head>`);
    expect(pages.notFound).not.toContain(siteKey);
  });

  it('is nowhere when Turnstile is off', async () => {
    const pages = await pagesOf({});
    expect(pages.admin).toContain('<title>Admin</title>');
    expect(pages.admin).not.toContain('turnstile-site-key');
    expect(pages.home).not.toContain('turnstile-site-key');
  });
});
