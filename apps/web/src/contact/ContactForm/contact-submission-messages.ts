import { site } from '../../content/site.ts';
import type { Toast } from '../../layout/ToastRegion/show-toast.ts';
import { classifyRestFailure } from '../../app/rest-call.ts';

/** Spec sections 4 and 8, word for word ('Sending....' has four dots there). */
export const contactStatusTexts = {
  sending: 'Sending....',
  success: 'Form Submitted Successfully',
  rejectedFallback: 'Failed to submit form',
  networkError: 'Network error occurred',
} as const;

export type ContactToast = Toast & { readonly message: string };

export const contactSuccessToast: ContactToast = {
  title: 'Success!',
  message: "Your message has been sent. We'll get back to you within 2 hours.",
  tone: 'success',
};

const contactConnectionErrorToast: ContactToast = {
  title: 'Connection Error',
  message: 'Please check your connection and try again, or email us directly',
  tone: 'destructive',
};

function contactRejectedToast(error: string): ContactToast {
  return {
    title: 'Form Submission Issue',
    message: `${error.replace(/\.$/, '')}. Please email us directly at ${site.supportEmail}.`,
    tone: 'destructive',
  };
}

export type ContactSubmissionFailure = {
  readonly status: string;
  readonly toast: ContactToast;
};

/**
 * A refusal is the server's answer, `success: false` whatever the status (a rule, the rate limit,
 * an internal error): show its message. Anything else means the request never got a readable
 * answer: the network failed or the body was not JSON.
 */
export function describeContactSubmissionFailure(error: unknown): ContactSubmissionFailure {
  const failure = classifyRestFailure(error);
  if (failure.kind === 'refused') {
    const message = failure.message === '' ? contactStatusTexts.rejectedFallback : failure.message;
    return { status: message, toast: contactRejectedToast(message) };
  }
  return { status: contactStatusTexts.networkError, toast: contactConnectionErrorToast };
}
