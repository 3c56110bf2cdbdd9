import type { EntityManager } from '@mikro-orm/postgresql';
import {
  listBackups,
  pruneBackups,
  withTryAdvisoryLock,
  writeBackup,
  type WrittenBackup,
} from '@app/db';
import {
  backupIntervalMs,
  type BackupStartedBy,
  type BackupStatus,
  isBackupOverdue,
} from '@app/domain';
import type { ApiLogger } from '../context.ts';
import { HourlyJob } from '../hourly-job.ts';
import { isoTimeSql } from './sql-time.ts';

/** BACKUP_DIR and BACKUP_KEEP, as the composition root read them. */
export interface BackupSettings {
  directory: string;
  /** The newest backups kept in `directory`; older ones are deleted after each scheduled run. */
  keep: number;
}

/** What the advisory lock of the scheduled backup is keyed by. */
export const backupLockName = 'scheduled-job:backup';

/** An error's text as stored with a failed run: enough to act on, never a whole stack. */
const storedErrorLength = 500;

export async function recordBackupRun(
  em: EntityManager,
  run: { startedAt: Date; startedBy: BackupStartedBy } & (
    { backup: WrittenBackup } | { error: unknown }
  ),
): Promise<void> {
  const succeeded = 'backup' in run;
  const error = succeeded
    ? null
    : (run.error instanceof Error ? run.error.message : String(run.error)).slice(
        0,
        storedErrorLength,
      );
  await em.execute(
    `insert into backup_runs (started_at, started_by, file_name, byte_size, error)
     values (?, ?, ?, ?, ?)`,
    [
      run.startedAt,
      run.startedBy,
      succeeded ? run.backup.fileName : null,
      succeeded ? run.backup.byteSize : null,
      error,
    ],
  );
}

interface RunRow {
  id: number;
  at: string;
  started_by: BackupStartedBy;
  file_name: string | null;
  byte_size: string | null;
  error: string | null;
}

/** The latest good run (by its snapshot's time) and the latest failed one (the last recorded). */
async function latestRuns(em: EntityManager): Promise<{ good?: RunRow; failed?: RunRow }> {
  const rows = await em.execute<RunRow[]>(
    `(select id, ${isoTimeSql('started_at')} as at, started_by, file_name, byte_size::text, error
        from backup_runs where error is null order by started_at desc, id desc limit 1)
     union all
     (select id, ${isoTimeSql('started_at')} as at, started_by, file_name, byte_size::text, error
        from backup_runs where error is not null order by id desc limit 1)`,
  );
  return {
    good: rows.find((row) => row.error === null),
    failed: rows.find((row) => row.error !== null),
  };
}

/** The backups as the admin screen shows them. */
export async function backupStatus(options: {
  em: EntityManager;
  settings: BackupSettings | undefined;
  now?: Date;
}): Promise<BackupStatus> {
  const { settings } = options;
  const now = options.now ?? new Date();
  const { good, failed } = await latestRuns(options.em);
  return {
    scheduled: settings !== undefined,
    keep: settings?.keep ?? null,
    lastBackup:
      good === undefined
        ? null
        : {
            at: good.at,
            startedBy: good.started_by,
            fileName: good.file_name ?? '',
            byteSize: Number(good.byte_size),
          },
    lastFailure:
      failed === undefined || (good !== undefined && good.id > failed.id)
        ? null
        : { at: failed.at, startedBy: failed.started_by, error: failed.error ?? '' },
    overdue:
      settings !== undefined && isBackupOverdue(good === undefined ? null : new Date(good.at), now),
  };
}

export type ScheduledBackupOutcome =
  | { ran: false; reason: 'another instance is taking it' | 'not due' }
  | { ran: true; backup: WrittenBackup; pruned: string[] };

/**
 * The daily backup, if one is due (no backup file in the folder from the last day): under a
 * session advisory lock, so of instances checking at once one takes it, and the others find the
 * lock taken or, once it is released, the file written (it is in place before the lock goes).
 * Then only the `keep` newest files stay. Every run is recorded, a failed one too, and thrown.
 * The folder decides, not `backup_runs`: after a restore that table holds the snapshot's runs,
 * which would claim a recent backup the folder of the restored site may not have.
 */
export async function runScheduledBackup(options: {
  em: () => EntityManager;
  databaseUrl: string;
  settings: BackupSettings;
  now?: Date;
}): Promise<ScheduledBackupOutcome> {
  const { settings } = options;
  const now = options.now ?? new Date();
  const outcome = await withTryAdvisoryLock(
    options.databaseUrl,
    backupLockName,
    async (): Promise<ScheduledBackupOutcome> => {
      let backup: WrittenBackup;
      try {
        // Inside the try: a folder that cannot be read is a failed run, recorded like one.
        const [newest] = await listBackups(settings.directory);
        if (newest !== undefined && newest.createdAt.getTime() + backupIntervalMs > now.getTime()) {
          return { ran: false, reason: 'not due' };
        }
        backup = await writeBackup({
          databaseUrl: options.databaseUrl,
          directory: settings.directory,
          now,
        });
      } catch (error) {
        await recordBackupRun(options.em(), { startedAt: now, startedBy: 'schedule', error });
        throw error;
      }
      await recordBackupRun(options.em(), { startedAt: now, startedBy: 'schedule', backup });
      return {
        ran: true,
        backup,
        pruned: await pruneBackups(settings.directory, settings.keep, now),
      };
    },
  );
  return outcome ?? { ran: false, reason: 'another instance is taking it' };
}

/**
 * Asks at start and then hourly, in every instance, whether the daily backup is due, and takes
 * it if so (see `runScheduledBackup` for why instances never take it twice). A site started
 * without a backup from the last day so gets one at once.
 */
export class BackupScheduler extends HourlyJob {
  constructor(options: {
    em: () => EntityManager;
    databaseUrl: string;
    settings: BackupSettings;
    logger: ApiLogger & { debug(details: object, message?: string): void };
    now?: () => Date;
  }) {
    const { logger } = options;
    super({
      run: async () => {
        const startedAt = Date.now();
        const outcome = await runScheduledBackup({
          em: options.em,
          databaseUrl: options.databaseUrl,
          settings: options.settings,
          now: options.now?.() ?? new Date(),
        });
        if (!outcome.ran && outcome.reason === 'another instance is taking it') {
          // Routine with several instances; at debug level it still shows why one never backs
          // up, as when a pooler keeps a lock taken on a pooled connection (README, "Backups").
          logger.debug({}, 'scheduled backup skipped: another connection holds its lock');
        } else if (outcome.ran) {
          logger.info(
            {
              file: outcome.backup.file,
              byteSize: outcome.backup.byteSize,
              rows: outcome.backup.rows,
              durationMs: Date.now() - startedAt,
              pruned: outcome.pruned,
            },
            'backup written',
          );
        }
      },
      logger,
      failureMessage: 'the scheduled backup failed; it is tried again within the hour',
    });
  }
}
