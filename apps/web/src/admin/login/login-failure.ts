import { classifyFailedCall } from '../../app/failed-call.ts';
import { adminToasts, type AdminToast } from '../admin-toasts.ts';

/**
 * A readable answer from the server is a refusal (wrong password, too many attempts, invalid
 * input): its message is shown. No readable answer means the server could not be reached.
 */
export function loginFailureToast(error: unknown): AdminToast {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused'
    ? adminToasts.loginFailed(failure.message)
    : adminToasts.loginUnreachable;
}
