import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { TestApp } from './test-app.ts';

/** A tRPC query over HTTP as the admin screen sends one: GET, the input in the address. */
export function trpcQuery(
  testApp: TestApp,
  path: string,
  input?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return testApp.app.inject({ method: 'GET', url: `/trpc/${path}${query}`, headers });
}

/** A tRPC mutation over HTTP: POST, the input as the JSON body. */
export function trpcMutation(
  testApp: TestApp,
  path: string,
  input?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input ?? {}),
  });
}

/**
 * The data of a successful call, read by `schema`; any other answer throws with its body, so a
 * test says why.
 */
export function trpcData<Schema extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: Schema,
): z.output<Schema> {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return schema.parse(response.json<{ result: { data: unknown } }>().result.data);
}
