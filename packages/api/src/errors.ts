import { ConnectionException } from '@mikro-orm/core';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { z } from 'zod';
import { firstIssueMessage } from '@app/domain';

/** How each kind of service error answers, through either door: the one table of both. */
export const errorAnswerByKind = {
  invalid: { httpStatus: 400, trpcCode: 'BAD_REQUEST' },
  unauthorized: { httpStatus: 401, trpcCode: 'UNAUTHORIZED' },
  forbidden: { httpStatus: 403, trpcCode: 'FORBIDDEN' },
  not_found: { httpStatus: 404, trpcCode: 'NOT_FOUND' },
  conflict: { httpStatus: 409, trpcCode: 'CONFLICT' },
  too_large: { httpStatus: 413, trpcCode: 'PAYLOAD_TOO_LARGE' },
  rate_limited: { httpStatus: 429, trpcCode: 'TOO_MANY_REQUESTS' },
  unavailable: { httpStatus: 503, trpcCode: 'SERVICE_UNAVAILABLE' },
} as const satisfies Record<string, { httpStatus: number; trpcCode: TRPC_ERROR_CODE_KEY }>;

/** Errors a service throws on purpose; each has one HTTP status and one tRPC code. */
export class DomainError extends Error {
  readonly kind: keyof typeof errorAnswerByKind;

  constructor(kind: DomainError['kind'], message: string) {
    super(message);
    this.kind = kind;
    this.name = 'DomainError';
  }
}

export class InvalidInputError extends DomainError {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super('invalid', message);
    this.fieldErrors = fieldErrors;
  }

  static fromZod(error: z.ZodError): InvalidInputError {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = issue.path.join('.');
      if (field !== '' && !(field in fieldErrors)) fieldErrors[field] = issue.message;
    }
    return new InvalidInputError(firstIssueMessage(error), fieldErrors);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super('unauthorized', message);
  }
}

/** The caller is known but may not do this (yet): a session still owing its account set-up. */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not_found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** Something sent is over its size limit (an uploaded file, a form's parts). */
export class TooLargeError extends DomainError {
  constructor(message: string) {
    super('too_large', message);
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('rate_limited', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const databaseUnavailableMessage =
  'The service is temporarily unavailable. Please try again in a moment.';

export class ServiceUnavailableError extends DomainError {
  constructor(message = databaseUnavailableMessage) {
    super('unavailable', message);
  }
}

/**
 * SQLSTATEs meaning the server cannot serve this database now: too many connections, gone,
 * refused, or too slow (statement timeout, and the idle-in-transaction and transaction timeouts,
 * which end the session).
 */
const unavailableSqlStates = new Set([
  '53300',
  '3D000',
  '28000',
  '28P01',
  '57014',
  '25P03',
  '25P04',
]);

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function errorCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

/**
 * SQLSTATE 08P01 (protocol violation) sits in the connection class but is PostgreSQL refusing one
 * message, e.g. a parameter with a NUL character: the connection is fine, the request is not.
 */
const protocolViolation = '08P01';

/**
 * True when the error means PostgreSQL could not be reached, dropped the connection or did not
 * answer in time (network errors, pg's connection and query timeouts, SQLSTATE class 08 but for
 * a protocol violation, 57P0x, the timeouts above).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    const code = errorCode(current);
    if (code !== undefined) {
      if (
        connectionErrorCodes.has(code) ||
        unavailableSqlStates.has(code) ||
        (code.startsWith('08') && code !== protocolViolation) ||
        /^57P0[1-3]$/.test(code)
      ) {
        return true;
      }
    }
    if (current instanceof ConnectionException) return true;
    if (current instanceof Error) {
      if (
        /Connection terminated|is not currently accepting connections|timeout exceeded when trying to connect|Connection ended|connect ECONNREFUSED|Client has encountered a connection error|Query read timeout|Client was closed and is not queryable/i.test(
          current.message,
        )
      ) {
        return true;
      }
      current = current.cause;
    } else {
      current = undefined;
    }
  }
  return false;
}
