import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '@app/api';
import { adminToasts, type AdminToast } from '../admin-toasts.ts';
import { isServerAnswer } from '../api/admin-api.ts';

/**
 * A readable answer from the server is a refusal (wrong password, too many attempts, invalid
 * input): its message is shown. No readable answer means the server could not be reached.
 */
export function loginFailureToast(error: unknown): AdminToast {
  if (isServerAnswer(error) && isTRPCClientError<AppRouter>(error)) {
    return adminToasts.loginFailed(error.message);
  }
  return adminToasts.loginUnreachable;
}
