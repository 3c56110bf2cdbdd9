import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebDistFixture, type WebDistFixture } from '../../test/web-dist-fixture.ts';

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

const strictPolicy = [
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
].join(';');

/** The admin screen's policy: staff may ask to see an e-mail's remote images. */
const withRemoteImages = (policy: string) =>
  policy.replace("img-src 'self' data:", "img-src 'self' data: https:");

describe('security headers', () => {
  it('allow only the site’s own scripts, styles, fonts, images and connections, and no framing', async () => {
    const headers = await headersOf({}, '/');

    expect(headers['content-security-policy']).toBe(strictPolicy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('allow Cloudflare Turnstile’s script and frame on the pages with forms only, when Turnstile is on', async () => {
    const { app } = (testApp = await createTestApp({
      WEB_DIST_DIR: webDist.dir,
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET_KEY: 'secret',
    }));
    const get = (url: string) => app.inject({ method: 'GET', url });
    const turnstilePolicy = strictPolicy
      .replace("script-src 'self'", "script-src 'self' https://challenges.cloudflare.com")
      .replace("frame-src 'self'", "frame-src 'self' https://challenges.cloudflare.com");

    for (const url of ['/admin', '/admin/reports', '/']) {
      const response = await get(url);
      expect(response.headers['content-security-policy'], url).toBe(
        url === '/' ? turnstilePolicy : withRemoteImages(turnstilePolicy),
      );
      expect(response.body, url).toContain('<meta name="turnstile-site-key" content="site-key">');
    }
    for (const url of [
      '/no-such-page',
      '/admin/',
      '/admin/nowhere',
      '/healthz',
      '/trpc/auth.session',
    ]) {
      expect((await get(url)).headers['content-security-policy'], url).toBe(strictPolicy);
    }
  });

  it('keep every page strict and without a site key when Turnstile is off', async () => {
    testApp = await createTestApp({ WEB_DIST_DIR: webDist.dir });
    for (const url of ['/', '/admin']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        url === '/' ? strictPolicy : withRemoteImages(strictPolicy),
      );
      expect(response.body, url).not.toContain('turnstile-site-key');
    }
  });

  it('keep the admin page as strict as the rest but for images from other servers, which an e-mail may show when staff ask', async () => {
    const headers = await headersOf({}, '/admin');
    expect(headers['content-security-policy']).toBe(
      strictPolicy.replace("img-src 'self' data:", "img-src 'self' data: https:"),
    );
  });

  it('on an asset are only those that apply to a script, and the full set on a missing one', async () => {
    testApp = await createTestApp({ WEB_DIST_DIR: webDist.dir });
    const asset = await testApp.app.inject({ method: 'GET', url: webDist.assetUrl });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ]) {
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    }

    const missing = await testApp.app.inject({ method: 'GET', url: '/assets/missing-Aa1.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(strictPolicy);
    expect(missing.headers['x-frame-options']).toBe('DENY');
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
