import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebDistFixture, type WebDistFixture } from '../../test/web-dist-fixture.ts';
import { compressAhead, compressPage, preferredEncoding } from './page-compression.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %s', (acceptEncoding, expected) => {
    expect(preferredEncoding(acceptEncoding)).toBe(expected);
  });
});

describe('compressPage', () => {
  const html = `<!doctype html><title>Page</title>${'<p>Remote teams</p>'.repeat(500)}`;

  it('gives the page in each encoding, compressed once and kept', async () => {
    const page = compressPage(html);

    expect(brotliDecompressSync(await page.encoded('br')).toString()).toBe(html);
    expect(gunzipSync(await page.encoded('gzip')).toString()).toBe(html);
    expect(page.encoded('br')).toBe(page.encoded('br'));
  });

  it('compresses pages ahead of their first request, keeping what it made', async () => {
    const pages = [compressPage(html), compressPage(`${html}<p>Second</p>`)];
    const encodedAhead: Array<Promise<Buffer>> = [];
    const watched = pages.map((page) => ({
      html: page.html,
      encoded: (encoding: 'br' | 'gzip') => {
        const body = page.encoded(encoding);
        encodedAhead.push(body);
        return body;
      },
    }));

    await compressAhead(watched);

    expect(encodedAhead).toHaveLength(4);
    expect(encodedAhead).toContain(pages[1]?.encoded('gzip'));
    expect(
      gunzipSync(
        await (pages[1]?.encoded('gzip') ?? Promise.reject(new Error('no page'))),
      ).toString(),
    ).toBe(`${html}<p>Second</p>`);
  });
});

describe('prerendered pages', () => {
  let webDist: WebDistFixture;
  let testApp: TestApp;

  beforeAll(async () => {
    webDist = await createWebDistFixture();
    testApp = await createTestApp({ WEB_DIST_DIR: webDist.dir });
  });

  afterAll(async () => {
    await testApp.close();
    await webDist.remove();
  });

  const get = (url: string, acceptEncoding: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'are sent as %s, compressed once and then the same bytes each time',
    async (encoding, decompress) => {
      const plain = await get('/', 'identity');
      const first = await get('/', encoding);
      const second = await get('/', encoding);

      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(decompress(first.rawPayload).toString()).toBe(plain.body);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    },
  );

  it('include the not-found page, with its 404 status', async () => {
    const response = await get('/no-such-page', 'br');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<title>Not found</title>',
    );
  });

  it('leave other responses to per-response compression', async () => {
    const response = await get('/healthz', 'br');

    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
