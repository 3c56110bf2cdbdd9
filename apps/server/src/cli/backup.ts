/**
 * `pnpm backup`: writes a backup of the database into BACKUP_DIR, as one compressed file named
 * by its UTC time. Connects like the server: to DATABASE_URL, or to the embedded PostgreSQL in
 * DATA_DIR, the running server's if one serves that folder (a backup needs no downtime), else one
 * started for the backup. The run is recorded, so the admin screen shows it as the last backup.
 */
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { recordBackupRun } from '@app/api';
import { createOrmConfig, startDatabase, type WrittenBackup, writeBackup } from '@app/db';
import { loadConfig } from '../runtime/config.ts';
import { formatBytes, quietLogger, runCommand, UsageError } from './command-line.ts';

const usage = `Usage: pnpm backup

Writes a backup of the database (DATABASE_URL, or the embedded one in DATA_DIR,
also while the server runs) into BACKUP_DIR, as one compressed file named by its
UTC time. Restore it with: pnpm restore <file>`;

/**
 * Records the run where the admin screen reads it. A good backup is on disk either way, so a
 * database that cannot take the record (a read-only user) is only warned about; a failed run's
 * record is left out without a word when the database is what failed.
 */
async function record(
  databaseUrl: string,
  run: { startedAt: Date } & ({ backup: WrittenBackup } | { error: unknown }),
): Promise<void> {
  try {
    // Without migrating: a backup must not change the schema of the database it copies.
    const orm = new MikroORM(
      createOrmConfig({ clientUrl: databaseUrl, poolMax: 1, logger: quietLogger }),
    );
    try {
      await recordBackupRun(orm.em.fork(), { ...run, startedBy: 'command' });
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    if ('error' in run) return;
    console.error(
      `warning: the backup was not recorded in the database (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

await runCommand(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  if (config.backups === undefined) {
    throw new UsageError(
      'BACKUP_DIR is not set: set it to the folder the backups go to (README, "Backups").',
    );
  }
  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: quietLogger,
    joinRunning: true,
  });
  try {
    const startedAt = new Date();
    let backup: WrittenBackup;
    try {
      backup = await writeBackup({
        databaseUrl: database.url,
        directory: config.backups.directory,
        now: startedAt,
      });
    } catch (error) {
      await record(database.url, { startedAt, error });
      throw error;
    }
    await record(database.url, { startedAt, backup });
    const seconds = ((Date.now() - startedAt.getTime()) / 1000).toFixed(1);
    console.log(
      `Wrote ${backup.file} (${formatBytes(backup.byteSize)}: ${backup.rows} rows in ${backup.tables} tables) in ${seconds} s.`,
    );
  } finally {
    await database.stop();
  }
});
