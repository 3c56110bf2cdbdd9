import { describe, expect, it } from 'vitest';
import type { FetchLike } from './settings.ts';
import { verifyTurnstileToken } from './turnstile.ts';

const settings = { secretKey: 'secret-key', verifyUrl: 'https://verify.example/siteverify' };

function fakeFetch(answer: { status?: number; body?: unknown; fail?: Error }) {
  const calls: Array<{ url: string; body: URLSearchParams; contentType: string | undefined }> = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({
      url,
      body: new URLSearchParams(init.body),
      contentType: init.headers['content-type'],
    });
    if (answer.fail !== undefined) return Promise.reject(answer.fail);
    const status = answer.status ?? 200;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(answer.body),
    });
  };
  return { fetch, calls };
}

describe('verifyTurnstileToken', () => {
  it('posts the secret, the token and the client address as a form, and passes on success', async () => {
    const { fetch, calls } = fakeFetch({ body: { success: true } });
    const verdict = await verifyTurnstileToken({
      settings,
      token: 'token-1',
      clientIp: '203.0.113.9',
      fetch,
    });
    expect(verdict).toEqual({ passed: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(settings.verifyUrl);
    expect(calls[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({
      secret: 'secret-key',
      response: 'token-1',
      remoteip: '203.0.113.9',
    });
  });

  it.each([undefined, '', '   '])('fails without asking when the token is %j', async (token) => {
    const { fetch, calls } = fakeFetch({ body: { success: true } });
    const verdict = await verifyTurnstileToken({ settings, token, clientIp: '::1', fetch });
    expect(verdict.passed).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'a rejection',
      { body: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
      'timeout-or-duplicate',
    ],
    ['an error status', { status: 503, body: {} }, '503'],
    ['an unreadable answer', { body: { ok: 'yes' } }, 'unreadable'],
    ['a network failure', { fail: new Error('connect ECONNREFUSED') }, 'ECONNREFUSED'],
  ])('fails on %s', async (_case, answer, detail) => {
    const { fetch } = fakeFetch(answer);
    const verdict = await verifyTurnstileToken({
      settings,
      token: 'token',
      clientIp: '::1',
      fetch,
    });
    expect(verdict).toEqual({ passed: false, detail: expect.stringContaining(detail) as unknown });
  });
});
