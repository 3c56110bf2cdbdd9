import { useState } from 'react';
import type { CareerSubmissionInput } from '@app/domain';
import { postForm } from '../../app/rest-call.ts';
import type { BotTrapFields } from '../../components/BotTraps/use-form-bot-traps.tsx';
import { useSubmissionKey } from '../../app/use-submission-key.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { careerFailureAlert, careerSuccessToast } from './career-application-messages.ts';
import { sendApplicationWithCv } from './send-application-with-cv.ts';

/**
 * What the form gives: every field of the server's schema as text, '' for a blank optional one.
 * The submission key and the bot-trap fields are the hook's own.
 */
type CareerApplicationPayload = {
  readonly [
    Field in Exclude<
      keyof CareerSubmissionInput,
      'submissionKey' | 'honeypot' | 'submitTime' | 'captchaToken'
    >
  ]-?: string;
};

export type CareerApplication = {
  readonly submitting: boolean;
  /**
   * Resolves to true when the server accepted the application, which a success toast confirms
   * (five seconds, dismissable); a refusal is reported by alert. Without a CV the application goes
   * by tRPC; with one, as multipart/form-data to POST /api/careers, which takes files.
   */
  readonly submit: (
    application: CareerApplicationPayload,
    botTraps: () => Promise<BotTrapFields>,
    cv: File | null,
  ) => Promise<boolean>;
};

export function useCareerApplication(): CareerApplication {
  const submissionKey = useSubmissionKey();
  // From the click on, including while a quick submission is held back for the time trap.
  const [sending, setSending] = useState(false);

  const submit = async (
    application: CareerApplicationPayload,
    botTraps: () => Promise<BotTrapFields>,
    cv: File | null,
  ): Promise<boolean> => {
    setSending(true);
    try {
      const fields = {
        ...application,
        ...(await botTraps()),
        submissionKey: submissionKey.current(),
      };
      await (cv === null ? postForm('career', fields) : sendApplicationWithCv(fields, cv));
    } catch (error) {
      window.alert(careerFailureAlert(error));
      return false;
    } finally {
      setSending(false);
    }
    submissionKey.renew();
    showToast(careerSuccessToast);
    return true;
  };

  return { submitting: sending, submit };
}
