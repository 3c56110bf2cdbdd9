import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  conversationRecordSchema,
  type ConversationRecord,
  type ConversationRecordKind,
} from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { adminToasts } from '../admin-toasts.ts';
import { isUnauthorized, useAdminTRPC, type UnmatchedMessageDto } from '../api/admin-api.ts';
import { applicantName } from '../application-detail/use-application.ts';
import { AdminDialog } from '../dialogs/AdminDialog.tsx';
import { senderOf } from './unmatched-texts.ts';
import { FormAlert } from '../conversations/FormAlert.tsx';

const linkTexts = {
  title: 'Link the e-mail',
  from: (message: UnmatchedMessageDto) => `From ${senderOf(message)}: ${message.subject}`,
  choose: 'Where it belongs',
  suggestionsHint: 'Suggested: open under the sender’s address.',
  other: 'Another lead or application',
  kind: 'Kind',
  kinds: { lead: 'Lead', application: 'Application' },
  id: 'Number',
  idHint: 'As in its address: /admin?lead=12 is lead 12.',
  invalidId: 'Enter the number of a lead or an application',
  link: 'Link',
  cancel: 'Cancel',
  linkFailed: (reason: string) => `The e-mail was not linked: ${reason}`,
  noAnswer: 'the server did not answer. Check your connection and try again.',
} as const;

const recordValue = (record: ConversationRecord) => `${record.kind}:${String(record.id)}`;
const otherValue = 'other';

/** A suggested record, named once it has been read: "Lead: Olivia Hart (#12)". */
function SuggestionLabel({ record }: { readonly record: ConversationRecord }) {
  const trpc = useAdminTRPC();
  const lead = useQuery(
    trpc.leads.get.queryOptions(record.kind === 'lead' ? { id: record.id } : skipToken),
  );
  const application = useQuery(
    trpc.applications.get.queryOptions(
      record.kind === 'application' ? { id: record.id } : skipToken,
    ),
  );
  const name =
    record.kind === 'lead'
      ? lead.data?.name
      : application.data === undefined
        ? undefined
        : applicantName(application.data);
  const kind = linkTexts.kinds[record.kind];
  return name === undefined
    ? `${kind} #${String(record.id)}`
    : `${kind}: ${name} (#${String(record.id)})`;
}

type LinkMessageDialogProps = {
  /** The e-mail to link; undefined keeps the dialog closed. */
  readonly message: UnmatchedMessageDto | undefined;
  readonly onClose: () => void;
};

/**
 * Puts an unmatched e-mail in a lead's or an application's conversation: one of the records open
 * under the sender's address, offered first, or any other by its number.
 */
export function LinkMessageDialog({ message, onClose }: LinkMessageDialogProps) {
  return (
    <AdminDialog opened={message !== undefined} onClose={onClose} title={linkTexts.title}>
      {message !== undefined && (
        <LinkMessageForm key={message.id} message={message} onDone={onClose} />
      )}
    </AdminDialog>
  );
}

function LinkMessageForm({
  message,
  onDone,
}: {
  readonly message: UnmatchedMessageDto;
  readonly onDone: () => void;
}) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const [firstSuggestion] = message.suggestions;
  const [choice, setChoice] = useState(
    firstSuggestion === undefined ? otherValue : recordValue(firstSuggestion),
  );
  const [kind, setKind] = useState<ConversationRecordKind>('lead');
  const [idText, setIdText] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const link = useMutation(
    trpc.conversations.link.mutationOptions({
      onSuccess: (_answer, { record }) => {
        showToast(adminToasts.mailLinked);
        for (const queryKey of [
          trpc.conversations.unmatched.pathKey(),
          trpc.conversations.timeline.queryKey(record),
          record.kind === 'lead' ? trpc.leads.pathKey() : trpc.applications.pathKey(),
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        onDone();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const call = classifyFailedCall(error);
        setFailure(
          linkTexts.linkFailed(call.kind === 'no-answer' ? linkTexts.noAnswer : call.message),
        );
      },
    }),
  );

  const chosenRecord = (): ConversationRecord | null => {
    const suggestion = message.suggestions.find((record) => recordValue(record) === choice);
    if (suggestion !== undefined) return suggestion;
    const checked = conversationRecordSchema.safeParse({
      kind,
      id: /^\s*\d+\s*$/.test(idText) ? Number(idText) : Number.NaN,
    });
    return checked.success ? checked.data : null;
  };

  return (
    <form
      noValidate
      aria-label={linkTexts.title}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const record = chosenRecord();
        if (record === null) {
          setIdError(linkTexts.invalidId);
          return;
        }
        setIdError(null);
        link.mutate({ messageId: message.id, record });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{linkTexts.from(message)}</Text>
        <Radio.Group
          label={linkTexts.choose}
          description={message.suggestions.length > 0 ? linkTexts.suggestionsHint : undefined}
          value={choice}
          onChange={setChoice}
        >
          <Stack gap="xs" mt="xs">
            {message.suggestions.map((record) => (
              <Radio
                key={recordValue(record)}
                value={recordValue(record)}
                label={<SuggestionLabel record={record} />}
              />
            ))}
            <Radio value={otherValue} label={linkTexts.other} />
          </Stack>
        </Radio.Group>
        {choice === otherValue && (
          <Group align="flex-start" gap="sm" grow>
            <NativeSelect
              label={linkTexts.kind}
              value={kind}
              data={[
                { value: 'lead', label: linkTexts.kinds.lead },
                { value: 'application', label: linkTexts.kinds.application },
              ]}
              onChange={(event) => {
                setKind(event.currentTarget.value === 'application' ? 'application' : 'lead');
              }}
            />
            <TextInput
              label={linkTexts.id}
              description={linkTexts.idHint}
              inputMode="numeric"
              autoComplete="off"
              required
              value={idText}
              error={idError}
              onChange={(event) => {
                setIdText(event.currentTarget.value);
              }}
            />
          </Group>
        )}
        {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={link.isPending}>
            {linkTexts.cancel}
          </Button>
          <Button type="submit" loading={link.isPending}>
            {linkTexts.link}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
