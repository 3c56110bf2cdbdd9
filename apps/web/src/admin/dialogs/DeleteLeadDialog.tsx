import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import type { LeadDto } from '../api/admin-api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type DeleteLeadDialogProps = {
  readonly opened: boolean;
  readonly lead: LeadDto | undefined;
  readonly onClose: () => void;
  /** Resolves once the server answered; the dialog then closes either way. */
  readonly onConfirm: (lead: LeadDto, options: { withSubmissions: boolean }) => Promise<unknown>;
};

/** The question of spec section 2: the lead's name and company, then the warning about notes. */
function deleteQuestion(lead: Pick<LeadDto, 'name' | 'company'>): string {
  const company = lead.company === null ? '' : ` (${lead.company})`;
  return `Are you sure you want to delete the lead ${lead.name}${company}?`;
}

const deleteWarning = 'This action cannot be undone and will also delete all associated notes.';

export const deleteSubmissionsLabel = 'Also delete the contact submissions of this lead';

/**
 * The spec's confirmation, with one addition: unticked (the spec's behaviour) the lead's contact
 * submissions stay; ticked they go with it. Each opening starts unticked.
 */
export function DeleteLeadDialog({ opened, lead, onClose, onConfirm }: DeleteLeadDialogProps) {
  const [withSubmissions, setWithSubmissions] = useState(false);
  const close = () => {
    setWithSubmissions(false);
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      subject={lead}
      title="Delete Lead"
      question={deleteQuestion}
      warning={() => deleteWarning}
      confirmLabel="Delete Lead"
      confirmColor="red.9"
      onClose={close}
      onConfirm={(target) => onConfirm(target, { withSubmissions })}
    >
      <Checkbox
        label={deleteSubmissionsLabel}
        checked={withSubmissions}
        onChange={(event) => {
          setWithSubmissions(event.currentTarget.checked);
        }}
      />
    </ConfirmDialog>
  );
}
