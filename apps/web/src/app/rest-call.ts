import type { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@app/api';

type ErrorCode = NonNullable<TRPCClientError<AppRouter>['data']>['code'];

// The public forms' side of reading a failed call: no tRPC code here, so that a form page does
// not carry tRPC's client (failed-call.ts adds tRPC's errors for the admin screen).

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

export function plainJsonError(responseJson: unknown): string | undefined {
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
  // The forms' own doors answer an unexpected failure with a text meant for logs, not visitors
  // (tRPC's internal errors are read the same way); a gateway's JSON error is shown as it is.
  const isFormDoorsInternalError =
    response.status === 500 && typeof body === 'object' && body !== null && 'success' in body;
  return new RefusedAnswer(isFormDoorsInternalError ? '' : (plainJsonError(body) ?? ''));
}

/**
 * Sends a public form to its documented REST door (spec section 7) as JSON. Resolves once
 * accepted; a refusal throws a `RefusedAnswer`, a failed connection or an unreadable answer throws
 * as no answer. The forms use these doors rather than tRPC, whose client would double the code a
 * form page loads to send it.
 */
export async function postForm(path: string, body: object): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await refusalOf(response);
}

/** A REST answer's failure: the server's refusal, or no readable answer at all. */
export function classifyRestFailure(error: unknown): FailedCall {
  return error instanceof RefusedAnswer
    ? { kind: 'refused', code: undefined, message: error.message }
    : { kind: 'no-answer' };
}
