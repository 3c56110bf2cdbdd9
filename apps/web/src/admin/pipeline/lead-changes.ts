import {
  changeAnswersLead,
  decideLeadChange,
  firstReplyAfterStaffAction,
  type LeadChangeRequest,
  type LeadStage,
} from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';

export type LeadChanges = Partial<Omit<LeadDto, 'id'>>;

/** The list with one lead changed; the other leads keep their identity (no needless re-render). */
export function withLeadChanged(
  leads: readonly LeadDto[],
  id: number,
  change: (lead: LeadDto) => LeadDto,
): LeadDto[] {
  return leads.map((lead) => (lead.id === id ? change(lead) : lead));
}

export function withoutLead(leads: readonly LeadDto[], id: number): LeadDto[] {
  return leads.filter((lead) => lead.id !== id);
}

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

export function leadsInStage(leads: readonly LeadDto[], stage: LeadStage): LeadDto[] {
  return leads.filter((lead) => lead.stage === stage);
}
