import { Alert, Badge, Button } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mailMessageKindLabels, type MailMessageStatus } from '@app/domain';
import { formatDateTime } from '../admin-format.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { useAdminTRPC, type RecentMailMessage } from '../api/admin-api.ts';
import { AdminDialog } from '../dialogs/AdminDialog.tsx';
import classes from './MailDeliveryNotice.module.css';

export const mailDeliveryTexts = {
  noticeTitle: 'Staff e-mail alerts are not going out',
  viewMessages: 'View messages',
  dialogTitle: 'E-mail deliveries',
  retry: 'Retry now',
  retryTooltip: 'Send this message again now',
  empty: 'No e-mails yet.',
} as const;

const statusBadges: Record<MailMessageStatus, { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'green' },
  waiting: { label: 'Waiting', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
};

/** Checked again every minute, so a notice appears without reloading the page. */
const healthRefreshMs = 60_000;

/** "3 e-mails waiting, 1 failed: SMTP refused login". */
function noticeText(delayed: number, failed: number, reason: string | null): string {
  const counts = [
    delayed > 0 ? `${delayed} ${delayed === 1 ? 'e-mail' : 'e-mails'} waiting` : undefined,
    failed > 0 ? `${failed} failed` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(', ');
  return reason === null ? counts : `${counts}: ${reason}`;
}

/**
 * A notice above the board while staff alerts wait or failed, saying why, with the recent
 * messages a click away. Nothing shows while every alert leaves.
 */
export function MailDeliveryNotice() {
  const trpc = useAdminTRPC();
  const health = useQuery({ ...trpc.mail.health.queryOptions(), refetchInterval: healthRefreshMs });
  const [opened, setOpened] = useState(false);
  if (health.data === undefined) return null;
  // Messages on their way (no failed try yet) are no news; delayed and failed ones are.
  const { delayed, failed, reason } = health.data;
  if (delayed + failed === 0 && !opened) return null;
  return (
    <>
      {delayed + failed > 0 && (
        <Alert
          className={classes.notice}
          classNames={{ title: classes.noticeTitle }}
          // A landmark, not role="alert": it is standing information, not an interruption.
          role="region"
          aria-label={mailDeliveryTexts.noticeTitle}
          color={failed > 0 ? 'red' : 'yellow'}
          icon={<IconMailExclamation aria-hidden />}
          title={mailDeliveryTexts.noticeTitle}
        >
          <div className={classes.noticeBody}>
            <span>{noticeText(delayed, failed, reason)}</span>
            <Button
              size="xs"
              variant="white"
              color="dark"
              onClick={() => {
                setOpened(true);
              }}
            >
              {mailDeliveryTexts.viewMessages}
            </Button>
          </div>
        </Alert>
      )}
      <AdminDialog
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title={mailDeliveryTexts.dialogTitle}
        size="lg"
      >
        {opened && <RecentMessages />}
      </AdminDialog>
    </>
  );
}

function RecentMessages() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const recent = useQuery(trpc.mail.recent.queryOptions());
  const retry = useMutation(
    trpc.mail.retry.mutationOptions({
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.mail.pathKey() });
      },
    }),
  );
  if (recent.data === undefined) return null;
  if (recent.data.length === 0) return <p>{mailDeliveryTexts.empty}</p>;
  return (
    <ul className={classes.messages} aria-label="Recent e-mails">
      {recent.data.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          retrying={retry.isPending && retry.variables.id === message.id}
          onRetry={() => {
            retry.mutate({ id: message.id });
          }}
        />
      ))}
    </ul>
  );
}

function MessageRow({
  message,
  retrying,
  onRetry,
}: {
  readonly message: RecentMailMessage;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}) {
  const badge = statusBadges[message.status];
  const attempts = `${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`;
  return (
    <li className={classes.message}>
      <div>
        <div>
          <Badge color={badge.color} variant="light" mr="xs">
            {badge.label}
          </Badge>
          <strong>{mailMessageKindLabels[message.kind]}</strong>
          {message.about === '' ? '' : `: ${message.about}`}
        </div>
        <div className={classes.meta}>
          {formatDateTime(message.createdAt)} · {attempts}
          {message.sentAt === null ? '' : ` · sent ${formatDateTime(message.sentAt)}`}
          {/* Before any try (SMTP not configured) there is no retry time to speak of. */}
          {message.nextAttemptAt === null || message.attempts === 0
            ? ''
            : ` · next try ${formatDateTime(message.nextAttemptAt)}`}
        </div>
        {message.lastError !== null && message.status !== 'sent' && (
          <div className={classes.error} title={message.lastErrorDetail ?? undefined}>
            {message.lastError}
          </div>
        )}
      </div>
      {message.status !== 'sent' && (
        <ActionTooltip label={mailDeliveryTexts.retryTooltip}>
          <Button size="xs" variant="light" loading={retrying} onClick={onRetry}>
            {mailDeliveryTexts.retry}
          </Button>
        </ActionTooltip>
      )}
    </li>
  );
}
