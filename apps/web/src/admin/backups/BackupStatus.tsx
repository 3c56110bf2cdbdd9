import { Alert, Text, Title } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { BackupStartedBy, BackupStatus } from '@app/domain';
import { formatDateTime, formatFileSize } from '../admin-format.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import shared from '../shared.module.css';
import classes from './BackupStatus.module.css';

export const backupTexts = {
  overdueTitle: 'No backup in the last 26 hours',
  failedTitle: 'The last backup failed',
  heading: 'Backups',
  lastBackup: 'Last backup',
  lastFailure: 'Last failed try',
  none: 'None yet',
} as const;

const startedByLabels: Record<BackupStartedBy, string> = {
  schedule: 'by the daily schedule',
  command: 'by pnpm backup',
};

/** Checked again every minute, so a warning appears without reloading the page. */
const statusRefreshMs = 60_000;

function useBackupStatus(): BackupStatus | undefined {
  const trpc = useAdminTRPC();
  return useQuery({ ...trpc.backups.status.queryOptions(), refetchInterval: statusRefreshMs }).data;
}

/** "27 Nov 2026, 02:00 · 41.2 MB · by the daily schedule". */
function describeLastBackup(lastBackup: NonNullable<BackupStatus['lastBackup']>): string {
  return [
    formatDateTime(lastBackup.at),
    formatFileSize(lastBackup.byteSize),
    startedByLabels[lastBackup.startedBy],
  ].join(' · ');
}

function describeFailure(lastFailure: NonNullable<BackupStatus['lastFailure']>): string {
  return `${formatDateTime(lastFailure.at)}: ${lastFailure.error}`;
}

/**
 * A warning above the board while the daily backup is missed (none for 26 hours) or its last
 * try failed, saying when the last good one was. Nothing shows while backups are taken, nor on
 * a site that does not schedule them (its database provider may back it up).
 */
export function BackupNotice() {
  const status = useBackupStatus();
  if (status === undefined || !status.scheduled) return null;
  if (!status.overdue && status.lastFailure === null) return null;
  const title = status.overdue ? backupTexts.overdueTitle : backupTexts.failedTitle;
  return (
    <Alert
      className={classes.notice}
      classNames={{ title: classes.noticeTitle }}
      // A landmark, not role="alert": it is standing information, not an interruption.
      role="region"
      aria-label={title}
      color={status.overdue ? 'red' : 'yellow'}
      icon={<IconDatabaseExclamation aria-hidden />}
      title={title}
    >
      {`${backupTexts.lastBackup}: ${status.lastBackup === null ? backupTexts.none : describeLastBackup(status.lastBackup)}.`}
      {status.lastFailure !== null &&
        ` ${backupTexts.lastFailure}: ${describeFailure(status.lastFailure)}`}
    </Alert>
  );
}

/** The Privacy tab's account of the backups: what is kept, and the last one's time and size. */
export function BackupSection() {
  const status = useBackupStatus();
  return (
    <section className={classes.section} aria-labelledby="backups-heading">
      <Title order={2} id="backups-heading" className={classes.heading}>
        {backupTexts.heading}
      </Title>
      {status !== undefined && (
        <>
          <Text size="sm">
            {status.keep === null
              ? 'The server takes no backups of its own (BACKUP_DIR is not set): back the database up with pnpm backup or with your database provider.'
              : `Every day the server backs up the whole database, CVs included, and keeps the ${status.keep} newest backups. What is erased stays in the backups until they are replaced.`}
          </Text>
          <dl className={shared.facts}>
            <div>
              <dt>{backupTexts.lastBackup}</dt>
              <dd>
                {status.lastBackup === null
                  ? backupTexts.none
                  : describeLastBackup(status.lastBackup)}
              </dd>
            </div>
            {status.lastFailure !== null && (
              <div>
                <dt>{backupTexts.lastFailure}</dt>
                <dd>{describeFailure(status.lastFailure)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </section>
  );
}
