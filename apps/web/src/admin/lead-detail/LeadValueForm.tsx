import { Button, NumberInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { decideLeadChange, leadUpdateSchema } from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { adminToasts } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { isUnauthorized, useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { useLeadBoardCache } from '../pipeline/lead-board.tsx';
import classes from './LeadDrawer.module.css';

/** The two fields edited here, checked by the same rules as the server checks them. */
const valueChangesSchema = leadUpdateSchema.pick({ estimatedValue: true, probability: true });

type FieldErrors = {
  readonly estimatedValue?: string;
  readonly probability?: string;
  /** A rule of the pipeline (a won lead's probability is 100) or the server's refusal. */
  readonly form?: string;
};

/** What a NumberInput holds: a number, or the text typed when it is not one (empty, '-'). */
type NumberField = number | string;

function validationErrors(estimatedValue: NumberField, probability: NumberField) {
  const parsed = valueChangesSchema.safeParse({
    // An emptied value field clears the value, as the server allows for open leads.
    estimatedValue: estimatedValue === '' ? null : estimatedValue,
    probability,
  });
  if (parsed.success) return { changes: parsed.data, errors: null };
  const errors: { estimatedValue?: string; probability?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'estimatedValue' || field === 'probability') errors[field] ??= issue.message;
  }
  return { changes: null, errors };
}

/**
 * The lead's estimated value and probability, saved through `leads.update`. The board's columns
 * card shows the answer at once and the totals are read again, so its column's sum follows.
 */
export function LeadValueForm({ lead }: { readonly lead: LeadDto }) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const board = useLeadBoardCache();
  const [estimatedValue, setEstimatedValue] = useState<NumberField>(lead.estimatedValue ?? '');
  const [probability, setProbability] = useState<NumberField>(lead.probability);
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = useMutation(
    trpc.leads.update.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.leads.get.queryKey({ id: updated.id }), updated);
        board.changeLoadedCard(updated.id, () => updated);
        board.refreshAfterChange();
        void queryClient.invalidateQueries({ queryKey: trpc.leads.stats.queryKey() });
        showToast(adminToasts.leadUpdated);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const failure = classifyFailedCall(error);
        if (failure.kind === 'refused' && failure.code === 'BAD_REQUEST')
          setErrors({ form: failure.message });
        showToast(adminToasts.leadUpdateFailed);
      },
    }),
  );

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const { changes, errors: fieldErrors } = validationErrors(estimatedValue, probability);
    if (changes === null) {
      setErrors(fieldErrors);
      return;
    }
    const decision = decideLeadChange(lead, { kind: 'update', changes });
    if (!decision.ok) {
      setErrors({ form: decision.message });
      return;
    }
    setErrors({});
    update.mutate({ id: lead.id, ...changes });
  };

  return (
    <form onSubmit={save} noValidate className={classes.valueForm}>
      <div className={classes.valueFields}>
        <NumberInput
          label="Estimated value"
          prefix="$"
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          placeholder="Not set"
          value={estimatedValue}
          error={errors.estimatedValue}
          onChange={(value) => {
            setEstimatedValue(value);
            setErrors({});
          }}
        />
        <NumberInput
          label="Probability"
          suffix="%"
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          value={probability}
          error={errors.probability}
          onChange={(value) => {
            setProbability(value);
            setErrors({});
          }}
        />
      </div>
      {errors.form !== undefined && (
        <Text c="red.8" size="sm" role="alert">
          {errors.form}
        </Text>
      )}
      <div className={classes.valueActions}>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
