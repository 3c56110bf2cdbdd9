import { decideLeadChange, type LeadChangeRequest, type LeadStage } from '@app/domain';
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
 * What the server will make of the request, by the same rules, to show before it answers. A
 * request the rules refuse changes nothing here; the server's refusal is then toasted.
 */
export function expectedLeadChanges(lead: LeadDto, request: LeadChangeRequest): LeadChanges {
  const decision = decideLeadChange(lead, request);
  return decision.ok ? decision.lead : {};
}

export function leadsInStage(leads: readonly LeadDto[], stage: LeadStage): LeadDto[] {
  return leads.filter((lead) => lead.stage === stage);
}
