import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { replyPromiseStatus } from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';
import classes from './LeadCard.module.css';
import { useMinuteClock } from './minute-clock.tsx';

/**
 * The 2-hour reply promise on an unanswered lead's card: the time left, then how long it is
 * overdue. The words carry the state; the warning colour and icon only repeat it.
 */
export function ReplyDueBadge({ lead }: { readonly lead: LeadDto }) {
  const now = useMinuteClock();
  const status = replyPromiseStatus(lead, now);
  if (status === null) return null;
  const Icon = status.overdue ? IconAlertTriangle : IconClock;
  return (
    <p className={classes.replyDue} data-overdue={status.overdue || undefined}>
      <Icon aria-hidden size={15} className={classes.replyDueIcon} />
      {status.text}
    </p>
  );
}
