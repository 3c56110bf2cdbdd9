import {
  changeAnswersLead,
  decideLeadChange,
  firstReplyAfterStaffAction,
  type LeadChangeRequest,
} from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';

export type LeadChanges = Partial<Omit<LeadDto, 'id'>>;

/**
 * What the server will make of the request, by the same rules, to show before it answers: the
 * pipeline fields and, when the change answers the lead, its first reply (so the reply badge goes
 * at once). A request the rules refuse changes nothing here; the server's refusal is then toasted.
 */
export function expectedLeadChanges(
  lead: LeadDto,
  request: LeadChangeRequest,
  now: Date = new Date(),
): LeadChanges {
  const decision = decideLeadChange(lead, request);
  if (!decision.ok) return {};
  if (!changeAnswersLead(decision)) return decision.lead;
  return { ...decision.lead, firstReplyAt: firstReplyAfterStaffAction(lead, now.toISOString()) };
}

/** The lead after a note was added to it: a note answers a lead awaiting a reply. */
export function withNoteAdded(lead: LeadDto, now: Date = new Date()): LeadDto {
  return { ...lead, firstReplyAt: firstReplyAfterStaffAction(lead, now.toISOString()) };
}
