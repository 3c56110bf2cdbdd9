import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CareerSubmissionInput } from '@app/domain';
import { useTRPC } from '../../app/api-clients.ts';
import { useSubmissionKey } from '../../app/use-submission-key.ts';
import { careerFailureAlert } from './career-application-messages.ts';

/** Spec section 9: the confirmation of an accepted application shows for five seconds. */
export const confirmationDisplayMs = 5000;

/**
 * What the form gives: every field of the server's schema as text, '' for a blank optional one.
 * The submission key is the hook's own.
 */
export type CareerApplicationPayload = {
  readonly [Field in Exclude<keyof CareerSubmissionInput, 'submissionKey'>]-?: string;
};

export type CareerApplication = {
  readonly submitting: boolean;
  readonly confirmationShown: boolean;
  readonly dismissConfirmation: () => void;
  /** Resolves to true when the server accepted the application; a refusal is reported by alert. */
  readonly submit: (application: CareerApplicationPayload) => Promise<boolean>;
};

export function useCareerApplication(): CareerApplication {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.public.submitCareer.mutationOptions());
  const submissionKey = useSubmissionKey();
  const [confirmationShown, setConfirmationShown] = useState(false);

  useEffect(() => {
    if (!confirmationShown) return;
    const timer = window.setTimeout(() => {
      setConfirmationShown(false);
    }, confirmationDisplayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [confirmationShown]);

  const submit = async (application: CareerApplicationPayload): Promise<boolean> => {
    // Hidden first, so the five seconds start again for a second application.
    setConfirmationShown(false);
    try {
      await mutation.mutateAsync({ ...application, submissionKey: submissionKey.current() });
    } catch (error) {
      window.alert(careerFailureAlert(error));
      return false;
    }
    submissionKey.renew();
    setConfirmationShown(true);
    return true;
  };

  return {
    submitting: mutation.isPending,
    confirmationShown,
    dismissConfirmation: () => {
      setConfirmationShown(false);
    },
    submit,
  };
}
