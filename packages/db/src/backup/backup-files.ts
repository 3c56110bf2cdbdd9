import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * `backup-2026-11-27T02-00-00.123Z.pgcopy.gz`: the UTC time with `-` for `:`, which some file
 * systems and `scp` refuse; names sort as their times do.
 */
const fileNamePattern = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.pgcopy\.gz$/;

export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().replaceAll(':', '-')}.pgcopy.gz`;
}

export interface BackupFile {
  fileName: string;
  file: string;
  byteSize: number;
}

/** The backups in `directory`, newest first; other files there are not ours and left alone. */
export async function listBackups(directory: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  const backups = await Promise.all(
    names
      .filter((name) => fileNamePattern.test(name))
      .map(async (fileName) => {
        const file = path.join(directory, fileName);
        return { fileName, file, byteSize: (await stat(file)).size };
      }),
  );
  return backups.sort((a, b) => b.fileName.localeCompare(a.fileName));
}

/** Deletes all but the `keep` newest backups of `directory`; answers the names deleted. */
export async function pruneBackups(directory: string, keep: number): Promise<string[]> {
  const old = (await listBackups(directory)).slice(keep);
  for (const backup of old) await rm(backup.file, { force: true });
  return old.map((backup) => backup.fileName);
}
