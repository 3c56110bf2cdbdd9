import { useRef } from 'react';

export type SubmissionKey = {
  /** The key of the form as filled now: made on its first submit, the same for every retry. */
  readonly current: () => string | undefined;
  /** Forgets it once the server accepted the form, so the next form filled gets its own. */
  readonly renew: () => void;
};

/**
 * The idempotency key of a public form. A submit whose answer is lost (a 503, a dropped
 * connection) may still have been stored; its retry carries the same key, so the server answers it
 * like the original instead of storing the request twice.
 */
export function useSubmissionKey(): SubmissionKey {
  const key = useRef<string | undefined>(undefined);
  return {
    current: () => {
      // Browsers offer randomUUID in secure contexts only (HTTPS, localhost); over plain HTTP
      // the form goes without a key, as it did before keys existed.
      key.current ??= 'randomUUID' in crypto ? crypto.randomUUID() : undefined;
      return key.current;
    },
    renew: () => {
      key.current = undefined;
    },
  };
}
