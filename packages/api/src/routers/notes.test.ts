import { describe, expect, it } from 'vitest';
import {
  openAdminApi,
  isoDateString,
  refusalOf,
  callWithUntypedInput,
} from '../../test/api-harness.ts';
import { insertLead, notesOf } from '@app/db/testing';
import { appRouter } from '../root.ts';

const { api, admin } = await openAdminApi('leads, lead_notes');

describe('notes.add', () => {
  it('stores the trimmed note and answers it', async () => {
    const id = await insertLead(api);

    expect(await admin.notes.add({ leadId: id, note: '  First call  ' })).toEqual({
      id: 1,
      leadId: id,
      note: 'First call',
      createdAt: isoDateString,
    });
    await admin.notes.add({ leadId: id, note: ' Follow up Friday ' });
    expect(await notesOf(api, id)).toEqual(['First call', 'Follow up Friday']);
  });

  it.each([
    ['an empty note', { note: '' }, 'Note cannot be empty'],
    ['a note of spaces', { note: '   ' }, 'Note cannot be empty'],
    ['no note', {}, 'Note cannot be empty'],
    ['a note of 2001 characters', { note: 'x'.repeat(2001) }, 'Note too long'],
  ])('refuses %s with BAD_REQUEST', async (_case, fields, message) => {
    const id = await insertLead(api);

    const refusal = await refusalOf(
      callWithUntypedInput(admin.notes.add, { leadId: id, ...fields }),
    );

    expect(refusal).toEqual({ code: 'BAD_REQUEST', httpStatus: 400, message });
    expect(await notesOf(api, id)).toEqual([]);
  });

  it('takes a note of exactly 2000 characters', async () => {
    const id = await insertLead(api);
    await admin.notes.add({ leadId: id, note: 'x'.repeat(2000) });
    expect(await notesOf(api, id)).toEqual(['x'.repeat(2000)]);
  });

  it('answers NOT_FOUND for an unknown lead', async () => {
    expect(await refusalOf(admin.notes.add({ leadId: 9999, note: 'Hello' }))).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      message: 'Lead not found',
    });
  });

  it('writes every note and move of one request, whose procedures share its context (a batch)', async () => {
    const id = await insertLead(api);
    const batch = appRouter.createCaller(api.context({ authorization: await api.logInAdmin() }));

    await Promise.all([
      batch.notes.add({ leadId: id, note: 'First' }),
      batch.notes.add({ leadId: id, note: 'Second' }),
      batch.leads.move({ id, stage: 'contacted' }),
    ]);

    expect((await notesOf(api, id)).sort()).toEqual([
      'First',
      'Second',
      'Stage changed from New to Contacted',
    ]);
  });
});

describe('notes.list', () => {
  it('lists the lead’s notes newest first', async () => {
    const id = await insertLead(api);
    await admin.notes.add({ leadId: id, note: 'First call' });
    await admin.notes.add({ leadId: id, note: 'Sent the proposal' });

    const listed = await admin.notes.list({ leadId: id });

    expect(listed.map((note) => note.note)).toEqual(['Sent the proposal', 'First call']);
  });

  it('answers each field exactly as stored and orders notes of one moment by id', async () => {
    const id = await insertLead(api);
    const other = await insertLead(api);
    await api.sql(
      `insert into lead_notes (lead_id, note, created_at)
       values (?, 'Older', '2026-03-05 09:14:59.999999+00'),
              (?, 'Same moment, first', '2026-03-05 09:15:00.000999+00'),
              (?, 'Another lead', '2026-03-06 00:00:00+00'),
              (?, 'Same moment, second', '2026-03-05 09:15:00.000999+00')`,
      [id, id, other, id],
    );
    const expected = [
      { id: 4, leadId: id, note: 'Same moment, second', createdAt: '2026-03-05T09:15:00.000Z' },
      { id: 2, leadId: id, note: 'Same moment, first', createdAt: '2026-03-05T09:15:00.000Z' },
      { id: 1, leadId: id, note: 'Older', createdAt: '2026-03-05T09:14:59.999Z' },
    ];

    const listed = await admin.notes.list({ leadId: id });

    expect(listed).toStrictEqual(expected);
    // The fields in this order too: the REST answer is this list as JSON.
    expect(JSON.stringify(listed)).toBe(JSON.stringify(expected));
  });

  it('answers NOT_FOUND for an unknown lead', async () => {
    expect(await refusalOf(admin.notes.list({ leadId: 9999 }))).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      message: 'Lead not found',
    });
  });
});
