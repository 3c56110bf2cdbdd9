import { classifyRestFailure } from '../../app/rest-call.ts';
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

/**
 * The alert for a failed application. A JSON answer with an `error` text (POST /api/careers, or a
 * proxy's) is shown whatever its status, a 500's too, as the spec reads the `error` field of any
 * non-OK answer; one without falls back to the spec's text. Anything else means no readable
 * answer: the network failed or the body was not JSON.
 */
export function careerFailureAlert(error: unknown): string {
  const failure = classifyRestFailure(error);
  if (failure.kind === 'no-answer') return careerFailureAlerts.networkError;
  return failure.message === ''
    ? careerFailureAlerts.rejectedFallback
    : `${careerFailureAlerts.rejectedPrefix}${failure.message}`;
}
