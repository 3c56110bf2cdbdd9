import type { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@app/api';
import { postedFormActions, type PostedFormKind } from '@app/domain';

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

/** A form's door refused it; the message is its JSON's `error`, or '' when it gave none. */
export class RefusedAnswer extends Error {
  override readonly name = 'RefusedAnswer';
}

/** The refusal a JSON answer carries: its `error` text whatever the status, or none. */
function refusalIn(body: unknown): RefusedAnswer {
  return new RefusedAnswer(plainJsonError(body) ?? '');
}

/**
 * How each form's door says it took the form (spec section 7):
 * - the contact door's JSON decides: only `success: true` is a success, so a `200` that says
 *   `success: false`, or whose body is a proxy's or a captive portal's HTML, is not;
 * - the careers door's ok status decides; its body is read only on a failure.
 */
const acceptanceOf = {
  contact: 'success-in-body',
  career: 'ok-status',
} as const satisfies Record<PostedFormKind, 'success-in-body' | 'ok-status'>;

function saysSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
}

/**
 * Resolves when the form's door accepted it; a refusal throws a `RefusedAnswer` with the server's
 * `error` text whatever the status. A body that is not JSON where it must be read makes this
 * throw, which reads as no answer, as it does for tRPC.
 */
export async function readFormAnswer(form: PostedFormKind, response: Response): Promise<void> {
  if (acceptanceOf[form] === 'ok-status' && response.ok) return;
  const body: unknown = await response.json();
  // A failed status is no success, whatever its body says.
  if (response.ok && saysSuccess(body)) return;
  throw refusalIn(body);
}

/**
 * Sends a public form to its documented REST door (spec section 7) as JSON. Resolves once
 * accepted; a refusal throws a `RefusedAnswer`, a failed connection or an unreadable answer
 * throws as no answer. The forms use these doors rather than tRPC, whose client would double the
 * code a form page loads to send it.
 */
export async function postForm(form: PostedFormKind, body: object): Promise<void> {
  const response = await fetch(postedFormActions[form], {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await readFormAnswer(form, response);
}

/** A REST answer's failure: the server's refusal, or no readable answer at all. */
export function classifyRestFailure(error: unknown): FailedCall {
  return error instanceof RefusedAnswer
    ? { kind: 'refused', code: undefined, message: error.message }
    : { kind: 'no-answer' };
}
