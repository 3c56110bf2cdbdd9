import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '@app/api';
import {
  classifyRestFailure,
  type FailedCall,
  plainJsonError,
  RefusedAnswer,
} from './rest-call.ts';

export function classifyFailedCall(error: unknown): FailedCall {
  if (error instanceof RefusedAnswer) return classifyRestFailure(error);
  if (!isTRPCClientError<AppRouter>(error)) return { kind: 'no-answer' };
  if (error.shape === undefined || error.shape === null) {
    const message = plainJsonError(error.meta?.responseJSON);
    return message === undefined ? { kind: 'no-answer' } : { kind: 'plain-error', message };
  }
  return { kind: 'refused', code: error.data?.code, message: error.message };
}

/** The session is over (expired, ended elsewhere): the admin goes back to the login form. */
export function isUnauthorized(error: unknown): boolean {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' && failure.code === 'UNAUTHORIZED';
}
