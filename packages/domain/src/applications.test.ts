import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alreadyHiredMessage,
  alreadyNotSelectedMessage,
  type ApplicationChangeRequest,
  type ApplicationPipelineState,
  applicationIdSchema,
  applicationStageLabel,
  applicationStages,
  applicationStageValues,
  decideApplicationChange,
  isClosedApplicationStage,
  moveApplicationInputSchema,
  rejectApplicationInputSchema,
  useHireMessage,
  useRejectMessage,
} from './applications.ts';
import { leadStages } from './leads.ts';

const applied: ApplicationPipelineState = { stage: 'applied', notSelectedReason: null };

function decide(application: ApplicationPipelineState, request: ApplicationChangeRequest) {
  const decision = decideApplicationChange(application, request);
  if (!decision.ok) throw new Error(`refused: ${decision.message}`);
  return decision;
}

function refusal(application: ApplicationPipelineState, request: ApplicationChangeRequest) {
  const decision = decideApplicationChange(application, request);
  return decision.ok ? undefined : decision.message;
}

describe('the application stages', () => {
  it("follow the careers page's four steps, then Not Selected, in board order", () => {
    expect(applicationStages.map(({ label, order }) => [order, label])).toEqual([
      [1, 'Applied'],
      [2, 'Technical Assessment'],
      [3, 'Culture Fit'],
      [4, 'Welcome Aboard'],
      [5, 'Not Selected'],
    ]);
  });

  it('colour hiring green and not selected red, as the lead board colours Won and Lost', () => {
    const colourOf = (stage: string) =>
      applicationStages.find((info) => info.value === stage)?.color;
    expect(colourOf('hired')).toBe(leadStages.find((info) => info.value === 'closed_won')?.color);
    expect(colourOf('not_selected')).toBe(
      leadStages.find((info) => info.value === 'closed_lost')?.color,
    );
  });

  it('close exactly at Welcome Aboard and Not Selected', () => {
    expect(applicationStageValues.filter(isClosedApplicationStage)).toEqual([
      'hired',
      'not_selected',
    ]);
  });
});

describe('decideApplicationChange', () => {
  it('moves between the open stages with a stage-change note', () => {
    const decision = decide(applied, { kind: 'move', stage: 'technical_assessment' });
    expect(decision.application).toEqual({
      stage: 'technical_assessment',
      notSelectedReason: null,
    });
    expect(decision.changed).toBe(true);
    expect(decision.note).toBe('Stage changed from Applied to Technical Assessment');
  });

  it('changes nothing and writes no note for a move to the stage it is in', () => {
    expect(decide(applied, { kind: 'move', stage: 'applied' })).toEqual({
      ok: true,
      application: applied,
      changed: false,
      note: null,
    });
  });

  it('refuses a plain move to Welcome Aboard or Not Selected', () => {
    expect(refusal(applied, { kind: 'move', stage: 'hired' })).toBe(useHireMessage);
    expect(refusal(applied, { kind: 'move', stage: 'not_selected' })).toBe(useRejectMessage);
  });

  it('hires with its note', () => {
    const decision = decide({ stage: 'culture_fit', notSelectedReason: null }, { kind: 'hire' });
    expect(decision.application).toEqual({ stage: 'hired', notSelectedReason: null });
    expect(decision.note).toBe('Applicant hired: Welcome Aboard');
  });

  it('turns an application down with the reason in its fields and its note', () => {
    const decision = decide(applied, { kind: 'reject', reason: 'Needs more React experience' });
    expect(decision.application).toEqual({
      stage: 'not_selected',
      notSelectedReason: 'Needs more React experience',
    });
    expect(decision.note).toBe(
      'Application marked as NOT SELECTED. Reason: Needs more React experience',
    );
  });

  it('reopens a Not Selected application, forgetting its reason', () => {
    const rejected = decide(applied, { kind: 'reject', reason: 'Position filled' }).application;
    const decision = decide(rejected, { kind: 'move', stage: 'culture_fit' });
    expect(decision.application).toEqual({ stage: 'culture_fit', notSelectedReason: null });
    expect(decision.note).toBe('Stage changed from Not Selected to Culture Fit');
  });

  it('hires a Not Selected application after all, forgetting its reason', () => {
    const rejected = decide(applied, { kind: 'reject', reason: 'Position filled' }).application;
    expect(decide(rejected, { kind: 'hire' }).application).toEqual({
      stage: 'hired',
      notSelectedReason: null,
    });
  });

  it('refuses to hire twice or turn down twice', () => {
    const hired = decide(applied, { kind: 'hire' }).application;
    expect(refusal(hired, { kind: 'hire' })).toBe(alreadyHiredMessage);
    const rejected = decide(applied, { kind: 'reject', reason: 'No' }).application;
    expect(refusal(rejected, { kind: 'reject', reason: 'Again' })).toBe(alreadyNotSelectedMessage);
  });

  it('keeps a reason exactly on Not Selected and one note per change, whatever the requests', () => {
    const request = fc.oneof(
      fc.constantFrom(...applicationStageValues).map((stage) => ({ kind: 'move', stage }) as const),
      fc.constant({ kind: 'hire' } as const),
      fc
        .string({ minLength: 1, maxLength: 20 })
        .map((reason) => ({ kind: 'reject', reason }) as const),
    );
    fc.assert(
      fc.property(fc.array(request, { maxLength: 30 }), (requests) => {
        let application = applied;
        for (const next of requests) {
          const decision = decideApplicationChange(application, next);
          if (!decision.ok) continue;
          expect(decision.note === null).toBe(!decision.changed);
          expect(decision.changed).toBe(decision.application.stage !== application.stage);
          application = decision.application;
          expect(application.notSelectedReason !== null).toBe(application.stage === 'not_selected');
        }
      }),
    );
  });
});

describe('the application inputs', () => {
  it('read an id from a URL segment and refuse anything else', () => {
    expect(applicationIdSchema.parse('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '12abc']) {
      expect(applicationIdSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('refuse an unknown stage', () => {
    expect(
      moveApplicationInputSchema.safeParse({ id: 1, stage: 'interview' }).error?.issues[0]?.message,
    ).toBe('Invalid stage');
  });

  it('trim a reason and refuse an empty one with the dialog message', () => {
    expect(rejectApplicationInputSchema.parse({ id: 1, reason: '  Too junior  ' }).reason).toBe(
      'Too junior',
    );
    expect(
      rejectApplicationInputSchema.safeParse({ id: 1, reason: '   ' }).error?.issues[0]?.message,
    ).toBe('Please enter a reason');
  });

  it('label every stage', () => {
    expect(applicationStageValues.map(applicationStageLabel)).toEqual(
      applicationStages.map((stage) => stage.label),
    );
  });
});
