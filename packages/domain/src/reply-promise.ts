/**
 * The site promises a reply to every enquiry within 2 hours (spec section 1). A lead is answered
 * by the first staff action on it: an e-mail sent to it from the CRM, a stage move, a note, Mark
 * as Won or Mark as Lost. Leads
 * stored before this was tracked never awaited a reply: they count as answered and stay out of
 * the reply statistics.
 */

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** How long after its creation a lead must be answered. */
export const replyPromiseMs = 2 * hourMs;

/** The reply statistics cover the leads created in this many last days. */
export const replyStatsWindowDays = 30;

/**
 * A lead's reply bookkeeping. Generic over the time's form: the database has `Date`s, the API's
 * answers ISO strings.
 */
export interface LeadReplyTracking<Time> {
  /** False for leads stored before replies were tracked. */
  awaitsReply: boolean;
  /** When the first staff action happened; null until then. */
  firstReplyAt: Time | null;
}

/** A lead still waiting for its first staff action. */
export function isAwaitingReply(lead: LeadReplyTracking<unknown>): boolean {
  return lead.awaitsReply && lead.firstReplyAt === null;
}

/**
 * The lead's first-reply time after a staff action at `actionAt`: the first action's time, which
 * later actions never move.
 */
export function firstReplyAfterStaffAction<Time>(
  lead: LeadReplyTracking<Time>,
  actionAt: Time,
): Time | null {
  return isAwaitingReply(lead) ? actionAt : lead.firstReplyAt;
}

/** 'Reply due in 1 h 12 min', or 'Overdue by 25 min' in a warning colour. */
export type ReplyPromiseStatus = { overdue: false; text: string } | { overdue: true; text: string };

/**
 * Whole minutes as the board shows them: '25 min', '1 h 12 min', '2 h'; from a day on, days and
 * hours only ('3 days 5 h'), since minutes no longer matter then.
 */
export function formatReplyDuration(totalMinutes: number): string {
  const days = Math.floor(totalMinutes / (dayMs / minuteMs));
  const hours = Math.floor((totalMinutes % (dayMs / minuteMs)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) {
    const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
    return hours > 0 ? `${dayText} ${hours} h` : dayText;
  }
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

/**
 * Where an unanswered lead stands against the promise at `now`; null once it is answered (or for
 * a lead that never awaited a reply).
 *
 * The edges: the time left is rounded up, so 'Reply due in 1 min' shows until the deadline and
 * never 'due in 0 min'; at the deadline itself the promise is still kept ('Reply due now'); past
 * it, the time overdue is rounded down but is at least 1 min. A creation time in the future (a
 * browser clock behind the database's) counts as just created.
 */
export function replyPromiseStatus(
  lead: LeadReplyTracking<string> & { createdAt: string },
  now: Date,
): ReplyPromiseStatus | null {
  if (!isAwaitingReply(lead)) return null;
  const timeLeftMs = Math.min(
    Date.parse(lead.createdAt) + replyPromiseMs - now.getTime(),
    replyPromiseMs,
  );
  if (timeLeftMs === 0) return { overdue: false, text: 'Reply due now' };
  if (timeLeftMs > 0) {
    return {
      overdue: false,
      text: `Reply due in ${formatReplyDuration(Math.ceil(timeLeftMs / minuteMs))}`,
    };
  }
  const minutesOverdue = Math.max(1, Math.floor(-timeLeftMs / minuteMs));
  return { overdue: true, text: `Overdue by ${formatReplyDuration(minutesOverdue)}` };
}

/**
 * Whether a pipeline change answers the lead: every change that moves it to another stage (a
 * drag, Won, Lost, a stage sent to the REST update) does, and these are exactly the changes that
 * write a history note. Editing only its probability or value is bookkeeping, not a reply. A
 * note added by hand always answers the lead.
 */
export function changeAnswersLead(decision: { note: string | null }): boolean {
  return decision.note !== null;
}
