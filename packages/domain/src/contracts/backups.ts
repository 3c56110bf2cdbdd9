import { backupStartedByValues } from '../backups.ts';
import { z } from '../zod-config.ts';
import { countSchema, isoTimeSchema } from './common.ts';

const backupRunSummaryFields = {
  /** ISO 8601: when the backup's snapshot was taken. */
  at: isoTimeSchema,
  startedBy: z.enum(backupStartedByValues),
};

/** The backups as the admin screen shows them. */
export const backupStatusSchema = z.object({
  /** BACKUP_DIR is set: the server takes a backup daily. */
  scheduled: z.boolean(),
  /** BACKUP_KEEP, when scheduled: the newest backups kept. */
  keep: z.int().positive().nullable(),
  lastBackup: z
    .object({ ...backupRunSummaryFields, fileName: z.string(), byteSize: countSchema })
    .nullable(),
  /** The latest failed run, when it is newer than the last good one. */
  lastFailure: z.object({ ...backupRunSummaryFields, error: z.string() }).nullable(),
  /**
   * Scheduled, and no good backup within `backupOverdueAfterMs`: the screen warns. A site
   * without scheduled backups (one backed up by its database provider) gets no warning.
   */
  overdue: z.boolean(),
});

export type BackupStatus = z.output<typeof backupStatusSchema>;
