import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrmFilter, LeadStage, OpenLeadStage } from '@app/domain';
import { adminToasts, toastUnlessSessionEnded, type AdminToast } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { optimisticCardChange, settled } from '../board/optimistic-change.ts';
import { expectedLeadChanges, type LeadChanges } from './lead-changes.ts';
import { useLeadBoardCache } from './lead-board.tsx';

/** Each change resolves once the server answered (the outcome is toasted, never thrown). */
export type LeadActions = {
  readonly move: (lead: LeadDto, stage: OpenLeadStage) => Promise<void>;
  readonly markWon: (lead: LeadDto, value: number) => Promise<void>;
  readonly markLost: (lead: LeadDto, reason: string) => Promise<void>;
  /** Resolves to true once the server deleted the lead. */
  readonly remove: (lead: LeadDto, options: { withSubmissions: boolean }) => Promise<boolean>;
};

/**
 * Changes to leads. Each one shows at once on the board (the card changes column, the column
 * totals follow) and is undone if the server refuses it. Afterwards only what it touched is
 * refreshed: the card (from the server's answer), the column totals, its notes (the server writes
 * one per change) and the statistics. Never the loaded pages.
 */
export function useLeadActions(filter: CrmFilter): LeadActions {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const board = useLeadBoardCache();

  const refreshAfterChange = (leadId: number) => {
    board.refreshAfterChange();
    void queryClient.invalidateQueries({ queryKey: trpc.leads.stats.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.notes.list.queryKey({ leadId }) });
    void queryClient.invalidateQueries({
      queryKey: trpc.conversations.timeline.queryKey({ kind: 'lead', id: leadId }),
    });
  };

  /** Optimistic update with rollback; `changes` computes the expected lead from the call's input. */
  const optimistic = <Input extends { id: number }>(options: {
    readonly changes: (lead: LeadDto, input: Input) => LeadChanges;
    readonly successToast: (input: Input) => AdminToast;
  }) =>
    optimisticCardChange<LeadDto, Input>({
      cache: board,
      filter,
      changes: options.changes,
      onRefused: (error) => {
        toastUnlessSessionEnded(error, adminToasts.leadUpdateFailed);
      },
      onDone: (lead, input) => {
        refreshAfterChange(lead.id);
        showToast(options.successToast(input));
      },
    });

  const moveMutation = useMutation(
    trpc.leads.move.mutationOptions(
      optimistic<{ id: number; stage: LeadStage }>({
        changes: (lead, input) => expectedLeadChanges(lead, { kind: 'move', stage: input.stage }),
        successToast: () => adminToasts.leadUpdated,
      }),
    ),
  );
  const markWonMutation = useMutation(
    trpc.leads.markWon.mutationOptions(
      optimistic<{ id: number; value: number }>({
        changes: (lead, input) =>
          expectedLeadChanges(lead, { kind: 'markWon', value: input.value }),
        successToast: (input) => adminToasts.leadWon(input.value),
      }),
    ),
  );
  const markLostMutation = useMutation(
    trpc.leads.markLost.mutationOptions(
      optimistic<{ id: number; reason: string }>({
        changes: (lead, input) =>
          expectedLeadChanges(lead, { kind: 'markLost', reason: input.reason }),
        successToast: (input) => adminToasts.leadLost(input.reason),
      }),
    ),
  );
  const removeMutation = useMutation(
    trpc.leads.remove.mutationOptions({
      onSuccess: ({ id, removedSubmissions }) => {
        board.showCardChange(filter, board.loadedCard(id) ?? null, null);
        board.refreshAfterChange();
        queryClient.removeQueries({ queryKey: trpc.notes.list.queryKey({ leadId: id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.leads.stats.queryKey() });
        if (removedSubmissions > 0) {
          void queryClient.invalidateQueries({ queryKey: trpc.submissions.pathKey() });
        }
        showToast(adminToasts.leadDeleted);
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.leadDeleteFailed);
      },
    }),
  );

  return {
    move: (lead, stage) => settled(moveMutation.mutateAsync({ id: lead.id, stage })),
    markWon: (lead, value) => settled(markWonMutation.mutateAsync({ id: lead.id, value })),
    markLost: (lead, reason) => settled(markLostMutation.mutateAsync({ id: lead.id, reason })),
    remove: async (lead, { withSubmissions }) => {
      try {
        await removeMutation.mutateAsync({ id: lead.id, withSubmissions });
        return true;
      } catch {
        return false;
      }
    },
  };
}
