import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  mailTemplateInputSchema,
  mailTemplateNameMaxLength,
  mailSubjectMaxLength,
  mergeFieldLabels,
  mergeFields,
  type MailTemplateInput,
} from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { adminToasts } from '../admin-toasts.ts';
import { isUnauthorized, useAdminTRPC, type MailTemplateDto } from '../api/admin-api.ts';
import { AdminDialog } from '../dialogs/AdminDialog.tsx';
import classes from './Templates.module.css';
import { FormAlert } from '../conversations/FormAlert.tsx';

const templateDialogTexts = {
  newTitle: 'New template',
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  nameHint: 'What staff pick it by when writing an e-mail.',
  subject: 'Subject',
  body: 'Message',
  bodyHint: 'Markdown allowed. Merge fields are filled in for each person when the e-mail is sent.',
  mergeFields: 'Merge fields',
  save: 'Save template',
  cancel: 'Cancel',
  saveFailed: (reason: string) => `The template was not saved: ${reason}`,
  noAnswer: 'the server did not answer. Check your connection and try again.',
} as const;

type TemplateDialogProps = {
  readonly opened: boolean;
  /** The template to edit; undefined writes a new one. */
  readonly template: MailTemplateDto | undefined;
  readonly onClose: () => void;
};

/** Writes a new template or changes one, checked by the same rules as the server's. */
export function TemplateDialog({ opened, template, onClose }: TemplateDialogProps) {
  return (
    <AdminDialog
      opened={opened}
      onClose={onClose}
      title={
        template === undefined
          ? templateDialogTexts.newTitle
          : templateDialogTexts.editTitle(template.name)
      }
      size="lg"
    >
      {/* A fresh form for each template opened: nothing typed for one shows up for another. */}
      {opened && <TemplateForm key={template?.id ?? 'new'} template={template} onDone={onClose} />}
    </AdminDialog>
  );
}

function TemplateForm({
  template,
  onDone,
}: {
  readonly template: MailTemplateDto | undefined;
  readonly onDone: () => void;
}) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MailTemplateInput>({
    initialValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
    validate: schemaResolver(mailTemplateInputSchema, { sync: true }),
  });
  const saved = (answer: MailTemplateDto) => {
    showToast(adminToasts.templateSaved(answer.name));
    void queryClient.invalidateQueries({ queryKey: trpc.mailTemplates.pathKey() });
    onDone();
  };
  const failed = (error: unknown) => {
    if (isUnauthorized(error)) return;
    const call = classifyFailedCall(error);
    setFailure(
      templateDialogTexts.saveFailed(
        call.kind === 'no-answer' ? templateDialogTexts.noAnswer : call.message,
      ),
    );
  };
  const create = useMutation(
    trpc.mailTemplates.create.mutationOptions({ onSuccess: saved, onError: failed }),
  );
  const update = useMutation(
    trpc.mailTemplates.update.mutationOptions({ onSuccess: saved, onError: failed }),
  );
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      aria-label={templateDialogTexts.save}
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        if (template === undefined) create.mutate(values);
        else update.mutate({ id: template.id, ...values });
      })}
    >
      <Stack gap="md">
        <TextInput
          label={templateDialogTexts.name}
          description={templateDialogTexts.nameHint}
          required
          autoComplete="off"
          maxLength={mailTemplateNameMaxLength}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={templateDialogTexts.subject}
          required
          autoComplete="off"
          maxLength={mailSubjectMaxLength}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={templateDialogTexts.body}
          description={templateDialogTexts.bodyHint}
          required
          rows={8}
          resize="vertical"
          {...form.getInputProps('body')}
        />
        <MergeFieldList />
        {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {templateDialogTexts.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {templateDialogTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The merge fields a template may use, as written and as what each stands for. */
function MergeFieldList() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.mergeFields}>
      <h3 id={titleId} className={classes.mergeFieldsTitle}>
        {templateDialogTexts.mergeFields}
      </h3>
      <dl className={classes.mergeFieldList}>
        {mergeFields.map((field) => (
          <div key={field} className={classes.mergeField}>
            <dt>
              <code>{`{{${field}}}`}</code>
            </dt>
            <dd>{mergeFieldLabels[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
