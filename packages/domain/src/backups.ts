/** Who took a backup: the server's daily job, or someone running `pnpm backup`. */
export const backupStartedByValues = ['schedule', 'command'] as const;
export type BackupStartedBy = (typeof backupStartedByValues)[number];

/** The server takes one a day: a backup is due when the last good one is this old. */
export const backupIntervalMs = 24 * 60 * 60 * 1_000;

/**
 * The admin screen warns past this: a day, the hour the daily check may wait, and an hour's
 * grace for a slow run, so a warning means a backup was missed, not that one is under way.
 */
export const backupOverdueAfterMs = 26 * 60 * 60 * 1_000;

export interface BackupRunSummary {
  /** ISO 8601: when the backup's snapshot was taken. */
  at: string;
  startedBy: BackupStartedBy;
}

/** The backups as the admin screen shows them. */
export interface BackupStatus {
  /** BACKUP_DIR is set: the server takes a backup daily. */
  scheduled: boolean;
  /** BACKUP_KEEP, when scheduled: the newest backups kept. */
  keep: number | null;
  lastBackup: (BackupRunSummary & { fileName: string; byteSize: number }) | null;
  /** The latest failed run, when it is newer than the last good one. */
  lastFailure: (BackupRunSummary & { error: string }) | null;
  /**
   * Scheduled, and no good backup within `backupOverdueAfterMs`: the screen warns. A site
   * without scheduled backups (one backed up by its database provider) gets no warning.
   */
  overdue: boolean;
}

export function isBackupOverdue(lastBackupAt: Date | null, now: Date): boolean {
  return lastBackupAt === null || now.getTime() - lastBackupAt.getTime() > backupOverdueAfterMs;
}
