import { useState, type ReactNode } from 'react';
import { notSelectedReasonRequiredMessage, rejectApplicationInputSchema } from '@app/domain';
import type { ApplicationDto } from '../api/admin-api.ts';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import type { Headline } from '../dialogs/RecordHeadline.tsx';
import { ValueDialog } from '../dialogs/ValueDialog.tsx';
import type { ApplicationActions } from './use-application-actions.ts';
import { applicantName } from './use-application.ts';

const hireTexts = {
  title: 'Welcome Aboard',
  question: (application: ApplicationDto) =>
    `Mark ${applicantName(application)} as hired for ${application.position}?`,
  warning: 'The application moves to Welcome Aboard, and a note records it.',
  confirm: 'Welcome Aboard',
} as const;

const notSelectedTexts = {
  title: 'Why was this application not selected?',
  placeholder: 'Enter reason for not selecting this applicant',
} as const;

const deleteApplicationTexts = {
  title: 'Delete Application',
  question: (application: ApplicationDto) =>
    `Are you sure you want to delete the application of ${applicantName(application)} (${application.position})?`,
  warning: (application: ApplicationDto) =>
    application.cv === null
      ? 'This action cannot be undone and will also delete all associated notes.'
      : 'This action cannot be undone and will also delete all associated notes and the CV.',
  confirm: 'Delete Application',
} as const;

/** The applicant a dialog is about: name and the position applied for. */
function applicationHeadline(application: ApplicationDto): Headline {
  return { name: applicantName(application), detail: application.position };
}

/** The reason as the server would take it, or the rule's message ('Please enter a reason', too long). */
function reasonProblem(reason: string): string | undefined {
  const checked = rejectApplicationInputSchema.shape.reason.safeParse(reason);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** The three decisions on an application that ask first: a card's buttons and the drawer's. */
export type ApplicationDialogKind = 'hire' | 'reject' | 'delete';

/** The dialog on screen; it keeps its application while it closes, for the closing animation. */
type OpenDialog = {
  readonly kind: ApplicationDialogKind;
  readonly application: ApplicationDto;
  readonly opened: boolean;
};

type ApplicationDialogsOptions = {
  /** After the server deleted an application (a drawer closes, the focus moves on). */
  readonly onDeleted?: (application: ApplicationDto) => void;
  /** After a change asked for here was answered, made or not (the focus goes back to its card). */
  readonly onSettled?: (application: ApplicationDto, change: Promise<boolean>) => void;
};

/**
 * Welcome Aboard (a confirmation), Not Selected (a reason, 'Please enter a reason' when blank)
 * and Delete (a confirmation naming the applicant) for any application: `open` shows one, and
 * `dialogs` is rendered where they belong.
 */
export function useApplicationDialogs(
  actions: ApplicationActions,
  { onDeleted, onSettled }: ApplicationDialogsOptions = {},
): {
  readonly open: (kind: ApplicationDialogKind, application: ApplicationDto) => void;
  readonly dialogs: ReactNode;
} {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => {
    setDialog((current) => (current === null ? null : { ...current, opened: false }));
  };
  const dialogProps = (kind: ApplicationDialogKind) => ({
    opened: dialog?.kind === kind && dialog.opened,
    subject: dialog?.kind === kind ? dialog.application : undefined,
    onClose: close,
  });
  const settle = (application: ApplicationDto, change: Promise<boolean>) => {
    onSettled?.(application, change);
    return change;
  };

  const dialogs = (
    <>
      <ConfirmDialog
        {...dialogProps('hire')}
        title={hireTexts.title}
        question={hireTexts.question}
        warning={() => hireTexts.warning}
        confirmLabel={hireTexts.confirm}
        confirmColor="bamboo"
        onConfirm={(application) => settle(application, actions.hire(application))}
      />
      <ValueDialog
        {...dialogProps('reject')}
        headline={applicationHeadline}
        title={notSelectedTexts.title}
        placeholder={notSelectedTexts.placeholder}
        requiredMessage={notSelectedReasonRequiredMessage}
        onSave={(application, reason) => {
          const problem = reasonProblem(reason);
          if (problem !== undefined) return problem;
          close();
          void settle(application, actions.reject(application, reason));
          return undefined;
        }}
      />
      <ConfirmDialog
        {...dialogProps('delete')}
        title={deleteApplicationTexts.title}
        question={deleteApplicationTexts.question}
        warning={deleteApplicationTexts.warning}
        confirmLabel={deleteApplicationTexts.confirm}
        confirmColor="red.9"
        onConfirm={async (application) => {
          if (await settle(application, actions.remove(application))) onDeleted?.(application);
        }}
      />
    </>
  );
  return {
    open: (kind, application) => {
      setDialog({ kind, application, opened: true });
    },
    dialogs,
  };
}
