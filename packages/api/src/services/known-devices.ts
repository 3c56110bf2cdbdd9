import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminKnownDevice } from '@app/db';
import { knownDeviceLifetimeMs } from '../auth/known-device.ts';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';

/** Browsers remembered per admin; logging in from one more forgets the least recently used. */
const knownDevicesPerAdmin = 10;

/** True when a token belongs to a browser the admin with this username logged in from lately. */
export async function isKnownDevice(options: {
  em: EntityManager;
  tokens: readonly string[];
  username: string;
  now: Date;
}): Promise<boolean> {
  const { em, tokens, username, now } = options;
  if (tokens.length === 0) return false;
  const rows = await em.execute<Array<{ id: number }>>(
    `select d.id from admin_known_devices d join admin_users u on u.id = d.admin_id
     where d.token_hash in (?) and lower(u.username) = ? and d.last_used_at > ? limit 1`,
    [tokens.map(hashSessionToken), username, new Date(now.getTime() - knownDeviceLifetimeMs)],
  );
  return rows.length > 0;
}

/**
 * After a successful login: keeps the browser's token when one it sent already belongs to this
 * admin, otherwise makes a new one. Answers the token for the browser's cookie.
 */
export async function rememberDevice(options: {
  em: EntityManager;
  adminId: number;
  presentedTokens: readonly string[];
  now: Date;
}): Promise<string> {
  const { em, adminId, presentedTokens, now } = options;
  for (const presentedToken of presentedTokens) {
    const refreshed = await em.nativeUpdate(
      AdminKnownDevice,
      { adminId, tokenHash: hashSessionToken(presentedToken) },
      { lastUsedAt: now },
    );
    if (refreshed > 0) return presentedToken;
  }
  const { token, tokenHash } = createSessionToken();
  await em.insert(AdminKnownDevice, { adminId, tokenHash, createdAt: now, lastUsedAt: now });
  await em.execute(
    `delete from admin_known_devices where admin_id = ? and (last_used_at <= ? or id not in (
       select id from admin_known_devices where admin_id = ? order by last_used_at desc, id desc limit ?))`,
    [adminId, new Date(now.getTime() - knownDeviceLifetimeMs), adminId, knownDevicesPerAdmin],
  );
  return token;
}
