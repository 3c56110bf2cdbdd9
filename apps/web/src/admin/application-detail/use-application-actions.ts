import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApplicationChangeRequest, ApplicationStage, OpenApplicationStage } from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { adminToasts, toastUnlessSessionEnded, type AdminToast } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC, type ApplicationDto } from '../api/admin-api.ts';
import { succeeds } from '../dialogs/NotesDialog.tsx';
import { applicantName } from './use-application.ts';

/** The tooltips of an application's decisions, alike on its card and in its drawer. */
export const applicationActionHints = {
  notes: 'Open the application, its notes and its stage changes',
  move: 'Move the application to another open stage',
  hire: 'Hire the applicant: the application moves to Welcome Aboard',
  reject: 'Turn the application down, with the reason',
  remove: 'Delete the application, its notes and its CV',
} as const;

/**
 * A change to an application that a view may show before the server has answered it: one the
 * hiring rules decide (`decideApplicationChange`), or its removal.
 */
export type ApplicationChange = ApplicationChangeRequest | { readonly kind: 'remove' };

/** How a change shown at once is finished once the server has answered. */
type ShownApplicationChange = {
  /** The server refused the change or could not be reached: show the application as it was. */
  readonly undo: () => void;
  /** The server made the change: the application as saved, null once deleted. */
  readonly settle: (saved: ApplicationDto | null) => void;
};

/**
 * Shows a change at once (the board moves the card and its column counts), before the request
 * goes out; answers how to finish it, or undefined when there was nothing to show.
 */
export type ShowApplicationChange = (
  application: ApplicationDto,
  change: ApplicationChange,
) => Promise<ShownApplicationChange | undefined> | ShownApplicationChange | undefined;

/** Each resolves once the server answered, to whether the change was made (failures are toasted). */
export type ApplicationActions = {
  readonly move: (application: ApplicationDto, stage: OpenApplicationStage) => Promise<boolean>;
  readonly hire: (application: ApplicationDto) => Promise<boolean>;
  readonly reject: (application: ApplicationDto, reason: string) => Promise<boolean>;
  readonly remove: (application: ApplicationDto) => Promise<boolean>;
  readonly addNote: (application: ApplicationDto, note: string) => Promise<boolean>;
};

type ApplicationActionsOptions = {
  /**
   * The board's optimistic update. Without one, the loaded pages of applications are read again
   * after every change, so whatever view shows them follows.
   */
  readonly showChange?: ShowApplicationChange;
};

/** A refusal by the hiring rules (already hired, say) carries the reason worth showing. */
function refusalReason(error: unknown): string | undefined {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' && failure.code === 'BAD_REQUEST' && failure.message !== ''
    ? failure.message
    : undefined;
}

type Context = { readonly shown: ShownApplicationChange | undefined };

/**
 * The changes staff make to applications, from the board's cards and from the detail drawer:
 * moves, Welcome Aboard, Not Selected, delete and notes. Each is toasted; afterwards what it
 * touched is read again: the application itself, the column counts, the statistics and its
 * notes (the server writes one per stage change).
 */
export function useApplicationActions({
  showChange,
}: ApplicationActionsOptions = {}): ApplicationActions {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  // The application each change was asked for, as the caller had it: what the view shows at once
  // and what the toast names. Kept across renders, as the mutation's callbacks may be a later
  // render's than the call.
  const [asked] = useState(() => new Map<number, ApplicationDto>());

  const refreshAfterChange = (applicationId: number) => {
    void queryClient.invalidateQueries({ queryKey: trpc.applications.columns.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.applications.stats.queryKey() });
    if (showChange === undefined) {
      void queryClient.invalidateQueries({ queryKey: trpc.applications.page.queryKey() });
    }
    void queryClient.invalidateQueries({
      queryKey: trpc.applicationNotes.list.queryKey({ applicationId }),
    });
    void queryClient.invalidateQueries({
      queryKey: trpc.conversations.timeline.queryKey({ kind: 'application', id: applicationId }),
    });
  };

  /** Shows the change at once where a view can, and takes it back if the server refuses it. */
  const lifecycle = <Input extends { id: number }, Answer>(options: {
    readonly change: (input: Input) => ApplicationChange;
    readonly saved: (answer: Answer) => ApplicationDto | null;
    readonly successToast: (application: ApplicationDto, input: Input) => AdminToast;
    readonly failureToast: (error: unknown) => AdminToast;
  }) => {
    const applications = asked;
    return {
      onMutate: async (input: Input): Promise<Context> => {
        const application = applications.get(input.id);
        if (application === undefined || showChange === undefined) return { shown: undefined };
        return { shown: await showChange(application, options.change(input)) };
      },
      onError: (error: unknown, _input: Input, context: Context | undefined) => {
        context?.shown?.undo();
        toastUnlessSessionEnded(error, options.failureToast(error));
      },
      onSuccess: (answer: Answer, input: Input, context: Context) => {
        const saved = options.saved(answer);
        context.shown?.settle(saved);
        if (saved !== null) {
          queryClient.setQueryData(trpc.applications.get.queryKey({ id: saved.id }), saved);
        }
        refreshAfterChange(input.id);
        const application = applications.get(input.id);
        if (application !== undefined) showToast(options.successToast(application, input));
      },
      /** Runs the change for the application, remembering it for the callbacks above. */
      run: (application: ApplicationDto, call: () => Promise<unknown>) => {
        applications.set(application.id, application);
        return succeeds(call());
      },
    };
  };

  const updateFailed = (error: unknown) =>
    adminToasts.applicationUpdateFailed(refusalReason(error));
  const keepSaved = (saved: ApplicationDto) => saved;

  const moving = lifecycle<{ id: number; stage: ApplicationStage }, ApplicationDto>({
    change: (input) => ({ kind: 'move', stage: input.stage }),
    saved: keepSaved,
    successToast: () => adminToasts.applicationUpdated,
    failureToast: updateFailed,
  });
  const hiring = lifecycle<{ id: number }, ApplicationDto>({
    change: () => ({ kind: 'hire' }),
    saved: keepSaved,
    successToast: (application) => adminToasts.applicationHired(applicantName(application)),
    failureToast: updateFailed,
  });
  const rejecting = lifecycle<{ id: number; reason: string }, ApplicationDto>({
    change: (input) => ({ kind: 'reject', reason: input.reason }),
    saved: keepSaved,
    successToast: (_application, input) => adminToasts.applicationNotSelected(input.reason),
    failureToast: updateFailed,
  });
  const removing = lifecycle<{ id: number }, { success: true }>({
    change: () => ({ kind: 'remove' }),
    saved: () => null,
    successToast: () => adminToasts.applicationDeleted,
    failureToast: () => adminToasts.applicationDeleteFailed,
  });

  const moveMutation = useMutation(trpc.applications.move.mutationOptions(moving));
  const hireMutation = useMutation(trpc.applications.hire.mutationOptions(hiring));
  const rejectMutation = useMutation(trpc.applications.reject.mutationOptions(rejecting));
  const removeMutation = useMutation(trpc.applications.remove.mutationOptions(removing));
  const addNoteMutation = useMutation(
    trpc.applicationNotes.add.mutationOptions({
      onSuccess: (note) => {
        void queryClient.invalidateQueries({
          queryKey: trpc.applicationNotes.list.queryKey({ applicationId: note.applicationId }),
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.conversations.timeline.queryKey({
            kind: 'application',
            id: note.applicationId,
          }),
        });
        showToast(adminToasts.noteAdded);
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.noteAddFailed);
      },
    }),
  );

  return {
    move: (application, stage) =>
      moving.run(application, () => moveMutation.mutateAsync({ id: application.id, stage })),
    hire: (application) =>
      hiring.run(application, () => hireMutation.mutateAsync({ id: application.id })),
    reject: (application, reason) =>
      rejecting.run(application, () => rejectMutation.mutateAsync({ id: application.id, reason })),
    remove: (application) =>
      removing.run(application, () => removeMutation.mutateAsync({ id: application.id })),
    addNote: (application, note) =>
      succeeds(addNoteMutation.mutateAsync({ applicationId: application.id, note })),
  };
}
