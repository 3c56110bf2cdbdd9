/**
 * `pnpm restore <file> [--force]`: restores a backup made by `pnpm backup` into the database the
 * server uses (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, created when missing). The
 * database must hold no tables unless --force, which replaces them (kept until the restore has
 * committed, put back if it fails). Stop the server first:
 * with the embedded database this command refuses a data folder a server is using.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupFileError, restoreBackup, startDatabase } from '@app/db';
import { commandDirectory, loadConfig } from '../runtime/config.ts';
import { quietLogger, runCommand, UsageError } from './command-line.ts';

const usage = `Usage: pnpm restore <file> [--force]

Restores a backup made by pnpm backup into the database (DATABASE_URL, or the
embedded one in DATA_DIR, made when the folder is new). Stop the server first.

The database must be empty (no tables). --force replaces the tables it holds:
they are dropped once the restore has succeeded, and kept if it fails.`;

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  const [given] = positionals;
  if (given === undefined || positionals.length > 1) {
    throw new UsageError('Usage: pnpm restore <file> [--force] (pnpm restore --help says more)');
  }
  const file = path.resolve(commandDirectory(), given);
  try {
    await access(file);
  } catch {
    throw new UsageError(`No backup file at ${file}.`);
  }
  const config = loadConfig();
  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: quietLogger,
  });
  try {
    const { contents, dropped } = await restoreBackup({
      databaseUrl: database.url,
      file,
      force: values.force,
      logger: quietLogger,
    }).catch((error: unknown) => {
      if (error instanceof BackupFileError) {
        throw new BackupFileError(`${file} cannot be restored: ${error.message}.`);
      }
      throw error;
    });
    console.log(
      `${dropped.length > 0 ? `Replaced ${dropped.length} tables with` : 'Restored'} the backup of ${contents.header.createdAt} (${contents.rows} rows in ${contents.tables.length} tables). The server applies any newer migrations when it starts.`,
    );
  } finally {
    await database.stop();
  }
});
