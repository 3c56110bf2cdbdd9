import {
  isClosedStage,
  type LeadStage,
  leadStageValues,
  type LeadUpdate,
  type OpenLeadStage,
  stageLabel,
} from './leads.ts';

/**
 * The lead pipeline's rules, in one place. Every door (the board's tRPC calls, the REST PUT, the
 * web app's optimistic updates) asks `decideLeadChange` what a request does to a lead; nothing
 * else decides stage, flags or probability. What always holds afterwards:
 * - the stage is Won exactly when the lead is won, Lost exactly when it is lost, never both;
 * - a won lead has probability 100, a lost one 0 and a reason;
 * - each change that moves a lead to another stage yields exactly one note.
 */

/** The fields of a lead that the pipeline rules govern. */
export interface LeadPipelineState {
  stage: LeadStage;
  isWon: boolean;
  isLost: boolean;
  probability: number;
  estimatedValue: number | null;
  lostReason: string | null;
}

export type LeadChangeRequest =
  /** A drag on the board, or its "Move to..." menu. */
  | { kind: 'move'; stage: LeadStage }
  | { kind: 'markWon'; value: number }
  | { kind: 'markLost'; reason: string }
  /** The spec's `PUT /api/leads/{id}` and tRPC `leads.update`: any of the fields at once. */
  | { kind: 'update'; changes: LeadUpdate };

export type LeadChangeDecision =
  | {
      ok: true;
      /** The lead after the change; the same values when `changed` is false. */
      lead: LeadPipelineState;
      changed: boolean;
      /** The history note this change writes, if any. */
      note: string | null;
    }
  | { ok: false; message: string };

export const useMarkWonMessage = 'Use Mark as Won to move a lead to Won';
export const useMarkLostMessage = 'Use Mark as Lost to move a lead to Lost';
export const wonAndLostMessage = 'A lead cannot be both won and lost';
export const flagsContradictStageMessage =
  'isWon and isLost must agree with the stage: a Won lead is won, a Lost lead is lost, any other is neither';
export const reopenNeedsStageMessage = 'To reopen a won or lost lead, give the stage to move it to';
export const closedProbabilityMessage = 'A won lead has probability 100 and a lost lead 0';
export const lostReasonOnOpenLeadMessage = 'Only a lost lead has a lost reason';
export const lostReasonRequiredMessage = 'Please enter a reason';
export const wonValueRequiredMessage = 'A won lead needs its deal value (estimatedValue)';

export function wonNoteText(value: number): string {
  return `Lead marked as WON with value: $${value.toFixed(0)}`;
}

export function lostNoteText(reason: string): string {
  return `Lead marked as LOST. Reason: ${reason}`;
}

export function stageChangeNoteText(from: LeadStage, to: LeadStage): string {
  return `Stage changed from ${stageLabel(from)} to ${stageLabel(to)}`;
}

const refuse = (message: string): LeadChangeDecision => ({ ok: false, message });

/** The note for arriving in `lead.stage` from `from`; none when the stage stayed. */
function arrivalNote(from: LeadStage, lead: LeadPipelineState): string | null {
  if (lead.stage === from) return null;
  if (lead.stage === 'closed_won') return wonNoteText(lead.estimatedValue ?? 0);
  if (lead.stage === 'closed_lost') return lostNoteText(lead.lostReason ?? '');
  return stageChangeNoteText(from, lead.stage);
}

const changedTo = (from: LeadPipelineState, lead: LeadPipelineState): LeadChangeDecision => ({
  ok: true,
  lead,
  changed: true,
  note: arrivalNote(from.stage, lead),
});

function won(lead: LeadPipelineState, value: number): LeadPipelineState {
  return {
    ...lead,
    stage: 'closed_won',
    isWon: true,
    isLost: false,
    probability: 100,
    estimatedValue: value,
    lostReason: null,
  };
}

function lost(lead: LeadPipelineState, reason: string): LeadPipelineState {
  return {
    ...lead,
    stage: 'closed_lost',
    isWon: false,
    isLost: true,
    probability: 0,
    lostReason: reason,
  };
}

/** On an open stage: neither won nor lost; leaving Lost forgets its reason. */
function open(lead: LeadPipelineState, stage: LeadStage, probability: number): LeadPipelineState {
  return { ...lead, stage, isWon: false, isLost: false, probability, lostReason: null };
}

/** Where an update takes the lead: its stage, or the one its flags name. */
function updateTarget(
  lead: LeadPipelineState,
  changes: LeadUpdate,
): LeadStage | { refusal: string } {
  if (changes.isWon === true && changes.isLost === true) return { refusal: wonAndLostMessage };
  const target =
    changes.stage ??
    (changes.isWon === true ? 'closed_won' : changes.isLost === true ? 'closed_lost' : lead.stage);
  const clearsOwnFlag =
    (changes.isWon === false && target === 'closed_won') ||
    (changes.isLost === false && target === 'closed_lost');
  if (clearsOwnFlag) {
    return {
      refusal: changes.stage === undefined ? reopenNeedsStageMessage : flagsContradictStageMessage,
    };
  }
  const contradicts =
    (changes.isWon === true && target !== 'closed_won') ||
    (changes.isLost === true && target !== 'closed_lost');
  return contradicts ? { refusal: flagsContradictStageMessage } : target;
}

function decideUpdate(lead: LeadPipelineState, changes: LeadUpdate): LeadChangeDecision {
  const target = updateTarget(lead, changes);
  if (typeof target === 'object') return refuse(target.refusal);
  const estimatedValue =
    changes.estimatedValue === undefined ? lead.estimatedValue : changes.estimatedValue;
  const withValue = { ...lead, estimatedValue };
  if (target === 'closed_won') {
    if (changes.probability !== undefined && changes.probability !== 100) {
      return refuse(closedProbabilityMessage);
    }
    if (changes.lostReason !== undefined && changes.lostReason !== null) {
      return refuse(lostReasonOnOpenLeadMessage);
    }
    if (estimatedValue === null) return refuse(wonValueRequiredMessage);
    return changedTo(lead, won(withValue, estimatedValue));
  }
  if (target === 'closed_lost') {
    if (changes.probability !== undefined && changes.probability !== 0) {
      return refuse(closedProbabilityMessage);
    }
    const reason = changes.lostReason === undefined ? lead.lostReason : changes.lostReason;
    if (reason === null) return refuse(lostReasonRequiredMessage);
    return changedTo(lead, lost(withValue, reason));
  }
  if (changes.lostReason !== undefined && changes.lostReason !== null) {
    return refuse(lostReasonOnOpenLeadMessage);
  }
  return changedTo(lead, open(withValue, target, changes.probability ?? lead.probability));
}

/** What a request does to a lead: the lead after it and the note to write, or why it is refused. */
export function decideLeadChange(
  lead: LeadPipelineState,
  request: LeadChangeRequest,
): LeadChangeDecision {
  switch (request.kind) {
    case 'move':
      if (request.stage === lead.stage) return { ok: true, lead, changed: false, note: null };
      if (isClosedStage(request.stage)) {
        return refuse(request.stage === 'closed_won' ? useMarkWonMessage : useMarkLostMessage);
      }
      return changedTo(lead, open(lead, request.stage, lead.probability));
    case 'markWon':
      return {
        ok: true,
        lead: won(lead, request.value),
        changed: true,
        note: wonNoteText(request.value),
      };
    case 'markLost':
      return {
        ok: true,
        lead: lost(lead, request.reason),
        changed: true,
        note: lostNoteText(request.reason),
      };
    case 'update':
      return decideUpdate(lead, request.changes);
  }
}

/**
 * The furthest open stage a lead has been in, after it is in `stage`: the funnel counts a lead that
 * reached Proposal and was then lost, or moved back, as having reached Proposal. Won and Lost are
 * not open stages: closing a lead leaves it as it was.
 */
export function furthestOpenStage(reached: OpenLeadStage, stage: LeadStage): OpenLeadStage {
  if (isClosedStage(stage)) return reached;
  return leadStageValues.indexOf(stage) > leadStageValues.indexOf(reached) ? stage : reached;
}

/**
 * When the lead was closed, after a change from `before` to `after` at `now`: the moment it
 * became won or lost (or turned from one into the other); kept while it stays so; none once it is
 * open again.
 */
export function closedAtAfterChange<Time>(
  before: LeadStage,
  after: LeadStage,
  closedAt: Time | null,
  now: Time,
): Time | null {
  if (!isClosedStage(after)) return null;
  return after === before ? closedAt : now;
}
