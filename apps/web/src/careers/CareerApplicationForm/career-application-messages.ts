import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '@app/api';
import { careersPage } from '../../content/careers.ts';
import type { Toast } from '../../layout/ToastRegion/show-toast.ts';

/** Spec sections 4 and 8: an accepted application is confirmed by a success toast. */
export const careerSuccessToast: Toast = {
  title: careersPage.applicationForm.successTitle,
  message: careersPage.applicationForm.successMessage,
  tone: 'success',
};

/** Spec section 8, word for word: shown in the browser's alert when an application fails. */
export const careerFailureAlerts = {
  rejectedPrefix: 'Error: ',
  rejectedFallback: 'Error: Failed to submit application',
  networkError: 'Error submitting application. Please try again.',
} as const;

/** The `error` text of a JSON answer that is not tRPC's own (a proxy's, a gateway's). */
function plainJsonError(responseJson: unknown): string | undefined {
  if (typeof responseJson !== 'object' || responseJson === null || !('error' in responseJson))
    return undefined;
  const { error } = responseJson;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

/**
 * The alert for a failed application. A tRPC error with a shape is the server's answer: its
 * message (a validation rule, the rate limit) is shown, except for an internal error, which carries
 * no message for the visitor. A JSON answer with an `error` text is shown whatever its status, as
 * the spec reads the `error` field of any non-OK answer. Anything else means no readable answer:
 * the network failed or the body was not JSON.
 */
export function careerFailureAlert(error: unknown): string {
  if (!isTRPCClientError<AppRouter>(error)) return careerFailureAlerts.networkError;
  if (error.shape === undefined) {
    const message = plainJsonError(error.meta?.responseJSON);
    return message === undefined
      ? careerFailureAlerts.networkError
      : `${careerFailureAlerts.rejectedPrefix}${message}`;
  }
  const hasVisitorMessage = error.message !== '' && error.data?.code !== 'INTERNAL_SERVER_ERROR';
  return hasVisitorMessage
    ? `${careerFailureAlerts.rejectedPrefix}${error.message}`
    : careerFailureAlerts.rejectedFallback;
}
