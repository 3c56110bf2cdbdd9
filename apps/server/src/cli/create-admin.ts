/**
 * `pnpm admin:create <email> [--name "<name>"] [--update [--reset-two-factor]]`: creates an admin
 * account, optionally with the name their e-mails are signed with (or, with
 * --update, sets a new password for an existing one and ends its sessions, and with
 * --reset-two-factor also turns its two-factor login off). Connects like the server: to
 * DATABASE_URL, or to the embedded PostgreSQL in DATA_DIR, which must not be in use by a
 * running server at the same time.
 */
import { parseArgs } from 'node:util';
import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  adminPasswordMinLength,
  adminPasswordProblem,
  ConflictError,
  createAdmin,
  NotFoundError,
  resetTwoFactor,
  setAdminPassword,
} from '@app/api';
import { openDatabase, startDatabase } from '@app/db';
import { adminDisplayNameSchema } from '@app/domain';
import { ConfigError, loadConfig } from '../runtime/config.ts';
import { quietLogger, UsageError } from './command-line.ts';
import {
  promptHiddenPassword,
  PromptCancelledError,
  readPasswordFromStream,
} from './read-password.ts';

const usage = `Usage: pnpm admin:create <email> [--name "<name>"] [--update [--reset-two-factor]]

Creates an admin account whose username is <email>. The password (at least
${adminPasswordMinLength} characters, not a common one) is asked for without echo, or read from the first line of
standard input when that is not a terminal:

  printf '%s\\n' "$PASSWORD" | pnpm admin:create owner@example.com

--name "<name>"      the new admin's name, as the e-mails they write to leads and
                     candidates are signed (their username stands in without it);
                     they can change it in the Admins area
--update             set a new password for an existing admin and end its sessions
--reset-two-factor   with --update: also turn off its two-factor login (a lost phone
                     and lost recovery codes); where REQUIRE_TWO_FACTOR is set, the
                     admin sets it up again at the next login`;

const emailSchema = z.email().transform((email) => email.toLowerCase());

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPasswordFromStream(process.stdin);
  const password = await promptHiddenPassword('Password: ', process.stdin, process.stderr);
  const repeated = await promptHiddenPassword(
    'Repeat the password: ',
    process.stdin,
    process.stderr,
  );
  if (password !== repeated) throw new UsageError('The two passwords differ.');
  return password;
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      update: { type: 'boolean', default: false },
      'reset-two-factor': { type: 'boolean', default: false },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  if (positionals.length !== 1) throw new UsageError(usage);
  if (values['reset-two-factor'] && !values.update) throw new UsageError(usage);
  // A name names a new admin; an existing admin changes their own in the Admins area.
  if (values.name !== undefined && values.update) throw new UsageError(usage);
  const email = emailSchema.safeParse(positionals[0]);
  if (!email.success) throw new UsageError(`Not an e-mail address: ${positionals[0] ?? ''}`);
  const displayName = adminDisplayNameSchema.safeParse(values.name);
  if (!displayName.success) {
    throw new UsageError(`${displayName.error.issues[0]?.message ?? 'Invalid name'}.`);
  }
  const config = loadConfig();

  const password = await readPassword();
  const problem = adminPasswordProblem(password);
  if (problem !== undefined) throw new UsageError(problem.endsWith('.') ? problem : `${problem}.`);

  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: quietLogger,
  });
  let orm: MikroORM | undefined;
  try {
    orm = await openDatabase({ clientUrl: database.url, logger: quietLogger, poolMax: 1 });
    const input = { email: email.data, password };
    if (values.update) {
      const updated = await setAdminPassword({ em: orm.em.fork(), input });
      console.log(
        `Set a new password for ${updated.username}; ended ${updated.endedSessions} session(s).`,
      );
      if (values['reset-two-factor']) {
        const { wasEnabled } = await resetTwoFactor({ em: orm.em.fork(), adminId: updated.id });
        console.log(
          wasEnabled
            ? `Turned off two-factor login for ${updated.username}.`
            : `${updated.username} had no two-factor login to turn off.`,
        );
      }
    } else {
      const created = await createAdmin({
        em: orm.em.fork(),
        input,
        displayName: displayName.data,
      });
      console.log(
        created.displayName === null
          ? `Created the admin ${created.username}.`
          : `Created the admin ${created.username} (${created.displayName}).`,
      );
    }
  } finally {
    await orm?.close();
    await database.stop();
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConflictError) {
    console.error(`${error.message}. Run again with --update to set a new password.`);
  } else if (error instanceof NotFoundError) {
    console.error(`${error.message}. Run again without --update to create it.`);
  } else if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof PromptCancelledError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
