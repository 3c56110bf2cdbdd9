import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createAdmin, hashSessionToken } from '@app/api';
import { createLogger } from '../src/runtime/logger.ts';
import type { TestApp } from './test-app.ts';

export const adminEmail = 'owner@bamboobridgeteams.com.au';
export const adminPassword = 'correct horse battery staple';

export function createTestAdmin(
  testApp: TestApp,
  input: { email: string; password: string } = { email: adminEmail, password: adminPassword },
): Promise<{ id: number; username: string }> {
  return createAdmin({ em: testApp.em(), input });
}

/** A form opened a few seconds ago, as a person would send it. */
export function humanSubmitTime(): number {
  return Date.now() - 5_000;
}

export function loginPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: adminEmail,
    password: adminPassword,
    honeypot: '',
    submitTime: humanSubmitTime(),
    ...overrides,
  };
}

export function postLogin(
  testApp: TestApp,
  payload: unknown,
  remoteAddress = '198.51.100.10',
  url = '/api/admin/login',
) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });
}

/** Stores a session row directly, e.g. one that expired or went idle; answers its token. */
export async function insertSession(
  testApp: TestApp,
  adminId: number,
  times: { expiresAt?: Date; lastUsedAt?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = times.expiresAt ?? new Date(Date.now() + 60 * 60_000);
  const lastUsedAt = times.lastUsedAt ?? new Date();
  await testApp.sql(
    'insert into admin_sessions (admin_id, token, expires_at, last_used_at) values (?, ?, ?, ?)',
    [adminId, hashSessionToken(token), expiresAt, lastUsedAt],
  );
  return token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface CapturedLogs {
  logger: Logger;
  entries: () => Array<Record<string, unknown>>;
  text: () => string;
}

/**
 * The server's logger at `info`, keeping its JSON lines in memory, for tests that read what was
 * logged.
 */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    logger: createLogger({ logLevel: 'info' }, destination),
    entries: () =>
      lines
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}
