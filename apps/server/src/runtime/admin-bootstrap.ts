import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ConflictError, countAdmins, createAdmin, findAdminByEmail } from '@app/api';
import type { ServerConfig } from './config.ts';

/** The account made for a newcomer on the embedded database, when none is configured. */
export const embeddedAdminEmail = 'admin@bamboobridgeteams.com.au';

interface BootstrapLogger {
  info(details: object, message?: string): void;
}

export interface BootstrapAdminOptions {
  orm: MikroORM;
  configuredAdmin: ServerConfig['adminBootstrap'];
  /** True only when this process started its own PostgreSQL (no DATABASE_URL). */
  embeddedDatabase: boolean;
  logger: BootstrapLogger;
  /** Where the generated password goes: the console, never the log. */
  print?: (text: string) => void;
}

/**
 * Runs after the migrations. Creates the admin of ADMIN_EMAIL/ADMIN_PASSWORD when it does not
 * exist yet. Without them, on the embedded database only and while no admin exists at all,
 * creates one with a random password and prints it once, so `pnpm start` leads to a working
 * login. Never invents credentials for a database given by DATABASE_URL.
 */
export async function bootstrapAdmin(options: BootstrapAdminOptions): Promise<void> {
  const { orm, configuredAdmin, logger } = options;
  const em = orm.em.fork();
  if (configuredAdmin !== undefined) {
    if ((await findAdminByEmail(em, configuredAdmin.email)) !== null) return;
    try {
      const admin = await createAdmin({ em, input: configuredAdmin });
      logger.info({ username: admin.username }, 'Created the admin account of ADMIN_EMAIL');
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (!(error instanceof ConflictError)) throw error;
    }
    return;
  }
  if (!options.embeddedDatabase || (await countAdmins({ em })) > 0) return;
  // 18 random bytes: 144 bits, 24 characters of base64url.
  const password = randomBytes(18).toString('base64url');
  const admin = await createAdmin({ em, input: { email: embeddedAdminEmail, password } });
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  print(credentialsNotice(admin.username, password));
}

function credentialsNotice(username: string, password: string): string {
  const lines = [
    'An admin account was created for the embedded database.',
    '',
    `  Username: ${username}`,
    `  Password: ${password}`,
    '',
    'Log in at /admin on this site. This password is shown only once:',
    'keep it, or set a new one with `pnpm admin:create <email> --update`.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = '─'.repeat(width + 2);
  return [
    '',
    `┌${border}┐`,
    ...lines.map((line) => `│ ${line.padEnd(width)} │`),
    `└${border}┘`,
    '',
    '',
  ].join('\n');
}
