import { IconMessageReply } from '@tabler/icons-react';
import classes from './Conversation.module.css';

const replyWaitingText = 'Reply waiting';

/**
 * On a card whose person has written back and not been answered yet. The words carry it; the
 * icon and colour only repeat them.
 */
export function ReplyWaitingBadge({ waiting }: { readonly waiting: boolean }) {
  if (!waiting) return null;
  return (
    <p className={classes.replyWaiting}>
      <IconMessageReply aria-hidden size={15} className={classes.replyWaitingIcon} />
      {replyWaitingText}
    </p>
  );
}
