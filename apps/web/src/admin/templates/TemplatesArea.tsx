import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { formatDateTime } from '../admin-format.ts';
import { adminToasts, toastUnlessSessionEnded } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { useAdminTRPC, type MailTemplateDto } from '../api/admin-api.ts';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { TemplateDialog } from './TemplateDialog.tsx';
import classes from './Templates.module.css';

const templatesTexts = {
  title: 'Templates',
  intro:
    'Texts to start an e-mail from: staff insert one or more when writing to a lead or an applicant, and edit them before sending.',
  add: 'New template',
  addHint: 'Write a template with a name, a subject and a message',
  loading: 'Loading...',
  loadFailed: 'The templates could not be loaded.',
  empty: 'No templates yet.',
  subject: 'Subject:',
  updated: 'Updated',
  edit: 'Edit',
  editHint: (name: string) => `Change ${name}`,
  remove: 'Delete',
  removeHint: (name: string) => `Delete ${name}; e-mails already sent keep their text`,
  removeTitle: 'Delete template',
  removeQuestion: (template: MailTemplateDto) => `Delete the template ${template.name}?`,
  removeWarning: 'E-mails already written from it keep their text.',
} as const;

function refusalReason(error: unknown): string | undefined {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' ? failure.message : undefined;
}

/** The mail templates: each with its name, subject and the start of its text, to edit or delete. */
export function TemplatesArea() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const templates = useQuery(trpc.mailTemplates.list.queryOptions());
  const titleId = useId();
  // undefined: no dialog; null: a new template; a template: that one, to edit.
  const [editing, setEditing] = useState<MailTemplateDto | null | undefined>(undefined);
  const [removing, setRemoving] = useState<MailTemplateDto>();
  const remove = useMutation(
    trpc.mailTemplates.remove.mutationOptions({
      onSuccess: (_answer, { id }) => {
        const name = templates.data?.find((template) => template.id === id)?.name ?? '';
        showToast(adminToasts.templateDeleted(name));
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.templateDeleteFailed(refusalReason(error)));
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.mailTemplates.pathKey() }),
    }),
  );

  return (
    <section aria-labelledby={titleId} className={classes.area}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div className={classes.heading}>
          <Title order={2} size="h3" id={titleId}>
            {templatesTexts.title}
          </Title>
          <Text size="sm" c="dimmed">
            {templatesTexts.intro}
          </Text>
        </div>
        <ActionTooltip label={templatesTexts.addHint}>
          <Button
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => {
              setEditing(null);
            }}
          >
            {templatesTexts.add}
          </Button>
        </ActionTooltip>
      </Group>
      {templates.data === undefined ? (
        <p className={classes.placeholder}>
          {templates.isError ? templatesTexts.loadFailed : templatesTexts.loading}
        </p>
      ) : templates.data.length === 0 ? (
        <p className={classes.placeholder}>{templatesTexts.empty}</p>
      ) : (
        <ul className={classes.list} aria-labelledby={titleId}>
          {templates.data.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                onEdit={() => {
                  setEditing(template);
                }}
                onRemove={() => {
                  setRemoving(template);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <TemplateDialog
        opened={editing !== undefined}
        template={editing ?? undefined}
        onClose={() => {
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        opened={removing !== undefined}
        subject={removing}
        title={templatesTexts.removeTitle}
        question={templatesTexts.removeQuestion}
        warning={() => templatesTexts.removeWarning}
        confirmLabel={templatesTexts.remove}
        confirmColor="red"
        onClose={() => {
          setRemoving(undefined);
        }}
        onConfirm={(template) => remove.mutateAsync({ id: template.id }).catch(() => undefined)}
      />
    </section>
  );
}

type TemplateCardProps = {
  readonly template: MailTemplateDto;
  readonly onEdit: () => void;
  readonly onRemove: () => void;
};

function TemplateCard({ template, onEdit, onRemove }: TemplateCardProps) {
  const nameId = useId();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      aria-labelledby={nameId}
    >
      <header className={classes.cardHeader}>
        <h3 id={nameId} className={classes.name}>
          {template.name}
        </h3>
        <Text size="xs" c="dimmed">
          {templatesTexts.updated}{' '}
          <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
        </Text>
      </header>
      <p className={classes.subject}>
        <span className={classes.subjectLabel}>{templatesTexts.subject}</span> {template.subject}
      </p>
      <p className={classes.body}>{template.body}</p>
      <Group gap="xs" className={classes.actions}>
        <ActionTooltip label={templatesTexts.editHint(template.name)}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil aria-hidden size={16} />}
            aria-describedby={nameId}
            onClick={onEdit}
          >
            {templatesTexts.edit}
          </Button>
        </ActionTooltip>
        <ActionTooltip label={templatesTexts.removeHint(template.name)}>
          <Button
            variant="default"
            size="xs"
            className={classes.danger}
            leftSection={<IconTrash aria-hidden size={16} />}
            aria-describedby={nameId}
            onClick={onRemove}
          >
            {templatesTexts.remove}
          </Button>
        </ActionTooltip>
      </Group>
    </Paper>
  );
}
