import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '@app/domain';
import { formatDateTime } from '../admin-format.ts';
import { createTestAdminApi, fakeTrpcServer, renderWithAdminApi } from '../admin-test-utils.tsx';
import { BackupNotice, BackupSection, backupTexts } from './BackupStatus.tsx';

const lastBackupAt = '2026-11-27T02:00:00.000Z';

function status(overrides: Partial<BackupStatus> = {}): BackupStatus {
  return {
    scheduled: true,
    keep: 7,
    lastBackup: {
      at: lastBackupAt,
      startedBy: 'schedule',
      fileName: 'backup-2026-11-27T02-00-00.000Z.pgcopy.gz',
      byteSize: 43_200_000,
    },
    lastFailure: null,
    overdue: false,
    ...overrides,
  };
}

function renderWith(ui: React.ReactNode, answer: BackupStatus) {
  const server = fakeTrpcServer({ 'backups.status': () => answer });
  renderWithAdminApi(ui, createTestAdminApi(server, 'token'));
  return server;
}

describe('the backup section', () => {
  it("shows the last backup's time, size and who took it, and how many are kept", async () => {
    renderWith(<BackupSection />, status());
    expect(
      await screen.findByText(`${formatDateTime(lastBackupAt)} · 41.2 MB · by the daily schedule`),
    ).toBeInTheDocument();
    expect(screen.getByText(/keeps the 7 newest backups/)).toBeInTheDocument();
  });

  it('says so where the server takes no backups, and shows a failed try', async () => {
    renderWith(
      <BackupSection />,
      status({
        scheduled: false,
        keep: null,
        lastBackup: null,
        lastFailure: { at: lastBackupAt, startedBy: 'command', error: 'ENOSPC: no space left' },
      }),
    );
    expect(await screen.findByText(/BACKUP_DIR is not set/)).toBeInTheDocument();
    expect(screen.getByText(backupTexts.none)).toBeInTheDocument();
    expect(
      screen.getByText(`${formatDateTime(lastBackupAt)}: ENOSPC: no space left`),
    ).toBeInTheDocument();
  });
});

describe('the backup notice', () => {
  it('shows nothing while backups are taken, nor where none are scheduled', async () => {
    for (const answer of [status(), status({ scheduled: false, keep: null, lastBackup: null })]) {
      const server = renderWith(<BackupNotice />, answer);
      await waitFor(() => {
        expect(server.calls()).toEqual(['backups.status']);
      });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    }
  });

  it('warns when there has been no backup for 26 hours, saying when the last one was', async () => {
    renderWith(<BackupNotice />, status({ overdue: true }));
    const notice = await screen.findByRole('region', { name: backupTexts.overdueTitle });
    expect(notice).toHaveTextContent(
      `Last backup: ${formatDateTime(lastBackupAt)} · 41.2 MB · by the daily schedule.`,
    );
  });

  it('warns when the last try failed, with its reason', async () => {
    renderWith(
      <BackupNotice />,
      status({
        lastFailure: {
          at: '2026-11-28T02:00:00.000Z',
          startedBy: 'schedule',
          error: 'EACCES: permission denied',
        },
      }),
    );
    const notice = await screen.findByRole('region', { name: backupTexts.failedTitle });
    expect(notice).toHaveTextContent('EACCES: permission denied');
  });
});
