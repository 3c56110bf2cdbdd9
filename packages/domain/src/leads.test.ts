import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  isClosedStage,
  leadIdInputSchema,
  leadIdSchema,
  leadStageSchema,
  leadStageValues,
  leadStages,
  leadUpdateSchema,
  markLostInputSchema,
  markWonInputSchema,
  moveLeadInputSchema,
  noteInputSchema,
  maxDealValue,
  parseDealValue,
  stageLabel,
} from './leads.ts';

function messages(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> };
}) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('lead stages', () => {
  it('lists the seven stages in board order with labels and Mantine colours', () => {
    expect(leadStages).toEqual([
      { value: 'new', label: 'New', color: 'blue', order: 1 },
      { value: 'contacted', label: 'Contacted', color: 'yellow', order: 2 },
      { value: 'qualified', label: 'Qualified', color: 'orange', order: 3 },
      { value: 'proposal', label: 'Proposal', color: 'grape', order: 4 },
      { value: 'negotiation', label: 'Negotiation', color: 'pink', order: 5 },
      { value: 'closed_won', label: 'Won', color: 'green', order: 6 },
      { value: 'closed_lost', label: 'Lost', color: 'red', order: 7 },
    ]);
    expect(leadStages.map((stage) => stage.value)).toEqual(leadStageValues);
  });

  it('fit the 20-character stage column', () => {
    for (const stage of leadStageValues) expect(stage.length).toBeLessThanOrEqual(20);
  });

  it('give each stage its label', () => {
    expect(stageLabel('new')).toBe('New');
    expect(stageLabel('closed_won')).toBe('Won');
    expect(stageLabel('closed_lost')).toBe('Lost');
  });

  it('treat only won and lost as closed', () => {
    expect(leadStageValues.filter((stage) => isClosedStage(stage))).toEqual([
      'closed_won',
      'closed_lost',
    ]);
  });

  it('reject an unknown stage with a clear message', () => {
    expect(leadStageSchema.parse('proposal')).toBe('proposal');
    expect(messages(leadStageSchema.safeParse('won'))).toEqual(['Invalid stage']);
    expect(messages(leadStageSchema.safeParse(3))).toEqual(['Invalid stage']);
  });
});

describe('leadUpdateSchema', () => {
  it('accepts an empty object and any subset of fields', () => {
    expect(leadUpdateSchema.parse({})).toEqual({});
    expect(leadUpdateSchema.parse({ stage: 'qualified', probability: 40 })).toEqual({
      stage: 'qualified',
      probability: 40,
    });
  });

  it('strips unknown keys', () => {
    expect(
      leadUpdateSchema.parse({ stage: 'new', id: 3, email: 'x@y.z', updatedAt: '2025-01-01' }),
    ).toEqual({
      stage: 'new',
    });
  });

  it('rejects an unknown stage', () => {
    expect(messages(leadUpdateSchema.safeParse({ stage: 'lost' }))).toEqual(['Invalid stage']);
  });

  it('is strict about booleans', () => {
    expect(leadUpdateSchema.parse({ isWon: false, isLost: true })).toEqual({
      isWon: false,
      isLost: true,
    });
    expect(messages(leadUpdateSchema.safeParse({ isWon: 'true' }))).toEqual([
      'isWon must be true or false',
    ]);
    expect(messages(leadUpdateSchema.safeParse({ isLost: 1 }))).toEqual([
      'isLost must be true or false',
    ]);
  });

  it('takes a probability as a whole number from 0 to 100', () => {
    expect(leadUpdateSchema.parse({ probability: 0 })).toEqual({ probability: 0 });
    expect(leadUpdateSchema.parse({ probability: 100 })).toEqual({ probability: 100 });
    for (const probability of [-1, 101, 50.5, '50', null, Number.NaN]) {
      expect(messages(leadUpdateSchema.safeParse({ probability }))).toEqual([
        'Probability must be a whole number from 0 to 100',
      ]);
    }
  });

  it('takes an estimated value as whole dollars, 0 or more, or null', () => {
    expect(leadUpdateSchema.parse({ estimatedValue: null })).toEqual({ estimatedValue: null });
    expect(leadUpdateSchema.parse({ estimatedValue: 0 })).toEqual({ estimatedValue: 0 });
    expect(leadUpdateSchema.parse({ estimatedValue: maxDealValue })).toEqual({
      estimatedValue: maxDealValue,
    });
    for (const estimatedValue of [-1, 10.5, '1000', Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(messages(leadUpdateSchema.safeParse({ estimatedValue }))[0]).toBe(
        'Estimated value must be a whole number of dollars, 0 or more',
      );
    }
    expect(messages(leadUpdateSchema.safeParse({ estimatedValue: maxDealValue + 1 }))).toEqual([
      'Estimated value is too large',
    ]);
  });

  it('trims the lost reason, limits it to 500 characters and stores blank as null', () => {
    expect(leadUpdateSchema.parse({ lostReason: '  Budget cut  ' })).toEqual({
      lostReason: 'Budget cut',
    });
    expect(leadUpdateSchema.parse({ lostReason: '   ' })).toEqual({ lostReason: null });
    expect(leadUpdateSchema.parse({ lostReason: null })).toEqual({ lostReason: null });
    expect(leadUpdateSchema.parse({ lostReason: ` ${'r'.repeat(500)} ` })).toEqual({
      lostReason: 'r'.repeat(500),
    });
    expect(messages(leadUpdateSchema.safeParse({ lostReason: 'r'.repeat(501) }))).toEqual([
      'Lost reason too long',
    ]);
    expect(messages(leadUpdateSchema.safeParse({ lostReason: 5 }))).toEqual([
      'Lost reason must be text',
    ]);
  });
});

describe('action inputs', () => {
  it('mark won takes a positive id and a whole value of 0 or more', () => {
    expect(markWonInputSchema.parse({ id: 4, value: 50000, extra: true })).toEqual({
      id: 4,
      value: 50000,
    });
    expect(messages(markWonInputSchema.safeParse({ id: 0, value: 1 }))).toEqual([
      'Invalid lead id',
    ]);
    expect(messages(markWonInputSchema.safeParse({ id: 1, value: -5 }))).toEqual([
      'Estimated value must be a whole number of dollars, 0 or more',
    ]);
  });

  it('mark lost needs a trimmed reason of 1 to 500 characters', () => {
    expect(markLostInputSchema.parse({ id: 2, reason: '  Too expensive ' })).toEqual({
      id: 2,
      reason: 'Too expensive',
    });
    expect(messages(markLostInputSchema.safeParse({ id: 2, reason: '   ' }))).toEqual([
      'Please enter a reason',
    ]);
    expect(messages(markLostInputSchema.safeParse({ id: 2 }))).toEqual(['Please enter a reason']);
    expect(messages(markLostInputSchema.safeParse({ id: 2, reason: 'r'.repeat(501) }))).toEqual([
      'Lost reason too long',
    ]);
  });

  it('move takes an id and one of the seven stages', () => {
    expect(moveLeadInputSchema.parse({ id: 9, stage: 'proposal' })).toEqual({
      id: 9,
      stage: 'proposal',
    });
    expect(messages(moveLeadInputSchema.safeParse({ id: 9, stage: 'archived' }))).toEqual([
      'Invalid stage',
    ]);
    expect(messages(moveLeadInputSchema.safeParse({ id: '9', stage: 'new' }))).toEqual([
      'Invalid lead id',
    ]);
  });

  it('id input takes a positive whole number only', () => {
    expect(leadIdInputSchema.parse({ id: 1 })).toEqual({ id: 1 });
    for (const id of [0, -3, 1.5, '1', null]) {
      expect(messages(leadIdInputSchema.safeParse({ id }))).toEqual(['Invalid lead id']);
    }
  });

  it('note is trimmed, not empty and at most 2000 characters', () => {
    expect(noteInputSchema.parse({ note: '  Called back \n' })).toEqual({ note: 'Called back' });
    expect(messages(noteInputSchema.safeParse({ note: '  ' }))).toEqual(['Note cannot be empty']);
    expect(messages(noteInputSchema.safeParse({}))).toEqual(['Note cannot be empty']);
    expect(noteInputSchema.parse({ note: 'n'.repeat(2000) }).note).toHaveLength(2000);
    expect(messages(noteInputSchema.safeParse({ note: 'n'.repeat(2001) }))).toEqual([
      'Note too long',
    ]);
  });

  it('notes and lost reasons refuse control characters PostgreSQL cannot store', () => {
    expect(messages(noteInputSchema.safeParse({ note: 'Called\u0000back' }))).toEqual([
      'Note contains characters that are not allowed',
    ]);
    expect(messages(markLostInputSchema.safeParse({ id: 2, reason: 'Too\u0000much' }))).toEqual([
      'Lost reason contains characters that are not allowed',
    ]);
    expect(messages(leadUpdateSchema.safeParse({ lostReason: 'Too\u001bmuch' }))).toEqual([
      'Lost reason contains characters that are not allowed',
    ]);
    expect(noteInputSchema.parse({ note: 'Line one\n\tLine two' }).note).toBe(
      'Line one\n\tLine two',
    );
  });
});

describe('leadIdSchema', () => {
  it('reads a path segment as a positive whole number', () => {
    expect(leadIdSchema.parse('12')).toBe(12);
    expect(leadIdSchema.parse('007')).toBe(7);
  });

  it('rejects anything else', () => {
    for (const segment of ['1.5', '-1', 'abc', '', '0', ' 1', '1e3', '9007199254740993', 12]) {
      expect(messages(leadIdSchema.safeParse(segment))).toEqual(['Invalid lead id']);
    }
  });
});

describe('parseDealValue', () => {
  it('keeps digits, dot and minus, then reads a number rounded to whole dollars', () => {
    expect(parseDealValue('$50,000')).toEqual({ ok: true, value: 50000 });
    expect(parseDealValue('50000')).toEqual({ ok: true, value: 50000 });
    expect(parseDealValue('12.6')).toEqual({ ok: true, value: 13 });
    expect(parseDealValue('12.4')).toEqual({ ok: true, value: 12 });
    expect(parseDealValue('2147483647')).toEqual({ ok: true, value: maxDealValue });
    expect(parseDealValue('2147483648')).toEqual({
      ok: false,
      error: 'Please enter a valid number',
    });
    expect(parseDealValue(' USD 1 200.50 ')).toEqual({ ok: true, value: 1201 });
    expect(parseDealValue('0')).toEqual({ ok: true, value: 0 });
  });

  it('reads only the leading number, like parseFloat', () => {
    expect(parseDealValue('10-20')).toEqual({ ok: true, value: 10 });
    expect(parseDealValue('1.2.3')).toEqual({ ok: true, value: 1 });
  });

  it('returns 0, not -0, for minus zero', () => {
    const result = parseDealValue('-0');
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });

  it('rejects text that is not a number, negative or too large', () => {
    const invalid = { ok: false, error: 'Please enter a valid number' };
    for (const input of [
      'abc',
      '',
      '-5',
      '-0.4',
      '.',
      '-',
      '$',
      '9'.repeat(400),
      '9007199254740993',
    ]) {
      expect(parseDealValue(input)).toEqual(invalid);
    }
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatDollars(50000)).toBe('$50,000');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(1234567)).toBe('$1,234,567');
    expect(formatDollars(999.6)).toBe('$1,000');
  });
});
