import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebDistFixture, type WebDistFixture } from '../test/web-dist-fixture.ts';

let webDist: WebDistFixture;
let testApp: TestApp | undefined;

beforeAll(async () => {
  webDist = await createWebDistFixture();
});

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

afterAll(() => webDist.remove());

async function headersOf(
  environment: Record<string, string>,
  url: string,
  headers: Record<string, string> = {},
) {
  testApp = await createTestApp({ WEB_DIST_DIR: webDist.dir, ...environment });
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return response.headers;
}

describe('security headers', () => {
  it('allow only the site’s own scripts, styles, fonts, images and connections, and no framing', async () => {
    const headers = await headersOf({}, '/');

    expect(headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join(';'),
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('allow Cloudflare Turnstile’s script and frame when Turnstile is configured', async () => {
    const csp = String(
      (await headersOf({ TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret' }, '/'))[
        'content-security-policy'
      ],
    );

    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    expect(csp).toContain("connect-src 'self';");
  });

  it('are on API answers and error pages too', async () => {
    testApp = await createTestApp({ WEB_DIST_DIR: webDist.dir });
    for (const url of ['/healthz', '/api/nothing-here', '/no-such-page']) {
      const { headers } = await testApp.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    expect((await headersOf({}, '/'))['strict-transport-security']).toBeUndefined();
  });

  it('is not sent on a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    const headers = await headersOf({}, '/', { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent for a year when a trusted proxy says the request came over HTTPS', async () => {
    const headers = await headersOf({ TRUST_PROXY: 'true' }, '/', { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
