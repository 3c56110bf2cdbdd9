import {
  BackupFileError,
  BackupSchemaError,
  type DatabaseLogger,
  RestoreRefusedError,
} from '@app/db';
import { ConfigError } from '../runtime/config.ts';

/** The database layer's chatter stays out of the way; its problems still show. */
export const quietLogger: DatabaseLogger = {
  info: () => undefined,
  warn: (details, message) => {
    console.error(`warning: ${message ?? ''}`, details);
  },
  error: (details, message) => {
    console.error(`error: ${message ?? ''}`, details);
  },
};

/** Bad arguments: the message says what to type instead. */
export class UsageError extends Error {}

/** A code Node.js or the PostgreSQL driver gives an error: ENOENT, ECONNREFUSED, 42P01… */
function errorCode(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * One line saying why a command failed, never a stack trace: the commands' own refusals as they
 * are worded, a file or connection problem as the system words it.
 */
export function failureLine(error: unknown): string {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof RestoreRefusedError ||
    error instanceof BackupSchemaError ||
    error instanceof BackupFileError
  ) {
    return error.message;
  }
  if (!(error instanceof Error)) return String(error);
  const code = errorCode(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return `Could not reach the database (${code}).`;
  }
  // SQLSTATE codes are five characters: a statement PostgreSQL refused.
  if (code !== undefined && /^[0-9A-Z]{5}$/.test(code)) return `PostgreSQL: ${error.message}`;
  return error.message.split('\n', 1)[0] ?? '';
}

/** Runs a command's body; a failure prints its one line and sets exit code 1. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(failureLine(error));
    process.exitCode = 1;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GiB`;
}
