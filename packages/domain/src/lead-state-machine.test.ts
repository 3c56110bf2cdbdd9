import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closedAtAfterChange,
  closedProbabilityMessage,
  decideLeadChange,
  furthestOpenStage,
  flagsContradictStageMessage,
  type LeadChangeRequest,
  type LeadPipelineState,
  lostReasonOnOpenLeadMessage,
  lostReasonRequiredMessage,
  reopenNeedsStageMessage,
  useMarkLostMessage,
  useMarkWonMessage,
  wonAndLostMessage,
  wonValueRequiredMessage,
} from './lead-state-machine.ts';
import { leadStageValues, type LeadUpdate } from './leads.ts';

const newLead: LeadPipelineState = {
  stage: 'new',
  isWon: false,
  isLost: false,
  probability: 0,
  estimatedValue: null,
  lostReason: null,
};

function decide(lead: LeadPipelineState, request: LeadChangeRequest) {
  const decision = decideLeadChange(lead, request);
  if (!decision.ok) throw new Error(`refused: ${decision.message}`);
  return decision;
}

function refusal(lead: LeadPipelineState, request: LeadChangeRequest): string | undefined {
  const decision = decideLeadChange(lead, request);
  return decision.ok ? undefined : decision.message;
}

const wonLead = decide(newLead, { kind: 'markWon', value: 50_000 }).lead;
const lostLead = decide(newLead, { kind: 'markLost', reason: 'Budget cut' }).lead;

describe('decideLeadChange: the board calls', () => {
  it('marks won with the spec fields and note', () => {
    const decision = decide({ ...lostLead, probability: 0 }, { kind: 'markWon', value: 50_000 });
    expect(decision.lead).toEqual({
      stage: 'closed_won',
      isWon: true,
      isLost: false,
      probability: 100,
      estimatedValue: 50_000,
      lostReason: null,
    });
    expect(decision.note).toBe('Lead marked as WON with value: $50000');
  });

  it('marks lost with the spec fields and note, keeping the value', () => {
    const decision = decide(
      { ...newLead, estimatedValue: 900 },
      { kind: 'markLost', reason: 'Chose another vendor' },
    );
    expect(decision.lead).toEqual({
      stage: 'closed_lost',
      isWon: false,
      isLost: true,
      probability: 0,
      estimatedValue: 900,
      lostReason: 'Chose another vendor',
    });
    expect(decision.note).toBe('Lead marked as LOST. Reason: Chose another vendor');
  });

  it('moves between open stages with a note, and not at all onto its own stage', () => {
    const decision = decide({ ...newLead, probability: 40 }, { kind: 'move', stage: 'qualified' });
    expect(decision.lead).toMatchObject({ stage: 'qualified', probability: 40 });
    expect(decision.note).toBe('Stage changed from New to Qualified');
    expect(decideLeadChange(newLead, { kind: 'move', stage: 'new' })).toEqual({
      ok: true,
      lead: newLead,
      changed: false,
      note: null,
    });
  });

  it('reopens a closed lead it moves onto the board, forgetting the lost reason', () => {
    const decision = decide(lostLead, { kind: 'move', stage: 'negotiation' });
    expect(decision.lead).toMatchObject({
      stage: 'negotiation',
      isWon: false,
      isLost: false,
      lostReason: null,
    });
    expect(decision.note).toBe('Stage changed from Lost to Negotiation');
  });

  it('refuses a move onto Won or Lost: those need a value or a reason', () => {
    expect(refusal(newLead, { kind: 'move', stage: 'closed_won' })).toBe(useMarkWonMessage);
    expect(refusal(newLead, { kind: 'move', stage: 'closed_lost' })).toBe(useMarkLostMessage);
  });
});

describe('decideLeadChange: the REST PUT and tRPC update', () => {
  it('takes the spec client’s won PUT whole, writing the won note once', () => {
    const decision = decide(
      { ...newLead, stage: 'negotiation' },
      {
        kind: 'update',
        changes: {
          stage: 'closed_won',
          isWon: true,
          isLost: false,
          probability: 100,
          estimatedValue: 50_000,
        },
      },
    );
    expect(decision.lead).toEqual(wonLead);
    expect(decision.note).toBe('Lead marked as WON with value: $50000');
  });

  it('derives the flags and probability from a stage given alone', () => {
    const won = decide(
      { ...newLead, estimatedValue: 7_000 },
      { kind: 'update', changes: { stage: 'closed_won' } },
    );
    expect(won.lead).toMatchObject({ isWon: true, isLost: false, probability: 100 });
    const reopened = decide(wonLead, { kind: 'update', changes: { stage: 'new' } });
    expect(reopened.lead).toMatchObject({ stage: 'new', isWon: false, isLost: false });
    expect(reopened.note).toBe('Stage changed from Won to New');
  });

  it('moves to the stage its flags name when no stage is given', () => {
    const lost = decide(newLead, { kind: 'update', changes: { isLost: true, lostReason: 'Gone' } });
    expect(lost.lead).toMatchObject({ stage: 'closed_lost', isLost: true, probability: 0 });
    expect(lost.note).toBe('Lead marked as LOST. Reason: Gone');
  });

  it('writes no note when the stage stays', () => {
    const decision = decide(wonLead, { kind: 'update', changes: { estimatedValue: 60_000 } });
    expect(decision.lead.estimatedValue).toBe(60_000);
    expect(decision.note).toBeNull();
  });

  it.each<[string, LeadPipelineState, LeadUpdate, string]>([
    ['won and lost at once', newLead, { isWon: true, isLost: true }, wonAndLostMessage],
    [
      'a won flag on an open stage',
      newLead,
      { stage: 'proposal', isWon: true },
      flagsContradictStageMessage,
    ],
    [
      'Won without the won flag',
      newLead,
      { stage: 'closed_won', isWon: false, estimatedValue: 1 },
      flagsContradictStageMessage,
    ],
    ['clearing the won flag without a stage', wonLead, { isWon: false }, reopenNeedsStageMessage],
    [
      'a won lead below 100 %',
      newLead,
      { stage: 'closed_won', estimatedValue: 5, probability: 80 },
      closedProbabilityMessage,
    ],
    [
      'a lost lead above 0 %',
      newLead,
      { stage: 'closed_lost', lostReason: 'x', probability: 10 },
      closedProbabilityMessage,
    ],
    [
      'a lost reason on an open lead',
      newLead,
      { lostReason: 'Budget' },
      lostReasonOnOpenLeadMessage,
    ],
    ['Lost without a reason', newLead, { stage: 'closed_lost' }, lostReasonRequiredMessage],
    ['Won without any value', newLead, { stage: 'closed_won' }, wonValueRequiredMessage],
  ])('refuses %s', (_case, lead, changes, message) => {
    expect(refusal(lead, { kind: 'update', changes })).toBe(message);
  });
});

const stage = fc.constantFrom(...leadStageValues);
const reason = fc.constantFrom('Budget', 'Chose another vendor', 'No reply');
const value = fc.integer({ min: 0, max: 2_147_483_647 });

/** Any request a client could send, updates included in every combination of fields. */
const leadChangeRequest: fc.Arbitrary<LeadChangeRequest> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), stage }),
  fc.record({ kind: fc.constant('markWon' as const), value }),
  fc.record({ kind: fc.constant('markLost' as const), reason }),
  fc.record({
    kind: fc.constant('update' as const),
    changes: fc.record(
      {
        stage,
        isWon: fc.boolean(),
        isLost: fc.boolean(),
        probability: fc.integer({ min: 0, max: 100 }),
        estimatedValue: fc.option(value, { nil: null }),
        lostReason: fc.option(reason, { nil: null }),
      },
      { requiredKeys: [] },
    ),
  }),
);

function expectConsistent(lead: LeadPipelineState): void {
  expect(lead.isWon).toBe(lead.stage === 'closed_won');
  expect(lead.isLost).toBe(lead.stage === 'closed_lost');
  if (lead.isWon) expect(lead.probability).toBe(100);
  if (lead.isLost) {
    expect(lead.probability).toBe(0);
    expect(lead.lostReason).not.toBeNull();
  } else {
    expect(lead.lostReason).toBeNull();
  }
}

describe('decideLeadChange: invariants over random sequences of requests', () => {
  it('keeps every lead consistent, writes a note exactly when the stage moves or a lead is marked, and refuses without changing', () => {
    fc.assert(
      fc.property(fc.array(leadChangeRequest, { maxLength: 12 }), (requests) => {
        let lead = newLead;
        for (const request of requests) {
          const decision = decideLeadChange(lead, request);
          if (!decision.ok) {
            expect(decision.message).not.toBe('');
            continue;
          }
          const marked = request.kind === 'markWon' || request.kind === 'markLost';
          const moved = decision.lead.stage !== lead.stage;
          expect(decision.note !== null).toBe(marked || moved);
          if (!decision.changed) expect(decision.lead).toEqual(lead);
          lead = decision.lead;
          expectConsistent(lead);
        }
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('the reports bookkeeping of a change', () => {
  it('keeps the furthest open stage: forward moves raise it, moves back and closing keep it', () => {
    expect(furthestOpenStage('new', 'contacted')).toBe('contacted');
    expect(furthestOpenStage('proposal', 'qualified')).toBe('proposal');
    expect(furthestOpenStage('proposal', 'closed_lost')).toBe('proposal');
    expect(furthestOpenStage('qualified', 'closed_won')).toBe('qualified');
    expect(furthestOpenStage('new', 'negotiation')).toBe('negotiation');
  });

  it('stamps the closing time when a lead is won or lost, keeps it while closed, clears it on reopening', () => {
    expect(closedAtAfterChange('proposal', 'closed_won', null, 5)).toBe(5);
    expect(closedAtAfterChange('closed_won', 'closed_won', 3, 5)).toBe(3);
    expect(closedAtAfterChange('closed_won', 'closed_lost', 3, 5)).toBe(5);
    expect(closedAtAfterChange('closed_lost', 'new', 3, 5)).toBeNull();
    expect(closedAtAfterChange('new', 'contacted', null, 5)).toBeNull();
  });
});
