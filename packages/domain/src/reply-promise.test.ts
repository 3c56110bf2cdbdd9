import { describe, expect, it } from 'vitest';
import { decideLeadChange, type LeadPipelineState } from './lead-state-machine.ts';
import {
  changeAnswersLead,
  firstReplyAfterStaffAction,
  formatReplyDuration,
  isAwaitingReply,
  replyPromiseStatus,
} from './reply-promise.ts';

const createdAt = '2026-11-23T10:00:00.000Z';
const unanswered = { createdAt, awaitsReply: true, firstReplyAt: null };

/** The board's text at `minutes` (and `seconds`) after the lead arrived. */
function statusAfter(minutes: number, seconds = 0) {
  const now = new Date(Date.parse(createdAt) + minutes * 60_000 + seconds * 1000);
  return replyPromiseStatus(unanswered, now);
}

describe('replyPromiseStatus', () => {
  it('counts down the 2 hours in hours and minutes', () => {
    expect(statusAfter(0)).toEqual({ overdue: false, text: 'Reply due in 2 h' });
    expect(statusAfter(48)).toEqual({ overdue: false, text: 'Reply due in 1 h 12 min' });
    expect(statusAfter(60)).toEqual({ overdue: false, text: 'Reply due in 1 h' });
    expect(statusAfter(95)).toEqual({ overdue: false, text: 'Reply due in 25 min' });
  });

  it('rounds the time left up, so under a minute left still reads 1 min', () => {
    expect(statusAfter(94, 30)).toEqual({ overdue: false, text: 'Reply due in 26 min' });
    expect(statusAfter(119, 59)).toEqual({ overdue: false, text: 'Reply due in 1 min' });
  });

  it('keeps the promise at exactly 2 hours', () => {
    expect(statusAfter(120)).toEqual({ overdue: false, text: 'Reply due now' });
  });

  it('is overdue from the first moment after 2 hours, by at least 1 min', () => {
    const justLate = replyPromiseStatus(unanswered, new Date(Date.parse(createdAt) + 7_200_001));
    expect(justLate).toEqual({ overdue: true, text: 'Overdue by 1 min' });
    expect(statusAfter(121, 59)).toEqual({ overdue: true, text: 'Overdue by 1 min' });
    expect(statusAfter(145)).toEqual({ overdue: true, text: 'Overdue by 25 min' });
    expect(statusAfter(145, 59)).toEqual({ overdue: true, text: 'Overdue by 25 min' });
    expect(statusAfter(180)).toEqual({ overdue: true, text: 'Overdue by 1 h' });
    expect(statusAfter(305)).toEqual({ overdue: true, text: 'Overdue by 3 h 5 min' });
  });

  it('counts days and hours once a lead is a day overdue', () => {
    expect(statusAfter(120 + 24 * 60)).toEqual({ overdue: true, text: 'Overdue by 1 day' });
    expect(statusAfter(120 + 3 * 24 * 60 + 5 * 60 + 59)).toEqual({
      overdue: true,
      text: 'Overdue by 3 days 5 h',
    });
  });

  it('reads a creation time ahead of the clock as just created', () => {
    expect(statusAfter(-5)).toEqual({ overdue: false, text: 'Reply due in 2 h' });
  });

  it('shows nothing for an answered lead or one from before replies were tracked', () => {
    const answered = { ...unanswered, firstReplyAt: '2026-11-23T10:30:00.000Z' };
    const legacy = { createdAt, awaitsReply: false, firstReplyAt: null };
    const muchLater = new Date('2026-12-25T00:00:00.000Z');
    expect(replyPromiseStatus(answered, muchLater)).toBeNull();
    expect(replyPromiseStatus(legacy, muchLater)).toBeNull();
  });
});

describe('formatReplyDuration', () => {
  it('drops empty parts and says day or days', () => {
    expect(formatReplyDuration(0)).toBe('0 min');
    expect(formatReplyDuration(59)).toBe('59 min');
    expect(formatReplyDuration(120)).toBe('2 h');
    expect(formatReplyDuration(24 * 60 + 59)).toBe('1 day');
    expect(formatReplyDuration(2 * 24 * 60 + 60)).toBe('2 days 1 h');
  });
});

describe('firstReplyAfterStaffAction', () => {
  it('records the first action and keeps its time through later ones', () => {
    const first = firstReplyAfterStaffAction(
      { awaitsReply: true, firstReplyAt: null },
      '2026-11-23T10:30:00.000Z',
    );
    expect(first).toBe('2026-11-23T10:30:00.000Z');
    expect(
      firstReplyAfterStaffAction(
        { awaitsReply: true, firstReplyAt: first },
        '2026-11-23T11:00:00Z',
      ),
    ).toBe(first);
  });

  it('records nothing on a lead that never awaited a reply', () => {
    expect(
      firstReplyAfterStaffAction({ awaitsReply: false, firstReplyAt: null }, 'now'),
    ).toBeNull();
    expect(isAwaitingReply({ awaitsReply: false, firstReplyAt: null })).toBe(false);
  });
});

describe('changeAnswersLead', () => {
  const lead: LeadPipelineState = {
    stage: 'new',
    isWon: false,
    isLost: false,
    probability: 0,
    estimatedValue: null,
    lostReason: null,
  };
  const answers = (request: Parameters<typeof decideLeadChange>[1]) => {
    const decision = decideLeadChange(lead, request);
    if (!decision.ok) throw new Error(decision.message);
    return changeAnswersLead(decision);
  };

  it('counts stage moves, Won and Lost, through any door', () => {
    expect(answers({ kind: 'move', stage: 'contacted' })).toBe(true);
    expect(answers({ kind: 'markWon', value: 5000 })).toBe(true);
    expect(answers({ kind: 'markLost', reason: 'Budget' })).toBe(true);
    expect(answers({ kind: 'update', changes: { stage: 'qualified' } })).toBe(true);
    expect(answers({ kind: 'update', changes: { isLost: true, lostReason: 'Budget' } })).toBe(true);
  });

  it('does not count a move to the same stage or an edit of probability or value alone', () => {
    expect(answers({ kind: 'move', stage: 'new' })).toBe(false);
    expect(answers({ kind: 'update', changes: { probability: 40, estimatedValue: 9000 } })).toBe(
      false,
    );
  });
});
