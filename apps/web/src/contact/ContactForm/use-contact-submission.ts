import { useState } from 'react';
import type { ContactFormValues } from '@app/domain';
import { usePublicApi } from '../../app/public-api.ts';
import type { BotTrapFields } from '../../components/BotTraps/use-form-bot-traps.tsx';
import { useSubmissionKey } from '../../app/use-submission-key.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
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

export function useContactSubmission(): ContactSubmission {
  const api = usePublicApi();
  const submissionKey = useSubmissionKey();
  const [state, setState] = useState<Pick<ContactSubmission, 'status' | 'outcome'>>({
    status: '',
    outcome: 'none',
  });

  const submit = async (
    values: ContactFormValues,
    botTraps: () => Promise<BotTrapFields>,
  ): Promise<boolean> => {
    setState({ status: contactStatusTexts.sending, outcome: 'sending' });
    try {
      await api.public.submitContact.mutate({
        ...(await botTraps()),
        name: values.name,
        email: values.email,
        contact: values.contact,
        company: values.company ?? '',
        teamSize: values.teamSize ?? '',
        message: values.message ?? '',
        submissionKey: submissionKey.current(),
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
