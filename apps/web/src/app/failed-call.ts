import { isTRPCClientError, type TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@app/api';

type ErrorCode = NonNullable<TRPCClientError<AppRouter>['data']>['code'];

/**
 * What a failed call to the API came back with, the one reading every form and the admin use:
 * - `refused`: the server's own answer (a validation rule, the rate limit, a wrong password), from
 *   tRPC or, as a `RefusedAnswer`, from a REST path;
 * - `plain-error`: a JSON answer that is not tRPC's but carries an `error` text (a proxy's);
 * - `no-answer`: nothing readable came back (network down, an HTML error page).
 */
export type FailedCall =
  | {
      readonly kind: 'refused';
      readonly code: ErrorCode | undefined;
      /** Empty when the server gave none. */
      readonly message: string;
    }
  | { readonly kind: 'plain-error'; readonly message: string }
  | { readonly kind: 'no-answer' };

function plainJsonError(responseJson: unknown): string | undefined {
  if (typeof responseJson !== 'object' || responseJson === null || !('error' in responseJson))
    return undefined;
  const { error } = responseJson;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

/** A REST path answered with a status that is not OK; the message is its JSON's `error` or ''. */
export class RefusedAnswer extends Error {
  override readonly name = 'RefusedAnswer';
}

/**
 * The refusal a REST answer that is not OK carries. A body that is not JSON (a proxy's HTML page)
 * makes this throw, which reads as no answer, as it does for tRPC.
 */
export async function refusalOf(response: Response): Promise<RefusedAnswer> {
  const body: unknown = await response.json();
  return new RefusedAnswer(plainJsonError(body) ?? '');
}

export function classifyFailedCall(error: unknown): FailedCall {
  if (error instanceof RefusedAnswer)
    return { kind: 'refused', code: undefined, message: error.message };
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
