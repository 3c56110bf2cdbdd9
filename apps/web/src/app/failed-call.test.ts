import { createTRPCClient, httpLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '@app/api';
import { classifyFailedCall, isUnauthorized } from './failed-call.ts';
import type { FailedCall } from './rest-call.ts';

/** The error a real tRPC client raises when the server answers `fetch`'s response. */
async function failureOf(fetch: typeof globalThis.fetch): Promise<unknown> {
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: 'http://localhost/trpc', fetch })],
  });
  return client.leads.stats.query().then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (error: unknown) => error,
  );
}

const answer = (status: number, body: string, contentType = 'application/json') =>
  failureOf(() =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } })),
  );

function trpcError(code: string, httpStatus: number, message: string): string {
  return JSON.stringify({ error: { message, code: -32600, data: { code, httpStatus } } });
}

describe('classifyFailedCall', () => {
  it("reads a tRPC refusal as the server's answer, with its code and message", async () => {
    const error = await answer(429, trpcError('TOO_MANY_REQUESTS', 429, 'Too many requests'));
    expect(classifyFailedCall(error)).toEqual<FailedCall>({
      kind: 'refused',
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests',
    });
  });

  it('reads the error text of a JSON answer that is not tRPC’s, whatever its status', async () => {
    expect(
      classifyFailedCall(await answer(502, JSON.stringify({ error: 'boom' }))),
    ).toEqual<FailedCall>({
      kind: 'plain-error',
      message: 'boom',
    });
  });

  it.each([
    ['an HTML error page', () => answer(502, '<h1>Bad gateway</h1>', 'text/html')],
    ['JSON without an error text', () => answer(500, JSON.stringify({ error: '' }))],
    ['a network failure', () => failureOf(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('reads %s as no answer', async (_case, fail) => {
    expect(classifyFailedCall(await fail())).toEqual<FailedCall>({ kind: 'no-answer' });
  });

  it('reads anything that is not a tRPC client error as no answer', () => {
    expect(classifyFailedCall(new Error('boom'))).toEqual<FailedCall>({ kind: 'no-answer' });
  });
});

describe('isUnauthorized', () => {
  it('is true only for an UNAUTHORIZED answer', async () => {
    expect(isUnauthorized(await answer(401, trpcError('UNAUTHORIZED', 401, 'Unauthorized')))).toBe(
      true,
    );
    expect(isUnauthorized(await answer(403, trpcError('FORBIDDEN', 403, 'Unauthorized')))).toBe(
      false,
    );
    expect(isUnauthorized(await answer(401, JSON.stringify({ error: 'Unauthorized' })))).toBe(
      false,
    );
  });
});
