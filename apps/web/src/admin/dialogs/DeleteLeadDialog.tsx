import type { LeadDto } from '../api/admin-api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type DeleteLeadDialogProps = {
  readonly opened: boolean;
  readonly lead: LeadDto | undefined;
  readonly onClose: () => void;
  /** Resolves once the server answered; the dialog then closes either way. */
  readonly onConfirm: (lead: LeadDto) => Promise<unknown>;
};

/** The question of spec section 2: the lead's name and company, then the warning about notes. */
export function deleteQuestion(lead: Pick<LeadDto, 'name' | 'company'>): string {
  const company = lead.company === null ? '' : ` (${lead.company})`;
  return `Are you sure you want to delete the lead ${lead.name}${company}?`;
}

export const deleteWarning =
  'This action cannot be undone and will also delete all associated notes.';

export function DeleteLeadDialog({ opened, lead, onClose, onConfirm }: DeleteLeadDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      subject={lead}
      title="Delete Lead"
      question={deleteQuestion}
      warning={() => deleteWarning}
      confirmLabel="Delete Lead"
      confirmColor="red.9"
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
