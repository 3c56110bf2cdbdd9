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

export function isBackupOverdue(lastBackupAt: Date | null, now: Date): boolean {
  return lastBackupAt === null || now.getTime() - lastBackupAt.getTime() > backupOverdueAfterMs;
}
