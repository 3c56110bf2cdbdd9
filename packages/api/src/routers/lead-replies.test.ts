import { describe, expect, it } from 'vitest';
import { insertLead, leadRow } from '@app/db/testing';
import { openAdminApi } from '../../test/api-harness.ts';

const { api, admin } = await openAdminApi('leads, lead_notes');

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A time `ms` ago, as the database stores it. */
const ago = (ms: number) => new Date(Date.now() - ms);

async function firstReplyOf(id: number): Promise<Date | null> {
  const [row] = await api.sql<{ first_reply_at: string | null }>(
    'select first_reply_at::text from leads where id = ?',
    [id],
  );
  return row?.first_reply_at == null ? null : new Date(row.first_reply_at);
}

describe('the first staff action on a lead', () => {
  const actions = {
    'a drag to another stage': (id: number) => admin.leads.move({ id, stage: 'contacted' }),
    'Mark as Won': (id: number) => admin.leads.markWon({ id, value: 12_000 }),
    'Mark as Lost': (id: number) => admin.leads.markLost({ id, reason: 'Budget' }),
    'a stage sent to leads.update': (id: number) => admin.leads.update({ id, stage: 'qualified' }),
    'a note': (id: number) => admin.notes.add({ leadId: id, note: 'Called, left a message' }),
  };

  for (const [action, act] of Object.entries(actions)) {
    it(`is recorded when it is ${action}`, async () => {
      const id = await insertLead(api, { created_at: ago(30 * minute) });
      expect(await firstReplyOf(id)).toBeNull();
      const before = Date.now();

      await act(id);

      const firstReply = await firstReplyOf(id);
      expect(firstReply?.getTime()).toBeGreaterThanOrEqual(before);
      expect(firstReply?.getTime()).toBeLessThanOrEqual(Date.now());
      const [listed] = await admin.leads.list();
      expect(listed).toMatchObject({ awaitsReply: true, firstReplyAt: firstReply?.toISOString() });
    });
  }

  it('keeps its time through later actions', async () => {
    const answeredAt = ago(20 * minute);
    const id = await insertLead(api, { first_reply_at: answeredAt });
    await admin.leads.move({ id, stage: 'contacted' });
    await admin.notes.add({ leadId: id, note: 'Sent the proposal' });
    await admin.leads.markWon({ id, value: 5_000 });
    expect(await firstReplyOf(id)).toEqual(answeredAt);
  });

  it('is not an edit of probability or value alone, nor a move to the same stage', async () => {
    const id = await insertLead(api);
    await admin.leads.update({ id, probability: 40, estimatedValue: 9_000 });
    await admin.leads.move({ id, stage: 'new' });
    expect(await firstReplyOf(id)).toBeNull();
  });

  it('is not recorded when the change is refused', async () => {
    const id = await insertLead(api);
    await expect(admin.leads.update({ id, stage: 'proposal', isWon: true })).rejects.toThrow();
    expect(await firstReplyOf(id)).toBeNull();
  });

  it('leaves leads from before replies were tracked as they were: answered, without a time', async () => {
    const id = await insertLead(api, { awaits_reply: false, created_at: ago(3 * day) });
    await admin.leads.move({ id, stage: 'contacted' });
    await admin.notes.add({ leadId: id, note: 'Old lead' });
    expect(await leadRow(api, id)).toMatchObject({ awaits_reply: false });
    expect(await firstReplyOf(id)).toBeNull();
  });
});

describe('leads.stats: the 2-hour reply promise', () => {
  /** A lead created `createdAgo` ago and answered `repliedAfter` later (or not at all). */
  const lead = (createdAgo: number, repliedAfter: number | null, fields = {}) => {
    const createdAt = ago(createdAgo);
    return insertLead(api, {
      created_at: createdAt,
      first_reply_at: repliedAfter === null ? null : new Date(createdAt.getTime() + repliedAfter),
      ...fields,
    });
  };

  it('answers no share and no median, not 0 or NaN, when no lead awaited a reply', async () => {
    await lead(5 * hour, null, { awaits_reply: false });
    expect(await admin.leads.stats()).toMatchObject({
      activeLeads: 1,
      repliedWithinTwoHoursShare: null,
      medianFirstReplySeconds: null,
    });
  });

  it('answers the share answered within 2 hours (exactly 2 h included) and the median reply time', async () => {
    await lead(3 * day, 10 * minute);
    await lead(2 * day, 2 * hour);
    await lead(1 * day, 2 * hour + 1000);
    await lead(5 * hour, null);

    expect(await admin.leads.stats()).toMatchObject({
      repliedWithinTwoHoursShare: 0.5,
      medianFirstReplySeconds: 2 * 60 * 60,
    });
  });

  it('leaves out leads older than 30 days and those from before replies were tracked', async () => {
    await lead(31 * day, 5 * hour);
    await lead(2 * day, 8 * hour, { awaits_reply: false });
    await lead(29 * day, 30 * minute);

    expect(await admin.leads.stats()).toMatchObject({
      repliedWithinTwoHoursShare: 1,
      medianFirstReplySeconds: 30 * 60,
    });
  });

  it('waits for an unanswered lead still within its 2 hours before counting it', async () => {
    await lead(30 * minute, null);
    expect(await admin.leads.stats()).toMatchObject({
      repliedWithinTwoHoursShare: null,
      medianFirstReplySeconds: null,
    });
    await lead(3 * hour, null);
    expect(await admin.leads.stats()).toMatchObject({
      repliedWithinTwoHoursShare: 0,
      medianFirstReplySeconds: null,
    });
  });
});
