import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { AdminDialog } from './AdminDialog.tsx';
import { RecordHeadline, type Headline } from './RecordHeadline.tsx';

/** What a dialog acts on: a lead or an application. */
export type DialogSubject = { readonly id: number };

type ValueDialogProps<Subject extends DialogSubject> = {
  readonly opened: boolean;
  readonly subject: Subject | undefined;
  readonly headline: (subject: Subject) => Headline;
  readonly title: string;
  readonly placeholder: string;
  /**
   * Shown when the blank field is saved. Without one, Save stays disabled while the field is blank
   * (spec section 5), which also keeps Enter from saving.
   */
  readonly requiredMessage?: string;
  readonly onClose: () => void;
  /**
   * Receives the trimmed, non-empty input. Answers a message to show under the field when the
   * input cannot be used, or undefined once it was taken (the caller closes the dialog).
   */
  readonly onSave: (subject: Subject, value: string) => string | undefined;
};

/** Spec section 2: who it is about, one input labelled Value, Cancel and Save. */
export function ValueDialog<Subject extends DialogSubject>({
  opened,
  subject,
  title,
  onClose,
  ...formProps
}: ValueDialogProps<Subject>) {
  return (
    <AdminDialog opened={opened} onClose={onClose} title={title}>
      {subject !== undefined && (
        <ValueForm key={subject.id} subject={subject} onCancel={onClose} {...formProps} />
      )}
    </AdminDialog>
  );
}

type ValueFormProps<Subject extends DialogSubject> = Pick<
  ValueDialogProps<Subject>,
  'headline' | 'placeholder' | 'requiredMessage' | 'onSave'
> & {
  readonly subject: Subject;
  readonly onCancel: () => void;
};

function ValueForm<Subject extends DialogSubject>({
  subject,
  headline,
  placeholder,
  requiredMessage,
  onCancel,
  onSave,
}: ValueFormProps<Subject>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const trimmed = value.trim();

  // Enter in the field submits the form, which is how Enter saves.
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(trimmed === '' ? requiredMessage : onSave(subject, trimmed));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RecordHeadline {...headline(subject)} />
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
          <Button type="submit" disabled={trimmed === '' && requiredMessage === undefined}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
