import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LeadDto } from '../api/admin-api.ts';
import { AdminDialog } from './AdminDialog.tsx';

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
  const [deleting, setDeleting] = useState(false);
  const confirm = async (target: LeadDto) => {
    setDeleting(true);
    try {
      await onConfirm(target);
    } finally {
      setDeleting(false);
      onClose();
    }
  };
  return (
    <AdminDialog
      opened={opened}
      onClose={onClose}
      title="Delete Lead"
      closeOnClickOutside={!deleting}
      closeOnEscape={!deleting}
    >
      {lead !== undefined && (
        <Stack gap="md">
          <Text>{deleteQuestion(lead)}</Text>
          <Text size="sm" c="dimmed">
            {deleteWarning}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
              Cancel
            </Button>
            <Button color="red.9" loading={deleting} onClick={() => void confirm(lead)}>
              Delete Lead
            </Button>
          </Group>
        </Stack>
      )}
    </AdminDialog>
  );
}
