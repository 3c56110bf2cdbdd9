import { Badge } from '@mantine/core';
import { IconArrowsExchange, IconNote, IconRobot } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ConversationRecord } from '@app/domain';
import { formatDateTime } from '../admin-format.ts';
import {
  isUnauthorized,
  useAdminTRPC,
  type ReceivedMessageDto,
  type SentMessageDto,
  type TimelineEntry,
} from '../api/admin-api.ts';
import classes from './Conversation.module.css';
import { MessageAttachments } from './MessageAttachments.tsx';
import { MessageBody } from './MessageBody.tsx';

const timelineTexts = {
  loading: 'Loading the conversation...',
  loadFailed: 'The conversation could not be loaded. Close this panel and try again.',
  empty: 'No e-mails, notes or stage changes yet.',
  formerStaff: 'A former admin',
  to: 'to',
  note: 'Note',
  stage: (stage: string) => `Moved to ${stage}`,
  by: (name: string) => `by ${name}`,
  automatic: 'Automatic',
  automaticHint: 'An auto-reply, bounce or mailing-list message: it raised no alert.',
  deliveryStatus: { waiting: 'Waiting to send', sent: 'Sent', failed: 'Failed' },
  lastTryFailed: 'Last try failed:',
  noSubject: '(no subject)',
} as const;

/**
 * Replies arrive on their own: while the conversation is on screen (and the tab in front) it is
 * read again this often, so a reply shows within seconds of the server storing it. One indexed
 * read per open drawer.
 */
const timelineRefreshMs = 5_000;

/** The record's timeline, read each time it is shown and while it stays on screen. */
function useConversationTimeline(record: ConversationRecord) {
  const trpc = useAdminTRPC();
  return useQuery(
    trpc.conversations.timeline.queryOptions(record, {
      staleTime: 0,
      refetchInterval: timelineRefreshMs,
    }),
  );
}

const statusColors = { waiting: 'yellow', sent: 'green', failed: 'red' } as const;

/**
 * A light badge writes its label in the colour's own shade, below the AA ratio on its tint even at
 * green-9: the label is dark, the tint carries the colour.
 */
export const legibleBadgeVars = () => ({
  root: { '--badge-color': 'var(--mantine-color-dark-7)' },
});

function SentMessage({ message }: { readonly message: SentMessageDto }) {
  const author = message.staffName ?? timelineTexts.formerStaff;
  return (
    <article
      className={classes.message}
      data-direction="sent"
      aria-label={`E-mail from ${author} to ${message.to}`}
    >
      <header className={classes.messageHeader}>
        <p className={classes.who}>
          <span className={classes.name}>{author}</span> {timelineTexts.to} {message.to}
        </p>
        <time dateTime={message.at} className={classes.time}>
          {formatDateTime(message.at)}
        </time>
        <Badge
          color={statusColors[message.status]}
          variant="light"
          vars={legibleBadgeVars}
          className={classes.status}
        >
          {timelineTexts.deliveryStatus[message.status]}
        </Badge>
      </header>
      {message.deliveryError !== null && message.status !== 'sent' && (
        <p className={classes.deliveryError} role="note">
          {timelineTexts.lastTryFailed} {message.deliveryError}
        </p>
      )}
      <MessageContent message={message} title={`E-mail from ${author}`} />
    </article>
  );
}

function ReceivedMessage({ message }: { readonly message: ReceivedMessageDto }) {
  const sender = message.fromName ?? message.fromAddress;
  const automatic = message.kind === 'automatic';
  return (
    <article
      className={classes.message}
      data-direction="received"
      data-automatic={automatic || undefined}
      aria-label={`${automatic ? 'Automatic e-mail' : 'E-mail'} from ${sender}`}
    >
      <header className={classes.messageHeader}>
        <p className={classes.who}>
          <span className={classes.name}>{sender}</span>
          {message.fromName !== null && ` <${message.fromAddress}>`}
        </p>
        <time dateTime={message.at} className={classes.time}>
          {formatDateTime(message.at)}
        </time>
        {automatic && (
          <Badge
            color="gray"
            variant="light"
            vars={legibleBadgeVars}
            leftSection={<IconRobot aria-hidden size={12} />}
            className={classes.status}
          >
            {timelineTexts.automatic}
          </Badge>
        )}
      </header>
      {automatic && <p className={classes.automaticHint}>{timelineTexts.automaticHint}</p>}
      <MessageContent message={message} title={`E-mail from ${sender}`} />
    </article>
  );
}

/** A message's subject, text and attachments, sent or received alike. */
function MessageContent({
  message,
  title,
}: {
  readonly message: SentMessageDto | ReceivedMessageDto;
  readonly title: string;
}) {
  return (
    <>
      <p className={classes.subject}>
        {message.subject.trim() === '' ? timelineTexts.noSubject : message.subject}
      </p>
      <MessageBody message={message} title={title} />
      <MessageAttachments attachments={message.attachments} />
    </>
  );
}

function TimelineEvent({ entry }: { readonly entry: Exclude<TimelineEntry, { type: 'message' }> }) {
  const Icon = entry.type === 'note' ? IconNote : IconArrowsExchange;
  return (
    <div className={classes.event} data-type={entry.type}>
      <Icon aria-hidden size={16} className={classes.eventIcon} />
      <div className={classes.eventBody}>
        {entry.type === 'note' ? (
          <p className={classes.eventText}>
            <span className={classes.name}>{timelineTexts.note}:</span> {entry.note}
          </p>
        ) : (
          <>
            <p className={classes.eventText}>
              <span className={classes.name}>{timelineTexts.stage(entry.stage)}</span>
              {entry.staffName !== null && ` ${timelineTexts.by(entry.staffName)}`}
            </p>
            {/* The history note says where from, and holds a decision's value or reason. */}
            <p className={classes.eventDetail}>{entry.note}</p>
          </>
        )}
        <time dateTime={entry.at} className={classes.time}>
          {formatDateTime(entry.at)}
        </time>
      </div>
    </div>
  );
}

function entryKey(entry: TimelineEntry): string {
  switch (entry.type) {
    case 'message':
      return `message-${String(entry.message.id)}`;
    case 'note':
      return `note-${String(entry.id)}`;
    case 'stage':
      return `stage-${entry.at}-${entry.stage}`;
  }
}

type ConversationTimelineProps = {
  readonly record: ConversationRecord;
  /** Whose conversation it is, naming the list. */
  readonly personName: string;
};

/**
 * Every e-mail sent to and received from the person, with the record's notes and stage changes,
 * oldest first: who, when, how a sent e-mail's delivery went, what it said and what came with it.
 */
export function ConversationTimeline({ record, personName }: ConversationTimelineProps) {
  const timeline = useConversationTimeline(record);
  // A later read that fails keeps what was shown: only a first read's failure is told.
  if (timeline.data === undefined) {
    return timeline.isError ? (
      <p
        className={classes.placeholder}
        role={isUnauthorized(timeline.error) ? undefined : 'alert'}
      >
        {timelineTexts.loadFailed}
      </p>
    ) : (
      <p className={classes.placeholder}>{timelineTexts.loading}</p>
    );
  }
  const { entries } = timeline.data;
  if (entries.length === 0) return <p className={classes.placeholder}>{timelineTexts.empty}</p>;
  return (
    <ol className={classes.timeline} aria-label={`Conversation with ${personName}`}>
      {entries.map((entry) => (
        <li key={entryKey(entry)} className={classes.entry}>
          {entry.type === 'message' ? (
            entry.message.direction === 'sent' ? (
              <SentMessage message={entry.message} />
            ) : (
              <ReceivedMessage message={entry.message} />
            )
          ) : (
            <TimelineEvent entry={entry} />
          )}
        </li>
      ))}
    </ol>
  );
}
