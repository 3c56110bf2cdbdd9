import { isClosedStage, lostChanges, reopenChanges, wonChanges, type LeadStage } from '@app/domain';
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

/** What the server does to a lead dragged onto an open stage, shown before it answers. */
export function movedLeadChanges(lead: LeadDto, stage: LeadStage): LeadChanges {
  // The server refuses closed stages here (they need a value or a reason); the rollback shows it.
  if (isClosedStage(stage)) return { stage };
  const reopening = lead.isWon || lead.isLost || isClosedStage(lead.stage);
  return reopening ? reopenChanges(stage) : { stage };
}

export const wonLeadChanges = (value: number): LeadChanges => wonChanges(value);
export const lostLeadChanges = (reason: string): LeadChanges => lostChanges(reason);

export function leadsInStage(leads: readonly LeadDto[], stage: LeadStage): LeadDto[] {
  return leads.filter((lead) => lead.stage === stage);
}
