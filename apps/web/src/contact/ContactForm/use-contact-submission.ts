import { useState } from 'react';
import type { ContactFormValues } from '@app/domain';
import { postForm } from '../../app/rest-call.ts';
import type { BotTrapFields } from '../../components/BotTraps/use-form-bot-traps.tsx';
import { useSubmissionKey } from '../../app/use-submission-key.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { visitSourceFieldsToSend } from '../../visit-source/visit-source-fields.ts';
import {
  contactStatusTexts,
  contactSuccessToast,
  describeContactSubmissionFailure,
} from './contact-submission-messages.ts';

export type ContactSubmission = {
  /** Empty until the first submit, then 'Sending....' and the outcome. */
  readonly status: string;
  readonly outcome: 'none' | 'sending' | 'success' | 'failure';
  /**
   * Resolves to true when the server accepted the request; `botTraps` answers the trap fields
   * once the form has been open long enough.
   */
  readonly submit: (
    values: ContactFormValues,
    botTraps: () => Promise<BotTrapFields>,
  ) => Promise<boolean>;
};

/** `postedFormError`: the message of a refused plain post the page was rendered for. */
export function useContactSubmission(postedFormError?: string): ContactSubmission {
  const submissionKey = useSubmissionKey();
  const [state, setState] = useState<Pick<ContactSubmission, 'status' | 'outcome'>>(
    postedFormError === undefined
      ? { status: '', outcome: 'none' }
      : { status: postedFormError, outcome: 'failure' },
  );

  const submit = async (
    values: ContactFormValues,
    botTraps: () => Promise<BotTrapFields>,
  ): Promise<boolean> => {
    setState({ status: contactStatusTexts.sending, outcome: 'sending' });
    try {
      await postForm('contact', {
        ...(await botTraps()),
        name: values.name,
        email: values.email,
        contact: values.contact,
        company: values.company ?? '',
        teamSize: values.teamSize ?? '',
        message: values.message ?? '',
        submissionKey: submissionKey.current(),
        ...visitSourceFieldsToSend(),
        sourcePage: location.pathname,
      });
      submissionKey.renew();
      setState({ status: contactStatusTexts.success, outcome: 'success' });
      showToast(contactSuccessToast);
      return true;
    } catch (error) {
      const failure = describeContactSubmissionFailure(error);
      setState({ status: failure.status, outcome: 'failure' });
      showToast(failure.toast);
      return false;
    }
  };

  return { ...state, submit };
}
