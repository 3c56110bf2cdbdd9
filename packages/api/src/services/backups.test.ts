import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, readBackupContents, withTryAdvisoryLock } from '@app/db';
import { openAdminApi } from '../../test/api-harness.ts';
import {
  backupLockName,
  BackupScheduler,
  type BackupSettings,
  backupStatus,
  recordBackupRun,
  runScheduledBackup,
} from './backups.ts';

const { api, admin } = await openAdminApi('backup_runs, leads');

let directory = '';
let settings: BackupSettings;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'app-scheduled-backups-'));
  settings = { directory, keep: 3 };
});

afterEach(() => rm(directory, { recursive: true, force: true }));

/** The fake clock: every run is told this is "now". */
const now = new Date('2027-06-15T03:00:00.000Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

function run(at: Date = now) {
  return runScheduledBackup({ em: api.em, databaseUrl: api.url, settings, now: at });
}

async function files(): Promise<string[]> {
  return (await readdir(directory)).sort();
}

/** A good run as `pnpm backup` leaves it: its file in the folder, and its record. */
async function recordGoodRun(at: Date): Promise<void> {
  await writeFile(path.join(directory, backupFileName(at)), 'a backup');
  await recordBackupRun(api.em(), {
    startedAt: at,
    startedBy: 'command',
    backup: {
      file: '',
      fileName: backupFileName(at),
      byteSize: 1234,
      createdAt: at,
      tables: 0,
      rows: 0,
    },
  });
}

describe('the scheduled backup', () => {
  it('is taken when none was, written under its time and recorded', async () => {
    await api.sql(`insert into leads (name, email, contact) values ('Kept', 'k@example.com', 'x')`);

    const outcome = await run();

    expect(outcome).toMatchObject({ ran: true, pruned: [] });
    expect(await files()).toEqual([backupFileName(now)]);
    const contents = await readBackupContents(path.join(directory, backupFileName(now)));
    expect(contents.tables.find((table) => table.name === 'leads')?.rows).toBe(1);
    const [recorded] = await api.sql<Record<string, unknown>>(
      `select started_at = ? as at_now, started_by, file_name, byte_size::int as byte_size, error
         from backup_runs`,
      [now],
    );
    expect(recorded).toEqual({
      at_now: true,
      started_by: 'schedule',
      file_name: backupFileName(now),
      byte_size: outcome.ran ? outcome.backup.byteSize : -1,
      error: null,
    });
  });

  it('is not due within a day of the last good backup, whoever took it, and due after', async () => {
    await recordGoodRun(hoursBefore(23));
    expect(await run()).toEqual({ ran: false, reason: 'not due' });
    expect(await files()).toEqual([backupFileName(hoursBefore(23))]);

    expect(await run(new Date(hoursBefore(23).getTime() + 24 * 3_600_000))).toMatchObject({
      ran: true,
    });
  });

  it('is due after a restore whose recorded runs claim a recent backup the folder does not hold', async () => {
    // What a restored backup_runs says: a backup an hour before the snapshot, in another folder.
    await recordGoodRun(hoursBefore(1));
    await rm(path.join(directory, backupFileName(hoursBefore(1))));
    await writeFile(path.join(directory, backupFileName(hoursBefore(25))), 'older');

    expect(await run()).toMatchObject({ ran: true, backup: { fileName: backupFileName(now) } });
    expect(await run()).toEqual({ ran: false, reason: 'not due' });
  });

  it('is due again after a failed run: a failure is recorded and thrown, not taken for a backup', async () => {
    await recordGoodRun(hoursBefore(30));
    // A file where the folder should be: the backup cannot be written.
    await rm(directory, { recursive: true });
    await writeFile(directory, 'in the way');

    await expect(run()).rejects.toThrow();
    const status = await backupStatus({ em: api.em(), settings, now });
    expect(status.lastFailure).toMatchObject({ at: now.toISOString(), startedBy: 'schedule' });
    expect(status.lastBackup?.at).toBe(hoursBefore(30).toISOString());

    await rm(directory);
    expect(await run()).toMatchObject({ ran: true });
    expect((await backupStatus({ em: api.em(), settings, now })).lastFailure).toBeNull();
  });

  it('is skipped while another instance holds the lock', async () => {
    const whileHeld = await withTryAdvisoryLock(api.url, backupLockName, async () => {
      expect(await run()).toEqual({ ran: false, reason: 'another instance is taking it' });
      expect(await files()).toEqual([]);
      expect(await api.sql('select id from backup_runs')).toEqual([]);
      return 'checked';
    });
    expect(whileHeld).toBe('checked');
    expect(await run()).toMatchObject({ ran: true });
  });

  it('keeps the BACKUP_KEEP newest files and leaves other files alone', async () => {
    const older = [5, 4, 3].map((days) => new Date(now.getTime() - days * 86_400_000));
    for (const at of older) await writeFile(path.join(directory, backupFileName(at)), 'old');
    await writeFile(path.join(directory, 'README.txt'), 'not a backup');

    const outcome = await run();

    expect(outcome).toMatchObject({
      ran: true,
      pruned: [backupFileName(older[0] ?? now)],
    });
    expect(await files()).toEqual(
      [
        'README.txt',
        backupFileName(older[1] ?? now),
        backupFileName(older[2] ?? now),
        backupFileName(now),
      ].sort(),
    );
  });

  it('says at debug level when the scheduler skips a run for another holder of the lock', async () => {
    const skipped: string[] = [];
    const logger = {
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
      debug: (_details: object, message?: string) => skipped.push(message ?? ''),
    };
    await withTryAdvisoryLock(api.url, backupLockName, async () => {
      const scheduler = new BackupScheduler({
        em: api.em,
        databaseUrl: api.url,
        settings,
        logger,
        now: () => now,
      });
      scheduler.start();
      await scheduler.stop();
    });

    expect(skipped).toEqual(['scheduled backup skipped: another connection holds its lock']);
    expect(await files()).toEqual([]);
  });

  it('runs at start through the scheduler, once however many instances ask', async () => {
    const logged: string[] = [];
    const logger = {
      info: (_details: object, message?: string) => logged.push(message ?? ''),
      warn: (_details: object, message?: string) => logged.push(message ?? ''),
      error: () => undefined,
      debug: () => undefined,
    };
    const instances = [1, 2, 3].map(
      () =>
        new BackupScheduler({
          em: api.em,
          databaseUrl: api.url,
          settings,
          logger,
          now: () => now,
        }),
    );
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((instance) => instance.stop()));

    expect(await files()).toEqual([backupFileName(now)]);
    expect(logged).toEqual(['backup written']);
    expect(await api.sql('select id from backup_runs')).toHaveLength(1);
  });
});

describe('the backup status', () => {
  it('is overdue only where backups are scheduled, and past 26 hours without a good one', async () => {
    const status = (
      at = now,
      configured: { settings: BackupSettings | undefined } = { settings },
    ) => backupStatus({ em: api.em(), settings: configured.settings, now: at });

    expect(await status()).toEqual({
      scheduled: true,
      keep: 3,
      lastBackup: null,
      lastFailure: null,
      overdue: true,
    });
    expect(await status(now, { settings: undefined })).toMatchObject({
      scheduled: false,
      keep: null,
      overdue: false,
    });

    await recordGoodRun(hoursBefore(25));
    expect(await status()).toMatchObject({
      overdue: false,
      lastBackup: {
        at: hoursBefore(25).toISOString(),
        startedBy: 'command',
        fileName: backupFileName(hoursBefore(25)),
        byteSize: 1234,
      },
    });
    expect(await status(new Date(now.getTime() + 2 * 3_600_000))).toMatchObject({ overdue: true });
  });

  it('is what the admin procedure answers', async () => {
    expect(await admin.backups.status()).toMatchObject({ scheduled: false, lastBackup: null });
  });
});
