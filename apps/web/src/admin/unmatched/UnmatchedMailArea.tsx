import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconLink, IconMailOpened, IconRobot, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { formatDateTime } from '../admin-format.ts';
import { adminToasts, toastUnlessSessionEnded } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { useAdminTRPC, type UnmatchedMessageDto } from '../api/admin-api.ts';
import { MessageAttachments } from '../conversations/MessageAttachments.tsx';
import { legibleBadgeVars } from '../conversations/ConversationTimeline.tsx';
import { MessageBody } from '../conversations/MessageBody.tsx';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { ListEnd } from '../submissions/ListEnd.tsx';
import { nextPage, usePagedList } from '../submissions/use-submission-pages.ts';
import { LinkMessageDialog } from './LinkMessageDialog.tsx';
import classes from './UnmatchedMail.module.css';
import { messageExcerpt, senderOf } from './unmatched-texts.ts';

const unmatchedTexts = {
  title: 'Unmatched mail',
  intro:
    'E-mails that came in matching no lead or application. Link each to the conversation it belongs to, or discard it: they never open a lead on their own.',
  loading: 'Loading...',
  loadFailed: 'The unmatched mail could not be loaded.',
  empty: 'No unmatched mail.',
  noSubject: '(no subject)',
  from: 'From',
  automatic: 'Automatic',
  attachments: (count: number) => (count === 1 ? '1 attachment' : `${String(count)} attachments`),
  read: 'Read',
  readHint: 'Show the whole e-mail here, safely: nothing in it can run',
  hide: 'Hide',
  link: 'Link to…',
  linkHint: 'Put this e-mail in a lead’s or an application’s conversation',
  discard: 'Discard',
  discardHint: 'Delete this e-mail for good; the sender is not told',
  discardTitle: 'Discard e-mail',
  discardQuestion: (message: UnmatchedMessageDto) =>
    `Discard the e-mail from ${senderOf(message)}?`,
  discardWarning: 'It is deleted for good, with its attachments. Nothing is sent to the sender.',
} as const;

function refusalReason(error: unknown): string | undefined {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' ? failure.message : undefined;
}

/** The Unmatched mail area: what came in for nobody known, newest first, to link or discard. */
export function UnmatchedMailArea() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const list = usePagedList<UnmatchedMessageDto>(
    useInfiniteQuery(
      trpc.conversations.unmatched.infiniteQueryOptions(
        {},
        { getNextPageParam: nextPage, initialCursor: null, staleTime: 0 },
      ),
    ),
  );
  const [linking, setLinking] = useState<UnmatchedMessageDto>();
  const [discarding, setDiscarding] = useState<UnmatchedMessageDto>();
  const discard = useMutation(
    trpc.conversations.discard.mutationOptions({
      onSuccess: () => {
        showToast(adminToasts.mailDiscarded);
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.mailDiscardFailed(refusalReason(error)));
      },
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: trpc.conversations.unmatched.pathKey() }),
    }),
  );

  return (
    <section aria-labelledby={titleId} className={classes.area}>
      <div>
        <Title order={2} size="h3" id={titleId}>
          {unmatchedTexts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {unmatchedTexts.intro}
        </Text>
      </div>
      {list.items === undefined ? (
        <p className={classes.placeholder}>
          {list.loading ? unmatchedTexts.loading : unmatchedTexts.loadFailed}
        </p>
      ) : list.items.length === 0 ? (
        <p className={classes.placeholder}>{unmatchedTexts.empty}</p>
      ) : (
        <>
          <ul className={classes.list} aria-labelledby={titleId}>
            {list.items.map((message) => (
              <li key={message.id}>
                <UnmatchedMessageCard
                  message={message}
                  onLink={() => {
                    setLinking(message);
                  }}
                  onDiscard={() => {
                    setDiscarding(message);
                  }}
                />
              </li>
            ))}
          </ul>
          <ListEnd
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            loadMoreFailed={list.loadMoreFailed}
            onLoadMore={list.loadMore}
          />
        </>
      )}
      <LinkMessageDialog
        message={linking}
        onClose={() => {
          setLinking(undefined);
        }}
      />
      <ConfirmDialog
        opened={discarding !== undefined}
        subject={discarding}
        title={unmatchedTexts.discardTitle}
        question={unmatchedTexts.discardQuestion}
        warning={() => unmatchedTexts.discardWarning}
        confirmLabel={unmatchedTexts.discard}
        confirmColor="red"
        onClose={() => {
          setDiscarding(undefined);
        }}
        onConfirm={(message) =>
          discard.mutateAsync({ messageId: message.id }).catch(() => undefined)
        }
      />
    </section>
  );
}

type UnmatchedMessageCardProps = {
  readonly message: UnmatchedMessageDto;
  readonly onLink: () => void;
  readonly onDiscard: () => void;
};

function UnmatchedMessageCard({ message, onLink, onDiscard }: UnmatchedMessageCardProps) {
  const subjectId = useId();
  const bodyId = useId();
  const [reading, setReading] = useState(false);
  const subject = message.subject.trim() === '' ? unmatchedTexts.noSubject : message.subject;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      aria-labelledby={subjectId}
      data-automatic={message.kind === 'automatic' || undefined}
    >
      <header className={classes.header}>
        <h3 id={subjectId} className={classes.subject}>
          {subject}
        </h3>
        <time dateTime={message.at} className={classes.time}>
          {formatDateTime(message.at)}
        </time>
      </header>
      <p className={classes.from}>
        <span className={classes.label}>{unmatchedTexts.from}</span> {senderOf(message)}
        {message.kind === 'automatic' && (
          <Badge
            color="gray"
            variant="light"
            vars={legibleBadgeVars}
            ml="xs"
            leftSection={<IconRobot aria-hidden size={12} />}
          >
            {unmatchedTexts.automatic}
          </Badge>
        )}
      </p>
      <div id={bodyId}>
        {reading ? (
          <>
            <MessageBody message={message} title={`E-mail from ${senderOf(message)}`} />
            <MessageAttachments attachments={message.attachments} />
          </>
        ) : (
          <>
            <p className={classes.excerpt}>{messageExcerpt(message.text)}</p>
            {message.attachments.length > 0 && (
              <Text size="xs" c="dimmed">
                {unmatchedTexts.attachments(message.attachments.length)}
              </Text>
            )}
          </>
        )}
      </div>
      <Group gap="xs" className={classes.actions}>
        <ActionTooltip label={unmatchedTexts.readHint}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconMailOpened aria-hidden size={16} />}
            aria-expanded={reading}
            aria-controls={bodyId}
            aria-describedby={subjectId}
            onClick={() => {
              setReading((open) => !open);
            }}
          >
            {reading ? unmatchedTexts.hide : unmatchedTexts.read}
          </Button>
        </ActionTooltip>
        <ActionTooltip label={unmatchedTexts.linkHint}>
          <Button
            size="xs"
            leftSection={<IconLink aria-hidden size={16} />}
            aria-describedby={subjectId}
            onClick={onLink}
          >
            {unmatchedTexts.link}
          </Button>
        </ActionTooltip>
        <ActionTooltip label={unmatchedTexts.discardHint}>
          <Button
            variant="default"
            size="xs"
            className={classes.danger}
            leftSection={<IconTrash aria-hidden size={16} />}
            aria-describedby={subjectId}
            onClick={onDiscard}
          >
            {unmatchedTexts.discard}
          </Button>
        </ActionTooltip>
      </Group>
    </Paper>
  );
}
