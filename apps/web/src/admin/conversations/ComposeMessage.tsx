import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconEye, IconSend, IconTemplate } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  composeMessageInputSchema,
  mergeFieldLabels,
  type ComposeMessageInput,
  type ConversationRecord,
} from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import {
  isUnauthorized,
  useAdminTRPC,
  type MailTemplateDto,
  type MessagePreview,
  type SentMessageDto,
} from '../api/admin-api.ts';
import { LongText } from '../record-detail/RecordDrawer.tsx';
import shared from '../shared.module.css';
import classes from './Conversation.module.css';
import { FormAlert } from './FormAlert.tsx';
import { MessageFrame } from './MessageBody.tsx';

const composeTexts = {
  formName: 'New e-mail',
  to: 'To',
  from: 'From',
  subject: 'Subject',
  body: 'Message',
  bodyHint:
    'Markdown allowed: **bold**, lists, links. Merge fields such as {{firstName}} are filled in for this person when it is sent.',
  template: 'Template',
  chooseTemplate: 'Choose a template',
  noTemplates: 'No templates yet: add them under Templates.',
  insertTemplate: 'Insert',
  insertTemplateHint:
    'Add the template’s text where the cursor is; its subject replaces the default one',
  preview: 'Preview',
  previewHint: 'See the e-mail exactly as it will be sent, before sending it',
  cancel: 'Cancel',
  previewTitle: 'Preview',
  asSent: 'The e-mail as it will be sent',
  plainText: 'Plain-text version',
  edit: 'Edit',
  send: 'Send',
  sendHint: 'Send this e-mail through the outbox, which retries until the mail server takes it',
  emptyFieldsTitle: 'Some merge fields have no value for this person',
  emptyFields: (labels: readonly string[]) =>
    `${labels.join(', ')}: left empty in the e-mail. Edit it if that reads wrong.`,
  previewFailed: (reason: string) => `The preview could not be made: ${reason}`,
  sendFailed: (reason: string) => `The e-mail was not sent: ${reason}`,
  noAnswer: 'the server did not answer. Check your connection and try again.',
  sendNoAnswer:
    'The server did not answer, so the e-mail may or may not have gone to the outbox. Check the conversation before sending it again.',
} as const;

/** The new text with the template's inserted in place of the selection, set apart by blank lines. */
function insertTemplateText(
  body: string,
  selection: { readonly start: number; readonly end: number },
  inserted: string,
): string {
  const before = body.slice(0, selection.start);
  const after = body.slice(selection.end);
  const gapBefore =
    before.trim() === ''
      ? ''
      : before.endsWith('\n\n')
        ? ''
        : before.endsWith('\n')
          ? '\n'
          : '\n\n';
  const gapAfter = after.trim() === '' ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return `${before.trim() === '' ? '' : before}${gapBefore}${inserted}${gapAfter}${after}`;
}

/** Why a call failed, in words for the form: the server's refusal, or that it did not answer. */
function failureReason(error: unknown): string | null {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' || failure.kind === 'plain-error' ? failure.message : null;
}

const draftSchema = composeMessageInputSchema.omit({ record: true });

type ComposeMessageProps = {
  readonly record: ConversationRecord;
  /** The person's address: the e-mail goes there and nowhere else. */
  readonly to: string;
  readonly defaultSubject: string;
  readonly onCancel: () => void;
  readonly onSent: (message: SentMessageDto) => void;
};

/**
 * Writing an e-mail to the person: the subject (a sensible default), the text with templates
 * inserted where the cursor is (their merge fields kept as written, filled when sent), then a
 * preview of exactly what goes out, warning of merge fields with no value, then Send. A failure
 * is shown in the form, which keeps everything typed.
 */
export function ComposeMessage({
  record,
  to,
  defaultSubject,
  onCancel,
  onSent,
}: ComposeMessageProps) {
  const trpc = useAdminTRPC();
  const form = useForm({
    initialValues: { subject: defaultSubject, body: '' },
    validate: schemaResolver(draftSchema, { sync: true }),
  });
  const body = useRef<HTMLTextAreaElement>(null);
  const [previewed, setPreviewed] = useState<{
    readonly input: ComposeMessageInput;
    readonly preview: MessagePreview;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previewCall = useMutation(trpc.conversations.preview.mutationOptions());
  const send = useMutation(trpc.conversations.send.mutationOptions());
  // The form opens where staff asked for it: typing goes to the text at once.
  useEffect(() => {
    body.current?.focus();
  }, []);

  const showPreview = async (values: { subject: string; body: string }) => {
    setFailure(null);
    const input = { record, ...values };
    try {
      setPreviewed({ input, preview: await previewCall.mutateAsync(input) });
    } catch (error) {
      if (isUnauthorized(error)) return;
      setFailure(composeTexts.previewFailed(failureReason(error) ?? composeTexts.noAnswer));
    }
  };

  const sendPreviewed = async (input: ComposeMessageInput) => {
    setFailure(null);
    try {
      const sent = await send.mutateAsync(input);
      showToast(adminToasts.emailQueued);
      onSent(sent);
    } catch (error) {
      if (isUnauthorized(error)) return;
      const reason = failureReason(error);
      setFailure(reason === null ? composeTexts.sendNoAnswer : composeTexts.sendFailed(reason));
    }
  };

  const insertTemplate = (template: MailTemplateDto) => {
    const field = body.current;
    const end = form.values.body.length;
    const selection = {
      start: field?.selectionStart ?? end,
      end: field?.selectionEnd ?? end,
    };
    form.setFieldValue('body', insertTemplateText(form.values.body, selection, template.body));
    // The default subject gives way to the first template's; a subject staff wrote stays.
    if (form.values.subject === defaultSubject) form.setFieldValue('subject', template.subject);
  };

  if (previewed !== null) {
    return (
      <MessagePreviewStep
        preview={previewed.preview}
        failure={failure}
        sending={send.isPending}
        onEdit={() => {
          setFailure(null);
          setPreviewed(null);
        }}
        onSend={() => void sendPreviewed(previewed.input)}
      />
    );
  }

  return (
    <form
      aria-label={composeTexts.formName}
      className={classes.compose}
      noValidate
      onSubmit={form.onSubmit((values) => void showPreview(values))}
    >
      <Stack gap="sm">
        <TextInput label={composeTexts.to} value={to} readOnly variant="filled" />
        <TextInput
          label={composeTexts.subject}
          required
          autoComplete="off"
          {...form.getInputProps('subject')}
        />
        <TemplatePicker onInsert={insertTemplate} />
        <Textarea
          ref={body}
          label={composeTexts.body}
          description={composeTexts.bodyHint}
          required
          rows={8}
          resize="vertical"
          {...form.getInputProps('body')}
        />
        {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={previewCall.isPending}>
            {composeTexts.cancel}
          </Button>
          <ActionTooltip label={composeTexts.previewHint}>
            <Button
              type="submit"
              leftSection={<IconEye aria-hidden size={18} />}
              loading={previewCall.isPending}
            >
              {composeTexts.preview}
            </Button>
          </ActionTooltip>
        </Group>
      </Stack>
    </form>
  );
}

/** The templates to insert, one at a time: each is added to the text where the cursor is. */
function TemplatePicker({ onInsert }: { readonly onInsert: (template: MailTemplateDto) => void }) {
  const trpc = useAdminTRPC();
  const templates = useQuery(trpc.mailTemplates.list.queryOptions());
  const [chosenId, setChosenId] = useState('');
  const chosen = templates.data?.find((template) => String(template.id) === chosenId);
  if (templates.data?.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {composeTexts.noTemplates}
      </Text>
    );
  }
  return (
    <div className={classes.templatePicker}>
      <NativeSelect
        label={composeTexts.template}
        className={classes.templateSelect}
        value={chosenId}
        disabled={templates.data === undefined}
        data={[
          { value: '', label: composeTexts.chooseTemplate },
          ...(templates.data ?? []).map((template) => ({
            value: String(template.id),
            label: template.name,
          })),
        ]}
        onChange={(event) => {
          setChosenId(event.currentTarget.value);
        }}
      />
      <ActionTooltip label={composeTexts.insertTemplateHint}>
        <Button
          variant="default"
          leftSection={<IconTemplate aria-hidden size={18} />}
          disabled={chosen === undefined}
          onClick={() => {
            if (chosen === undefined) return;
            onInsert(chosen);
            setChosenId('');
          }}
        >
          {composeTexts.insertTemplate}
        </Button>
      </ActionTooltip>
    </div>
  );
}

type MessagePreviewStepProps = {
  readonly preview: MessagePreview;
  readonly failure: string | null;
  readonly sending: boolean;
  readonly onEdit: () => void;
  readonly onSend: () => void;
};

/** What will go out, word for word, with its merge fields filled: Send sends exactly this. */
function MessagePreviewStep({
  preview,
  failure,
  sending,
  onEdit,
  onSend,
}: MessagePreviewStepProps) {
  const emptyLabels = preview.emptyFields.map((field) => mergeFieldLabels[field]);
  return (
    <section aria-label={composeTexts.previewTitle} className={classes.compose}>
      <Stack gap="sm">
        <dl className={shared.facts}>
          <div>
            <dt>{composeTexts.to}</dt>
            <dd>{preview.to}</dd>
          </div>
          <div>
            <dt>{composeTexts.from}</dt>
            <dd>{preview.from}</dd>
          </div>
          <div className={classes.previewSubject}>
            <dt>{composeTexts.subject}</dt>
            <dd>{preview.subject}</dd>
          </div>
        </dl>
        {emptyLabels.length > 0 && (
          <FormAlert tone="warning" title={composeTexts.emptyFieldsTitle}>
            {composeTexts.emptyFields(emptyLabels)}
          </FormAlert>
        )}
        <MessageFrame html={preview.html} title={composeTexts.asSent} showRemoteImages />
        <details className={classes.plainText}>
          <summary>{composeTexts.plainText}</summary>
          <LongText>{preview.text}</LongText>
        </details>
        {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onEdit} disabled={sending}>
            {composeTexts.edit}
          </Button>
          <ActionTooltip label={composeTexts.sendHint}>
            <Button
              leftSection={<IconSend aria-hidden size={18} />}
              loading={sending}
              onClick={onSend}
            >
              {composeTexts.send}
            </Button>
          </ActionTooltip>
        </Group>
      </Stack>
    </section>
  );
}
