import { sql, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminSession, AdminUser } from '@app/db';
import { adminUsernameSchema, normalizeAdminUsername } from '@app/domain';
import {
  adminPasswordMinLength,
  hashPassword,
  isLongEnoughAdminPassword,
} from '../auth/password.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';

export interface AdminAccountInput {
  email: string;
  password: string;
}

export const adminPasswordTooShortMessage = `The password must be at least ${adminPasswordMinLength} characters`;
export const adminPasswordTooCommonMessage =
  'That password is among the most common ones. Please choose another.';

/**
 * The rules every admin password meets, whoever sets it (the CLI, the admin screen): long
 * enough, and not one of the common passwords that attackers try first. Answers what is wrong,
 * or undefined for a password that may be used.
 */
export function adminPasswordProblem(password: string): string | undefined {
  if (!isLongEnoughAdminPassword(password)) return adminPasswordTooShortMessage;
  if (isCommonPassword(password)) return adminPasswordTooCommonMessage;
  return undefined;
}

/** Refuses a password that breaks the rules; `field` names the form field the refusal is for. */
export function checkPasswordStrength(password: string, field = 'password'): void {
  const problem = adminPasswordProblem(password);
  if (problem !== undefined) throw new InvalidInputError(problem, { [field]: problem });
}

/** Usernames are e-mail addresses, compared in their one normalised form (without case). */
export function findAdminByEmail(em: EntityManager, email: string): Promise<AdminUser | null> {
  return em.findOne(AdminUser, { [sql.lower('username')]: normalizeAdminUsername(email) });
}

export async function countAdmins(options: { em: EntityManager }): Promise<number> {
  return options.em.count(AdminUser);
}

/** Creates an admin with an argon2id hash of the password; a ConflictError when it exists. */
export async function createAdmin(options: {
  em: EntityManager;
  input: AdminAccountInput;
  /** For an admin added with a temporary password: their first login must choose their own. */
  mustChangePassword?: boolean;
  /** Already checked by `adminDisplayNameSchema`. */
  displayName?: string | null;
}): Promise<{ id: number; username: string; displayName: string | null }> {
  const { em, input } = options;
  checkPasswordStrength(input.password);
  const parsedUsername = adminUsernameSchema.safeParse(input.email);
  if (!parsedUsername.success) throw InvalidInputError.fromZod(parsedUsername.error);
  const username = parsedUsername.data;
  const exists = `An admin with the username ${username} already exists`;
  if ((await findAdminByEmail(em, username)) !== null) throw new ConflictError(exists);
  const admin = em.create(AdminUser, {
    username,
    displayName: options.displayName ?? null,
    password: await hashPassword(input.password),
    mustChangePassword: options.mustChangePassword ?? false,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(exists);
    throw error;
  }
  return { id: admin.id, username: admin.username, displayName: admin.displayName ?? null };
}

/** Sets a new password and ends the admin's open sessions, in one transaction. */
export async function setAdminPassword(options: {
  em: EntityManager;
  input: AdminAccountInput;
}): Promise<{ id: number; username: string; endedSessions: number }> {
  const { em, input } = options;
  checkPasswordStrength(input.password);
  const passwordHash = await hashPassword(input.password);
  return em.transactional(async (transaction) => {
    const admin = await findAdminByEmail(transaction, input.email);
    if (admin === null) throw new NotFoundError(`No admin has the username ${input.email}`);
    admin.password = passwordHash;
    const endedSessions = await transaction.nativeDelete(AdminSession, { adminId: admin.id });
    return { id: admin.id, username: admin.username, endedSessions };
  });
}
