import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { testDatabaseBaseUrlKey } from '@app/db/testing';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const validContact = {
  name: 'Liam Carter',
  email: 'liam@example.com',
  contact: '0491 570 110',
  company: '',
  teamSize: '',
  message: '',
};

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

function submit(
  app: TestApp,
  url: string,
  headers: Record<string, string> = {},
  remoteAddress = '203.0.113.7',
) {
  return app.app.inject({ method: 'POST', url, payload: validContact, headers, remoteAddress });
}

describe('form rate limiting', () => {
  it('answers 429 with Retry-After once an address passes FORM_RATE_LIMIT_PER_MINUTE, across both doors', async () => {
    testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '3' });

    const statuses = [];
    for (const url of ['/api/contact', '/trpc/public.submitContact', '/api/contact']) {
      statuses.push((await submit(testApp, url)).statusCode);
    }
    const limited = await submit(testApp, '/api/contact');
    const limitedTrpc = await submit(testApp, '/trpc/public.submitContact');
    const otherAddress = await submit(testApp, '/api/contact', {}, '198.51.100.20');

    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      error: 'Too many submissions from your network. Please wait a minute and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limitedTrpc.statusCode).toBe(429);
    expect(limitedTrpc.headers['retry-after']).toBeDefined();
    expect(otherAddress.statusCode).toBe(200);
    const [row] = await testApp.sql<{ count: string }>('select count(*) from contact_submissions');
    expect(Number(row?.count)).toBe(4);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1' });
    await submit(testApp, '/api/contact', { 'x-forwarded-for': '192.0.2.1' });
    const spoofed = await submit(testApp, '/api/contact', { 'x-forwarded-for': '192.0.2.2' });

    expect(spoofed.statusCode).toBe(429);
  });

  it('keys on the forwarded client address when TRUST_PROXY is set', async () => {
    testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'true' });
    const first = await submit(testApp, '/api/careers', { 'x-forwarded-for': '192.0.2.1' });
    const second = await submit(testApp, '/api/contact', { 'x-forwarded-for': '192.0.2.2' });
    const repeated = await submit(testApp, '/api/contact', { 'x-forwarded-for': '192.0.2.2' });

    expect(first.statusCode).toBe(400);
    expect(second.statusCode).toBe(200);
    expect(repeated.statusCode).toBe(429);
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the database answers and 503 once it does not', async () => {
    testApp = await createTestApp();
    const healthy = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });

    const [{ name } = { name: '' }] = await testApp.sql<{ name: string }>(
      'select current_database() as name',
    );
    const admin = new pg.Client({ connectionString: inject(testDatabaseBaseUrlKey) });
    await admin.connect();
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      const unhealthy = await testApp.app.inject({ method: 'GET', url: '/healthz' });
      expect(unhealthy.statusCode).toBe(503);
      expect(unhealthy.json()).toEqual({ status: 'unavailable' });

      await admin.query(`alter database "${name}" allow_connections true`);
      await expect
        .poll(
          async () => (await testApp?.app.inject({ method: 'GET', url: '/healthz' }))?.statusCode,
          { timeout: 20_000 },
        )
        .toBe(200);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
  });

  it('answers a form submission with 503 and a clear error while the database is unreachable', async () => {
    testApp = await createTestApp();
    const [{ name } = { name: '' }] = await testApp.sql<{ name: string }>(
      'select current_database() as name',
    );
    const admin = new pg.Client({ connectionString: inject(testDatabaseBaseUrlKey) });
    await admin.connect();
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      const response = await submit(testApp, '/api/contact');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        error: 'The service is temporarily unavailable. Please try again in a moment.',
      });
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
  });
});

describe('unknown paths', () => {
  it('answer 404 with a JSON error on the API', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
