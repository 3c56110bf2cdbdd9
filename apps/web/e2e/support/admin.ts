import { randomInt } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { ConflictError, createAdmin } from '@app/api';
import { openDatabase } from '@app/db';
import { quietTestLogger } from '@app/db/testing';

/** The admin the browser tests log in as; created straight in the server's database. */
export const testAdmin = {
  email: 'e2e-admin@bamboobridgeteams.com.au',
  password: 'e2e correct horse battery staple',
} as const;

export async function ensureTestAdmin(databaseUrl: string): Promise<void> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    await createAdmin({ em: orm.em.fork(), input: testAdmin });
  } catch (error) {
    // Made by an earlier test file of the same run.
    if (!(error instanceof ConflictError)) throw error;
  } finally {
    await orm.close();
  }
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Logs in through the documented REST door, as a form opened a few seconds ago would (the
 * server refuses forms sent within a second of being shown).
 */
export async function loginThroughApi(baseUrl: string): Promise<string> {
  const response = await postJson(`${baseUrl}/api/admin/login`, {
    username: testAdmin.email,
    password: testAdmin.password,
    honeypot: '',
    submitTime: Date.now() - 5_000,
  });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!response.ok || token === undefined) throw new Error(`Login failed with ${response.status}`);
  return token;
}

/** Opens every page of the context with the admin token already stored, as after a login. */
export async function storeAdminToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    // Init scripts run in every frame, an e-mail's sandboxed one too, which has no storage.
    if (window.top === window) window.localStorage.setItem('admin-token', value);
  }, token);
}

/** True when the server still accepts the token for an admin call. */
export async function isTokenAccepted(baseUrl: string, token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/trpc/auth.session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 401) return false;
  if (response.ok) return true;
  throw new Error(`auth.session answered ${response.status}`);
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** A person's name no other test uses; names allow letters only, so no digits. */
export function uniquePersonName(firstName: string): string {
  const suffix = Array.from({ length: 8 }, () => letters[randomInt(letters.length)]).join('');
  return `${firstName} ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
}

export type ContactRequest = {
  readonly name: string;
  readonly email: string;
  readonly contact: string;
  readonly company: string;
  readonly teamSize: string;
  readonly message: string;
  /** The hidden field: a person leaves it empty, a bot fills it and is kept as spam. */
  readonly honeypot?: string;
};

/** Sends the public contact form's request, which stores a submission and a new lead. */
export async function sendContactRequest(baseUrl: string, request: ContactRequest): Promise<void> {
  const response = await postJson(`${baseUrl}/api/contact`, request);
  if (!response.ok)
    throw new Error(`POST /api/contact answered ${response.status}: ${await response.text()}`);
}

export type CareerApplication = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly linkedinUrl: string;
  readonly position: string;
  readonly description: string;
};

export async function sendCareerApplication(
  baseUrl: string,
  application: CareerApplication,
): Promise<void> {
  const response = await postJson(`${baseUrl}/api/careers`, application);
  if (!response.ok)
    throw new Error(`POST /api/careers answered ${response.status}: ${await response.text()}`);
}

/** A lead as the contact form creates it, with a name no other test uses. */
export async function createLead(
  baseUrl: string,
  firstName: string,
  overrides: Partial<ContactRequest> = {},
): Promise<ContactRequest> {
  const name = uniquePersonName(firstName);
  const request: ContactRequest = {
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    contact: '+61 412 345 678',
    company: 'Acme Pty Ltd',
    teamSize: '4-7',
    message: 'We need two React developers.',
    ...overrides,
  };
  await sendContactRequest(baseUrl, request);
  return request;
}

/** Calls an admin tRPC mutation as the board would, with the session's bearer token. */
export async function callAdminMutation(
  baseUrl: string,
  token: string,
  path: string,
  input: unknown,
): Promise<void> {
  const response = await postJson(`${baseUrl}/trpc/${path}`, input, {
    authorization: `Bearer ${token}`,
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}
