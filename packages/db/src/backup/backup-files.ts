import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * `backup-2026-11-27T02-00-00.123Z.pgcopy.gz`: the UTC time with `-` for `:`, which some file
 * systems and `scp` refuse; names sort as their times do. While it is written the file is
 * hidden (`.backup-….pgcopy.gz.partial`), so no listing takes it for a backup.
 */
const namePattern =
  /^(\.)?backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3})Z\.pgcopy\.gz(\.partial)?$/;

/** No backup takes this long: a partial file older than this was left by a run that died. */
const abandonedAfterMs = 24 * 60 * 60 * 1_000;

export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().replaceAll(':', '-')}.pgcopy.gz`;
}

export function partialBackupFileName(at: Date): string {
  return `.${backupFileName(at)}.partial`;
}

/** A name of ours, whole (a backup) or partial (being written, or abandoned), with its time. */
function parseName(name: string): { at: Date; partial: boolean } | undefined {
  const match = namePattern.exec(name);
  if (match === null) return undefined;
  const [, dot, day = '', hours = '', minutes = '', seconds = '', partial] = match;
  // Both marks or neither: anything else is someone else's file.
  if ((dot === undefined) !== (partial === undefined)) return undefined;
  return {
    at: new Date(`${day}T${hours}:${minutes}:${seconds}Z`),
    partial: partial !== undefined,
  };
}

export interface BackupFile {
  fileName: string;
  file: string;
  byteSize: number;
  /** The time in its name: when its snapshot was taken. */
  createdAt: Date;
}

async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/** The backups in `directory`, newest first; other files there are not ours and left alone. */
export async function listBackups(directory: string): Promise<BackupFile[]> {
  const named = (await namesIn(directory)).flatMap((fileName) => {
    const parsed = parseName(fileName);
    return parsed?.partial === false ? [{ fileName, createdAt: parsed.at }] : [];
  });
  const backups = await Promise.all(
    named.map(async ({ fileName, createdAt }) => {
      const file = path.join(directory, fileName);
      return { fileName, file, byteSize: (await stat(file)).size, createdAt };
    }),
  );
  return backups.sort((a, b) => b.fileName.localeCompare(a.fileName));
}

/**
 * Deletes all but the `keep` newest backups of `directory`, and what runs that died (a process
 * killed while writing) left half written; answers the names deleted.
 */
export async function pruneBackups(
  directory: string,
  keep: number,
  now: Date = new Date(),
): Promise<string[]> {
  const old = (await listBackups(directory)).slice(keep).map((backup) => backup.fileName);
  const abandoned = (await namesIn(directory)).filter((name) => {
    const parsed = parseName(name);
    return parsed?.partial === true && now.getTime() - parsed.at.getTime() > abandonedAfterMs;
  });
  const deleted = [...old, ...abandoned];
  for (const name of deleted) await rm(path.join(directory, name), { force: true });
  return deleted;
}
