import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStage, OpenLeadStage } from '@app/domain';
import { adminToasts, type AdminToast } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { isUnauthorized, useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import {
  expectedLeadChanges,
  withLeadChanged,
  withoutLead,
  type LeadChanges,
} from './lead-changes.ts';

/** Each change resolves once the server answered (the outcome is toasted, never thrown). */
export type LeadActions = {
  readonly move: (lead: LeadDto, stage: OpenLeadStage) => Promise<void>;
  readonly markWon: (lead: LeadDto, value: number) => Promise<void>;
  readonly markLost: (lead: LeadDto, reason: string) => Promise<void>;
  /** Resolves to true once the server deleted the lead. */
  readonly remove: (lead: LeadDto) => Promise<boolean>;
};

function toastUnlessSessionEnded(error: unknown, toast: AdminToast): void {
  // A dead session returns to the login form; an error toast on top of it would only confuse.
  if (!isUnauthorized(error)) showToast(toast);
}

/**
 * Changes to leads. Each one shows at once in the cached list and is undone if the server
 * refuses it. Afterwards only what it touched is refreshed: the lead (from the server's answer),
 * its notes (the server writes one per change) and the statistics. Never the whole list.
 */
export function useLeadActions(): LeadActions {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const leadsKey = trpc.leads.list.queryKey();

  const changeCachedLead = (id: number, change: (lead: LeadDto) => LeadDto) => {
    queryClient.setQueryData(leadsKey, (leads) =>
      leads === undefined ? leads : withLeadChanged(leads, id, change),
    );
  };

  const refreshAfterChange = (leadId: number) => {
    void queryClient.invalidateQueries({ queryKey: trpc.leads.stats.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.notes.list.queryKey({ leadId }) });
  };

  /** Optimistic update with rollback; `changes` computes the expected lead from the call's input. */
  const optimistic = <Input extends { id: number }>(options: {
    readonly changes: (lead: LeadDto, input: Input) => LeadChanges;
    readonly successToast: (input: Input) => AdminToast;
  }) => ({
    onMutate: (input: Input) => {
      const previous = queryClient.getQueryData(leadsKey)?.find((lead) => lead.id === input.id);
      changeCachedLead(input.id, (lead) => ({ ...lead, ...options.changes(lead, input) }));
      return { previous };
    },
    onError: (
      error: unknown,
      input: Input,
      context: { previous: LeadDto | undefined } | undefined,
    ) => {
      const previous = context?.previous;
      if (previous !== undefined) changeCachedLead(input.id, () => previous);
      toastUnlessSessionEnded(error, adminToasts.leadUpdateFailed);
    },
    onSuccess: (lead: LeadDto, input: Input) => {
      changeCachedLead(lead.id, () => lead);
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
      onSuccess: ({ id }) => {
        queryClient.setQueryData(leadsKey, (leads) =>
          leads === undefined ? leads : withoutLead(leads, id),
        );
        queryClient.removeQueries({ queryKey: trpc.notes.list.queryKey({ leadId: id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.leads.stats.queryKey() });
        showToast(adminToasts.leadDeleted);
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.leadDeleteFailed);
      },
    }),
  );

  const settled = (change: Promise<unknown>) =>
    change.then(
      () => undefined,
      () => undefined,
    );

  return {
    move: (lead, stage) => settled(moveMutation.mutateAsync({ id: lead.id, stage })),
    markWon: (lead, value) => settled(markWonMutation.mutateAsync({ id: lead.id, value })),
    markLost: (lead, reason) => settled(markLostMutation.mutateAsync({ id: lead.id, reason })),
    remove: async (lead) => {
      try {
        await removeMutation.mutateAsync({ id: lead.id });
        return true;
      } catch {
        return false;
      }
    },
  };
}
