import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import type { LeadDto } from '../api/admin-api.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { LeadHeadline } from './LeadHeadline.tsx';

type ValueDialogProps = {
  readonly opened: boolean;
  readonly lead: LeadDto | undefined;
  readonly title: string;
  readonly placeholder: string;
  readonly onClose: () => void;
  /**
   * Receives the trimmed, non-empty input. Answers a message to show under the field when the
   * input cannot be used, or undefined once it was taken (the caller closes the dialog).
   */
  readonly onSave: (lead: LeadDto, value: string) => string | undefined;
};

/** Spec section 2: the lead's name and company, one input labelled Value, Cancel and Save. */
export function ValueDialog({
  opened,
  lead,
  title,
  placeholder,
  onClose,
  onSave,
}: ValueDialogProps) {
  return (
    <AdminDialog opened={opened} onClose={onClose} title={title}>
      {lead !== undefined && (
        <ValueForm
          key={lead.id}
          lead={lead}
          placeholder={placeholder}
          onCancel={onClose}
          onSave={onSave}
        />
      )}
    </AdminDialog>
  );
}

type ValueFormProps = {
  readonly lead: LeadDto;
  readonly placeholder: string;
  readonly onCancel: () => void;
  readonly onSave: ValueDialogProps['onSave'];
};

function ValueForm({ lead, placeholder, onCancel, onSave }: ValueFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const trimmed = value.trim();

  // Enter in the field submits the form, which is how Enter saves.
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed === '') return;
    setError(onSave(lead, trimmed));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LeadHeadline lead={lead} />
        <TextInput
          label="Value"
          placeholder={placeholder}
          value={value}
          error={error}
          data-autofocus
          autoComplete="off"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={trimmed === ''}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
