import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '@app/api';

/** Spec section 8, word for word: shown in the browser's alert when an application fails. */
export const careerFailureAlerts = {
  rejectedPrefix: 'Error: ',
  rejectedFallback: 'Error: Failed to submit application',
  networkError: 'Error submitting application. Please try again.',
} as const;

/**
 * The alert for a failed application. A tRPC error with a shape is the server's answer: its
 * message (a validation rule, the rate limit) is shown, except for an internal error, which carries
 * no message for the visitor. No shape means no readable answer: the network failed or the body
 * was not JSON.
 */
export function careerFailureAlert(error: unknown): string {
  if (!isTRPCClientError<AppRouter>(error) || error.shape === undefined) return careerFailureAlerts.networkError;
  const hasVisitorMessage = error.message !== '' && error.data?.code !== 'INTERNAL_SERVER_ERROR';
  return hasVisitorMessage
    ? `${careerFailureAlerts.rejectedPrefix}${error.message}`
    : careerFailureAlerts.rejectedFallback;
}
