import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebDistFixture, type WebDistFixture } from '../../test/web-dist-fixture.ts';

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

function get(url: string, acceptEncoding?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('cache headers', () => {
  it('let browsers keep hashed assets for a year without asking again', async () => {
    const response = await get(webDist.assetUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Nothing to revalidate or resume: each of a page's scripts goes without these bytes.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
  });

  it('make browsers check pages again after a few minutes at most', async () => {
    const response = await get('/');
    const maxAge = /max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1];
    expect(response.headers['cache-control']).not.toContain('immutable');
    expect(Number(maxAge)).toBeGreaterThan(0);
    expect(Number(maxAge)).toBeLessThanOrEqual(600);
  });
});

describe('compression', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('sends pages and assets as %s when the client accepts it', async (encoding, accepted) => {
    for (const url of ['/', webDist.assetUrl]) {
      const response = await get(url, accepted);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe(encoding);
    }
  });

  it('sends plain bodies to clients that accept no encoding', async () => {
    const response = await get('/');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('Dedicated remote teams.');
  });
});
