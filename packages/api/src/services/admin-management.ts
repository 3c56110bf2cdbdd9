import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminSession, AdminUser } from '@app/db';
import {
  type AddedAdmin,
  type AdminAccountDto,
  type AdminName,
  type AdminRemoval,
  type AdminSessionDto,
  type EndedSessions,
  type SessionEnd,
  wrongCurrentPasswordMessage,
} from '@app/domain';
import { hashPassword } from '../auth/password.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import { checkPasswordStrength, createAdmin } from './admin-accounts.ts';
import type { AuthenticatedAdmin } from './admin-auth.ts';
import { recordAdminAction } from './audit-log.ts';
import { confirmAdminPassword } from './login-admission.ts';
import { epochMsSql } from './sql-time.ts';

export const lastAdminMessage =
  'This is the last admin: add another admin before removing this one.';
const adminNotFoundMessage = 'No such admin';
export const sessionNotFoundMessage = 'No such session of yours';
export const samePasswordMessage = 'Choose a password different from your current one';

/** Who asks, and from where: the audit rows of these changes name both. */
export interface AdminActor {
  admin: AuthenticatedAdmin;
  clientIp: string;
}

/**
 * 18 random bytes, 24 URL-safe characters: far beyond guessing for the short while it lives, and
 * typed or pasted once.
 */
function temporaryPassword(): string {
  return randomBytes(18).toString('base64url');
}

interface AdminRow {
  id: number;
  username: string;
  display_name: string | null;
  created_at: number;
  last_login: number | null;
  two_factor_enabled: boolean;
  must_change_password: boolean;
}

/** Every admin, by username, with when they last logged in and whether they use 2FA. */
export async function listAdmins(options: {
  em: EntityManager;
  actor: AuthenticatedAdmin;
}): Promise<AdminAccountDto[]> {
  const rows = await options.em.execute<AdminRow[]>(
    `select id, username, display_name, ${epochMsSql('created_at')} as created_at,
            ${epochMsSql('last_login')} as last_login,
            two_factor_enabled_at is not null as two_factor_enabled, must_change_password
       from admin_users order by username`,
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    createdAt: new Date(row.created_at).toISOString(),
    lastLogin: row.last_login === null ? null : new Date(row.last_login).toISOString(),
    twoFactorEnabled: row.two_factor_enabled,
    mustChangePassword: row.must_change_password,
    isYou: row.id === options.actor.adminId,
  }));
}

/**
 * Adds an admin with a random temporary password, answered once and stored only hashed; their
 * first login must replace it. The `admin.create` row commits with the account.
 */
export async function addAdmin(options: {
  em: EntityManager;
  actor: AdminActor;
  email: string;
  displayName: string | null;
}): Promise<AddedAdmin> {
  const { em, actor } = options;
  const password = temporaryPassword();
  return em.transactional(async (transaction) => {
    const created = await createAdmin({
      em: transaction,
      input: { email: options.email, password },
      mustChangePassword: true,
      displayName: options.displayName,
    });
    await recordAdminAction({
      em: transaction,
      actor: { adminId: actor.admin.adminId, ip: actor.clientIp },
      action: 'admin.create',
      record: { type: 'admin', id: created.id },
      details: { username: created.username },
    });
    return { id: created.id, username: created.username, temporaryPassword: password };
  });
}

/**
 * Removes an admin (their sessions go with them), never the last one. Every admin row is locked
 * first, so two removals at once run one after the other and the second counts what the first
 * left: they cannot remove the last two between them. An admin may remove themself while another
 * remains (someone leaving hands over first); their session ends with the account.
 */
export async function removeAdmin(options: {
  em: EntityManager;
  actor: AdminActor;
  id: number;
}): Promise<AdminRemoval> {
  const { em, actor, id } = options;
  return em.transactional(async (transaction) => {
    const admins = await transaction.execute<{ id: number; username: string }[]>(
      'select id, username from admin_users order by id for update',
    );
    const target = admins.find((admin) => admin.id === id);
    if (target === undefined) throw new NotFoundError(adminNotFoundMessage);
    if (admins.length <= 1) throw new ConflictError(lastAdminMessage);
    // Written before the delete, so the row still finds the actor's username if they remove themself.
    await recordAdminAction({
      em: transaction,
      actor: { adminId: actor.admin.adminId, ip: actor.clientIp },
      action: 'admin.remove',
      record: { type: 'admin', id },
      details: { username: target.username },
    });
    await transaction.nativeDelete(AdminUser, { id });
    return { removed: true as const };
  });
}

/**
 * Changes the asking admin's password: the current one must be right and the new one meet the
 * rules. Clears a pending forced change and ends the admin's other sessions (a password changed
 * because it leaked must shut out whoever used it); the asking session stays open.
 */
export async function changeOwnPassword(options: {
  em: EntityManager;
  actor: AdminActor;
  input: { currentPassword: string; newPassword: string };
  settings: AuthSettings;
}): Promise<EndedSessions> {
  const { em, actor, input } = options;
  const admin = await em.findOneOrFail(AdminUser, actor.admin.adminId);
  const confirmed = await confirmAdminPassword({
    em,
    adminId: admin.id,
    password: input.currentPassword,
    clientIp: actor.clientIp,
    settings: options.settings,
  });
  if (!confirmed) {
    throw new InvalidInputError(wrongCurrentPasswordMessage, {
      currentPassword: wrongCurrentPasswordMessage,
    });
  }
  checkPasswordStrength(input.newPassword, 'newPassword');
  if (input.newPassword === input.currentPassword) {
    throw new InvalidInputError(samePasswordMessage, { newPassword: samePasswordMessage });
  }
  const passwordHash = await hashPassword(input.newPassword);
  return em.transactional(async (transaction) => {
    await transaction.nativeUpdate(
      AdminUser,
      { id: admin.id },
      { password: passwordHash, mustChangePassword: false },
    );
    const endedSessions = await transaction.nativeDelete(AdminSession, {
      adminId: admin.id,
      id: { $ne: actor.admin.sessionId },
    });
    await recordAdminAction({
      em: transaction,
      actor: { adminId: admin.id, ip: actor.clientIp },
      action: 'admin.password_change',
      record: { type: 'admin', id: admin.id },
      details: { endedSessions },
    });
    return { endedSessions };
  });
}

/**
 * Sets or clears (null) the asking admin's display name, which signs the e-mails they write from
 * then on; messages already sent keep the name they went out with. The audit row says which.
 */
export async function changeOwnName(options: {
  em: EntityManager;
  actor: AdminActor;
  displayName: string | null;
}): Promise<AdminName> {
  const { em, actor, displayName } = options;
  return em.transactional(async (transaction) => {
    await transaction.nativeUpdate(AdminUser, { id: actor.admin.adminId }, { displayName });
    await recordAdminAction({
      em: transaction,
      actor: { adminId: actor.admin.adminId, ip: actor.clientIp },
      action: 'admin.name_change',
      record: { type: 'admin', id: actor.admin.adminId },
      details: displayName === null ? { cleared: true } : { displayName },
    });
    return { displayName };
  });
}

interface SessionRow {
  id: number;
  created_at: number;
  last_used_at: number;
  ip: string | null;
  user_agent: string | null;
}

/** The asking admin's sessions still in use (neither expired nor idle), latest used first. */
export async function listOwnSessions(options: {
  em: EntityManager;
  actor: AuthenticatedAdmin;
  settings: AuthSettings;
}): Promise<AdminSessionDto[]> {
  const { em, actor, settings } = options;
  const now = settings.now();
  const rows = await em.execute<SessionRow[]>(
    `select id, ${epochMsSql('created_at')} as created_at,
            ${epochMsSql('last_used_at')} as last_used_at, ip, user_agent
       from admin_sessions
      where admin_id = ? and expires_at > ? and last_used_at > ?
      order by last_used_at desc, id desc`,
    [actor.adminId, now, new Date(now.getTime() - settings.idleTimeoutMs)],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: new Date(row.last_used_at).toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    isCurrent: row.id === actor.sessionId,
  }));
}

/**
 * Ends one of the asking admin's own sessions (a lost laptop's, say): its next call is refused.
 * Another admin's session id answers as an unknown one.
 */
export async function endOwnSession(options: {
  em: EntityManager;
  actor: AuthenticatedAdmin;
  id: number;
}): Promise<SessionEnd> {
  const { em, actor, id } = options;
  const ended = await em.nativeDelete(AdminSession, { id, adminId: actor.adminId });
  if (ended === 0) throw new NotFoundError(sessionNotFoundMessage);
  return { ended: true as const };
}

/**
 * Ends every session of another admin (a colleague's lost laptop): their next call is refused
 * and they log in again. Ending one's own sessions goes one by one through `endOwnSession`, so
 * the asking session is never cut off by surprise.
 */
export async function endAdminSessions(options: {
  em: EntityManager;
  actor: AuthenticatedAdmin;
  adminId: number;
}): Promise<EndedSessions> {
  const { em, actor, adminId } = options;
  if (adminId === actor.adminId) {
    throw new InvalidInputError(endOwnSessionsMessage, { id: endOwnSessionsMessage });
  }
  if ((await em.findOne(AdminUser, adminId)) === null) {
    throw new NotFoundError(adminNotFoundMessage);
  }
  return { endedSessions: await em.nativeDelete(AdminSession, { adminId }) };
}

export const endOwnSessionsMessage = 'End your own sessions one by one under "Your account"';
