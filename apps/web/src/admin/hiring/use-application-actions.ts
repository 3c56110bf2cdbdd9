import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationChangeRequest, ApplicationStage, CrmFilter } from '@app/domain';
import { adminToasts, toastUnlessSessionEnded, type AdminToast } from '../admin-toasts.ts';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC, type ApplicationDto } from '../api/admin-api.ts';
import { optimisticCardChange } from '../board/optimistic-change.ts';
import { succeeds } from '../dialogs/NotesDialog.tsx';
import { useApplicationBoardCache } from './application-board.tsx';
import { applicantName } from './ApplicationCard.tsx';
import { expectedApplicationChanges } from './application-changes.ts';

/**
 * Each resolves once the server answered, to whether the change was made (the outcome is
 * toasted, never thrown). A removal takes the application's notes and CV with it.
 */
export type ApplicationActions = {
  readonly move: (application: ApplicationDto, stage: ApplicationStage) => Promise<boolean>;
  readonly hire: (application: ApplicationDto) => Promise<boolean>;
  readonly reject: (application: ApplicationDto, reason: string) => Promise<boolean>;
  readonly remove: (application: ApplicationDto) => Promise<boolean>;
};

/** The server's refusal says why (a rule of the hiring pipeline); a failed call says nothing more. */
function updateFailed(error: unknown): AdminToast {
  const failure = classifyFailedCall(error);
  return adminToasts.applicationUpdateFailed(
    failure.kind === 'refused' && failure.code === 'BAD_REQUEST' ? failure.message : undefined,
  );
}

/**
 * Changes to applications, as the lead board's: each shows at once on the hiring board and is
 * undone if the server refuses it (the rules are `decideApplicationChange`, the server's too).
 * Afterwards the card comes from the server's answer, and its column totals, its notes (a change
 * writes one) and the hiring statistics are refreshed.
 */
export function useApplicationActions(filter: CrmFilter): ApplicationActions {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const board = useApplicationBoardCache();

  const refreshAfterChange = (applicationId: number) => {
    board.refreshAfterChange();
    void queryClient.invalidateQueries({ queryKey: trpc.applications.stats.queryKey() });
    void queryClient.invalidateQueries({
      queryKey: trpc.applicationNotes.list.queryKey({ applicationId }),
    });
    void queryClient.invalidateQueries({
      queryKey: trpc.applications.get.queryKey({ id: applicationId }),
    });
  };

  const optimistic = <Input extends { id: number }>(options: {
    readonly request: (input: Input) => ApplicationChangeRequest;
    readonly successToast: (application: ApplicationDto, input: Input) => AdminToast;
  }) =>
    optimisticCardChange<ApplicationDto, Input>({
      cache: board,
      filter,
      changes: (application, input) =>
        expectedApplicationChanges(application, options.request(input)),
      onRefused: (error) => {
        toastUnlessSessionEnded(error, updateFailed(error));
      },
      onDone: (application, input) => {
        refreshAfterChange(application.id);
        showToast(options.successToast(application, input));
      },
    });

  const moveMutation = useMutation(
    trpc.applications.move.mutationOptions(
      optimistic<{ id: number; stage: ApplicationStage }>({
        request: (input) => ({ kind: 'move', stage: input.stage }),
        successToast: () => adminToasts.applicationUpdated,
      }),
    ),
  );
  const hireMutation = useMutation(
    trpc.applications.hire.mutationOptions(
      optimistic<{ id: number }>({
        request: () => ({ kind: 'hire' }),
        successToast: (application) => adminToasts.applicationHired(applicantName(application)),
      }),
    ),
  );
  const rejectMutation = useMutation(
    trpc.applications.reject.mutationOptions(
      optimistic<{ id: number; reason: string }>({
        request: (input) => ({ kind: 'reject', reason: input.reason }),
        successToast: (_application, input) => adminToasts.applicationNotSelected(input.reason),
      }),
    ),
  );
  const removeMutation = useMutation(
    trpc.applications.remove.mutationOptions({
      onSuccess: (_result, { id }) => {
        board.showCardChange(filter, board.loadedCard(id) ?? null, null);
        board.refreshAfterChange();
        queryClient.removeQueries({
          queryKey: trpc.applicationNotes.list.queryKey({ applicationId: id }),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.applications.stats.queryKey() });
        showToast(adminToasts.applicationDeleted);
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.applicationDeleteFailed);
      },
    }),
  );

  return {
    move: (application, stage) =>
      succeeds(moveMutation.mutateAsync({ id: application.id, stage })),
    hire: (application) => succeeds(hireMutation.mutateAsync({ id: application.id })),
    reject: (application, reason) =>
      succeeds(rejectMutation.mutateAsync({ id: application.id, reason })),
    remove: (application) => succeeds(removeMutation.mutateAsync({ id: application.id })),
  };
}
