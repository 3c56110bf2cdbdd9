import { describe, expect, it } from 'vitest';
import { Lead } from '@app/db';
import {
  openAdminApi,
  isoDateString,
  refusalOf,
  callWithUntypedInput,
} from '../../test/api-harness.ts';
import { insertLead, leadRow, notesOf } from '@app/db/testing';

const { api, admin } = await openAdminApi('leads, lead_notes');

describe('leads.list', () => {
  it('answers every lead newest first with the fields of spec section 3', async () => {
    await insertLead(api, { name: 'Older Lead', created_at: new Date(Date.now() - 86_400_000) });
    await insertLead(api, { name: 'Newer Lead', estimated_value: 12_000, probability: 40 });

    const listed = await admin.leads.list();

    expect(listed.map((lead) => lead.name)).toEqual(['Newer Lead', 'Older Lead']);
    expect(listed[0]).toEqual({
      id: 2,
      name: 'Newer Lead',
      email: expect.stringMatching(/^olivia\.hart\+\d+@example\.com$/) as unknown,
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      teamSize: '4-7',
      message: 'Two React engineers',
      stage: 'new',
      estimatedValue: 12_000,
      probability: 40,
      isWon: false,
      isLost: false,
      lostReason: null,
      createdAt: isoDateString,
      updatedAt: isoDateString,
      awaitsReply: true,
      firstReplyAt: null,
      enquiryCount: 1,
      lastEnquiryAt: isoDateString,
      previousLead: null,
      applicationIds: [],
      source: null,
      replyWaiting: false,
    });
  });

  it('answers each field exactly as stored, empty optional fields as null', async () => {
    const bare = await insertLead(api, {
      name: 'Bare Lead',
      email: 'bare@example.com',
      contact: '0491 570 156',
      company: null,
      team_size: null,
      message: null,
      created_at: '2026-03-05 09:15:00.123456+00',
      updated_at: '2026-03-06 10:00:00+00',
    });
    const lost = await insertLead(api, {
      name: 'Lost Lead',
      email: 'lost@example.com',
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      team_size: '16+',
      message: 'Eight React engineers',
      stage: 'closed_lost',
      estimated_value: 2_147_483_647,
      probability: 35,
      is_won: false,
      is_lost: true,
      lost_reason: 'Chose an agency',
      created_at: '2026-03-04 16:06:07.5+11',
      updated_at: '2026-03-07 08:30:45.999999+00',
      awaits_reply: false,
    });
    const won = await insertLead(api, {
      name: 'Won Lead',
      email: 'won@example.com',
      contact: '+84 28 3822 6190',
      company: 'Saigon Freight',
      team_size: '1-3',
      message: 'One mobile developer',
      stage: 'closed_won',
      estimated_value: 0,
      probability: 100,
      is_won: true,
      is_lost: false,
      created_at: '2026-03-03 00:00:00+00',
      updated_at: '2026-03-03 00:00:00.001+00',
      first_reply_at: '2026-03-03 01:10:00.25+00',
    });
    const expected = [
      {
        id: bare,
        name: 'Bare Lead',
        email: 'bare@example.com',
        contact: '0491 570 156',
        company: null,
        teamSize: null,
        message: null,
        stage: 'new',
        estimatedValue: null,
        probability: 0,
        isWon: false,
        isLost: false,
        lostReason: null,
        createdAt: '2026-03-05T09:15:00.123Z',
        updatedAt: '2026-03-06T10:00:00.000Z',
        awaitsReply: true,
        firstReplyAt: null,
        enquiryCount: 1,
        lastEnquiryAt: '2026-03-05T09:15:00.123Z',
        previousLead: null,
        applicationIds: [],
        source: null,
        replyWaiting: false,
      },
      {
        id: lost,
        name: 'Lost Lead',
        email: 'lost@example.com',
        contact: '+61 2 5550 4821',
        company: 'Harbour Analytics',
        teamSize: '16+',
        message: 'Eight React engineers',
        stage: 'closed_lost',
        estimatedValue: 2_147_483_647,
        probability: 35,
        isWon: false,
        isLost: true,
        lostReason: 'Chose an agency',
        createdAt: '2026-03-04T05:06:07.500Z',
        updatedAt: '2026-03-07T08:30:45.999Z',
        awaitsReply: false,
        firstReplyAt: null,
        enquiryCount: 1,
        lastEnquiryAt: '2026-03-04T05:06:07.500Z',
        previousLead: null,
        applicationIds: [],
        source: null,
        replyWaiting: false,
      },
      {
        id: won,
        name: 'Won Lead',
        email: 'won@example.com',
        contact: '+84 28 3822 6190',
        company: 'Saigon Freight',
        teamSize: '1-3',
        message: 'One mobile developer',
        stage: 'closed_won',
        estimatedValue: 0,
        probability: 100,
        isWon: true,
        isLost: false,
        lostReason: null,
        createdAt: '2026-03-03T00:00:00.000Z',
        updatedAt: '2026-03-03T00:00:00.001Z',
        awaitsReply: true,
        firstReplyAt: '2026-03-03T01:10:00.250Z',
        enquiryCount: 1,
        lastEnquiryAt: '2026-03-03T00:00:00.000Z',
        previousLead: null,
        applicationIds: [],
        source: null,
        replyWaiting: false,
      },
    ];

    const listed = await admin.leads.list();

    expect(listed).toStrictEqual(expected);
    // The fields in this order too: the REST answer is this list as JSON.
    expect(JSON.stringify(listed)).toBe(JSON.stringify(expected));
  });

  it('orders leads created at the same moment by id, the later first', async () => {
    const sameMoment = '2026-03-05 09:15:00.123456+00';
    const first = await insertLead(api, { created_at: sameMoment });
    const second = await insertLead(api, { created_at: sameMoment });
    const older = await insertLead(api, { created_at: '2026-03-05 09:15:00.123455+00' });
    const third = await insertLead(api, { created_at: sameMoment });

    const listed = await admin.leads.list();

    expect(listed.map((lead) => lead.id)).toEqual([third, second, first, older]);
  });

  it('answers every stored lead, latest enquiry first, whatever its fields', async () => {
    // A spread of stages, empty and set fields, shared enquiry times and sub-millisecond times.
    await api.sql(
      `insert into leads (name, email, contact, company, team_size, message, stage, estimated_value,
                          probability, is_won, is_lost, lost_reason, created_at, updated_at,
                          last_enquiry_at)
       select 'Lead ' || i, 'lead' || i || '@example.com', '+61 412 345 ' || lpad(i::text, 3, '0'),
              case when i % 3 = 0 then null else 'Company ' || i end,
              case when i % 4 = 0 then null else (array['1-3', '4-7', '8-15', '16+'])[i % 4 + 1] end,
              case when i % 5 = 0 then null else 'Message ' || i end,
              (array['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed_won',
                     'closed_lost'])[i % 7 + 1],
              case when i % 2 = 0 then null else i * 1000 end,
              i % 101, i % 7 = 5, i % 7 = 6,
              case when i % 7 = 6 then 'Reason ' || i end,
              timestamptz '2026-03-01 00:00:00+00',
              timestamptz '2026-03-10 00:00:00+00' + i * interval '0.000999 seconds',
              timestamptz '2026-03-01 00:00:00+00' + (i / 3) * interval '1 hour 0.000137 seconds'
         from generate_series(1, 60) as i`,
    );
    const entities = await api
      .em()
      .find(Lead, {}, { orderBy: [{ lastEnquiryAt: 'desc' }, { id: 'desc' }] });

    const listed = await admin.leads.list();

    expect(entities).toHaveLength(60);
    expect(listed).toStrictEqual(
      entities.map((lead) => ({
        id: lead.id,
        name: lead.name,
        email: lead.email,
        contact: lead.contact,
        company: lead.company ?? null,
        teamSize: lead.teamSize ?? null,
        message: lead.message ?? null,
        stage: lead.stage,
        estimatedValue: lead.estimatedValue ?? null,
        probability: lead.probability,
        isWon: lead.isWon,
        isLost: lead.isLost,
        lostReason: lead.lostReason ?? null,
        createdAt: lead.createdAt.toISOString(),
        updatedAt: lead.updatedAt.toISOString(),
        awaitsReply: lead.awaitsReply,
        firstReplyAt: null,
        enquiryCount: 1,
        lastEnquiryAt: lead.lastEnquiryAt.toISOString(),
        previousLead: null,
        applicationIds: [],
        source: null,
        replyWaiting: false,
      })),
    );
  });

  it('names the closed lead a returning person had, and the applications from the same address', async () => {
    const won = await insertLead(api, {
      email: 'Returning@Example.com',
      stage: 'closed_won',
      is_won: true,
      estimated_value: 50_000,
    });
    const lost = await insertLead(api, {
      email: 'gone@example.com',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Chose an agency',
    });
    const afterWon = await insertLead(api, {
      email: 'returning@example.com',
      previous_lead_id: won,
    });
    const afterLost = await insertLead(api, { email: 'gone@example.com', previous_lead_id: lost });
    const [application] = await api.sql<{ id: number }>(
      `insert into career_submissions (first_name, last_name, email, phone, position, description)
       values ('Ret', 'Urning', 'RETURNING@example.com', '+63 2 8123 4567', 'Senior React Developer',
               'Ten years of React') returning id`,
    );
    await api.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description,
                                       spam_reason)
       values ('Ret', 'Urning', 'returning@example.com', '+63 2 8123 4567', 'Senior React Developer',
               'Ten years of React', 'honeypot')`,
    );

    const listed = await admin.leads.list();
    const byId = new Map(listed.map((lead) => [lead.id, lead]));

    expect(byId.get(afterWon)?.previousLead).toEqual({
      id: won,
      outcome: 'won',
      estimatedValue: 50_000,
      lostReason: null,
    });
    expect(byId.get(afterLost)?.previousLead).toEqual({
      id: lost,
      outcome: 'lost',
      estimatedValue: null,
      lostReason: 'Chose an agency',
    });
    expect(byId.get(afterWon)?.applicationIds).toEqual([application?.id]);
    expect(byId.get(won)?.applicationIds).toEqual([application?.id]);
    expect(byId.get(afterLost)?.applicationIds).toEqual([]);
  });

  it('refuses to reopen a lead while the same person has another open lead', async () => {
    const closed = await insertLead(api, {
      email: 'twice@example.com',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'No budget',
    });
    const open = await insertLead(api, { email: 'TWICE@example.com' });

    const refusal = await refusalOf(admin.leads.move({ id: closed, stage: 'contacted' }));

    expect(refusal).toEqual({
      code: 'CONFLICT',
      httpStatus: 409,
      message: `This person already has an open lead (#${open}): add to that one instead`,
    });
    expect(await leadRow(api, closed)).toMatchObject({ stage: 'closed_lost', is_lost: true });

    await admin.leads.markWon({ id: open, value: 1_000 });
    const reopened = await admin.leads.move({ id: closed, stage: 'contacted' });
    expect(reopened).toMatchObject({ stage: 'contacted', isLost: false });
  });
});

describe('leads.update', () => {
  it('changes only the given fields it edits, moves updatedAt and writes no note', async () => {
    const id = await insertLead(api, { updated_at: new Date(Date.now() - 60_000) });

    const updated = await callWithUntypedInput(admin.leads.update, {
      id,
      probability: 60,
      estimatedValue: 45_000,
      name: 'Not editable',
    });

    expect(updated).toMatchObject({
      id,
      name: 'Olivia Hart',
      probability: 60,
      estimatedValue: 45_000,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.now() - 5_000);
    expect(await leadRow(api, id)).toMatchObject({
      name: 'Olivia Hart',
      probability: 60,
      estimated_value: 45_000,
      stage: 'new',
    });
    expect(await notesOf(api, id)).toEqual([]);
  });

  it('takes the whole set the spec UI sends when it marks a lead won, then its note, as one event', async () => {
    const id = await insertLead(api, { stage: 'negotiation' });

    await admin.leads.update({
      id,
      stage: 'closed_won',
      isWon: true,
      isLost: false,
      probability: 100,
      estimatedValue: 50_000,
    });

    expect(await leadRow(api, id)).toMatchObject({
      stage: 'closed_won',
      is_won: true,
      probability: 100,
    });
    await admin.notes.add({ leadId: id, note: 'Lead marked as WON with value: $50000' });
    expect(await notesOf(api, id)).toEqual(['Lead marked as WON with value: $50000']);
  });

  it('takes the spec UI’s lost update and its note as one event too', async () => {
    const id = await insertLead(api, { stage: 'proposal' });

    await admin.leads.update({
      id,
      stage: 'closed_lost',
      isWon: false,
      isLost: true,
      lostReason: 'Chose another vendor',
      probability: 0,
    });
    await admin.notes.add({
      leadId: id,
      note: 'Lead marked as LOST. Reason: Chose another vendor',
    });

    expect(await leadRow(api, id)).toMatchObject({
      stage: 'closed_lost',
      is_lost: true,
      is_won: false,
    });
    expect(await notesOf(api, id)).toEqual(['Lead marked as LOST. Reason: Chose another vendor']);
  });

  it('derives the flags from a stage given alone, so the Won column and the statistics agree', async () => {
    const id = await insertLead(api, { stage: 'negotiation', estimated_value: 20_000 });

    expect(await admin.leads.update({ id, stage: 'closed_won' })).toMatchObject({
      isWon: true,
      isLost: false,
      probability: 100,
    });
    expect(await admin.leads.update({ id, stage: 'new' })).toMatchObject({
      stage: 'new',
      isWon: false,
      isLost: false,
    });
  });

  it('closes a lead as lost with its trimmed reason', async () => {
    const id = await insertLead(api);

    const updated = await admin.leads.update({
      id,
      stage: 'closed_lost',
      lostReason: '  Went quiet  ',
    });

    expect(updated).toMatchObject({ lostReason: 'Went quiet', isLost: true });
  });

  it('records a stage change as a note', async () => {
    const id = await insertLead(api, { stage: 'contacted' });
    await admin.leads.update({ id, stage: 'qualified' });
    expect(await notesOf(api, id)).toEqual(['Stage changed from Contacted to Qualified']);
  });

  it('refuses flags that contradict the stage, says why and changes nothing', async () => {
    const id = await insertLead(api);

    expect(await refusalOf(admin.leads.update({ id, stage: 'proposal', isWon: true }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message:
        'isWon and isLost must agree with the stage: a Won lead is won, a Lost lead is lost, any other is neither',
    });
    expect(await leadRow(api, id)).toMatchObject({ stage: 'new', is_won: false });
  });

  it.each([
    [{ stage: 'won' }, 'Invalid stage'],
    [{ probability: 101 }, 'Probability must be a whole number from 0 to 100'],
    [{ probability: 500 }, 'Probability must be a whole number from 0 to 100'],
    [{ probability: -1 }, 'Probability must be a whole number from 0 to 100'],
    [{ probability: 50.5 }, 'Probability must be a whole number from 0 to 100'],
    [{ estimatedValue: -1 }, 'Estimated value must be a whole number of dollars, 0 or more'],
    [{ estimatedValue: 10.5 }, 'Estimated value must be a whole number of dollars, 0 or more'],
    [{ isWon: 'yes' }, 'isWon must be true or false'],
    [{ isWon: true, isLost: true }, 'A lead cannot be both won and lost'],
  ])('refuses %j with BAD_REQUEST and changes nothing', async (changes, message) => {
    const id = await insertLead(api);

    const refusal = await refusalOf(callWithUntypedInput(admin.leads.update, { id, ...changes }));

    expect(refusal).toEqual({ code: 'BAD_REQUEST', httpStatus: 400, message });
    expect(await leadRow(api, id)).toMatchObject({ stage: 'new', probability: 0, is_won: false });
  });

  it.each([0, -3, 1.5])('refuses the id %s as an invalid lead id', async (badId) => {
    expect(await refusalOf(admin.leads.update({ id: badId, probability: 10 }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Invalid lead id',
    });
  });

  it('answers NOT_FOUND for an unknown lead', async () => {
    expect(await refusalOf(admin.leads.update({ id: 9999, probability: 5 }))).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      message: 'Lead not found',
    });
  });
});

describe('leads.remove', () => {
  it('deletes the lead with all its notes, and no other lead’s', async () => {
    const id = await insertLead(api);
    const kept = await insertLead(api, { name: 'Kept Lead' });
    await admin.notes.add({ leadId: id, note: 'First call' });
    await admin.notes.add({ leadId: kept, note: 'Other lead' });

    expect(await admin.leads.remove({ id })).toEqual({ id, removedSubmissions: 0 });

    expect(await leadRow(api, id)).toBeUndefined();
    expect(await notesOf(api, id)).toEqual([]);
    expect(await leadRow(api, kept)).toBeDefined();
    expect(await notesOf(api, kept)).toEqual(['Other lead']);
  });

  it('answers NOT_FOUND for a lead that is gone or never was', async () => {
    const id = await insertLead(api);
    await admin.leads.remove({ id });

    expect(await refusalOf(admin.leads.remove({ id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(admin.leads.remove({ id: 9999 }))).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      message: 'Lead not found',
    });
  });
});

describe('leads.markWon', () => {
  it('sets exactly the won fields and adds the spec note in one call', async () => {
    const id = await insertLead(api, { stage: 'negotiation', probability: 70, lost_reason: null });

    const won = await admin.leads.markWon({ id, value: 50_000 });

    expect(won).toMatchObject({
      id,
      stage: 'closed_won',
      isWon: true,
      isLost: false,
      probability: 100,
      estimatedValue: 50_000,
    });
    expect(await leadRow(api, id)).toMatchObject({
      stage: 'closed_won',
      is_won: true,
      is_lost: false,
      probability: 100,
      estimated_value: 50_000,
    });
    expect(await notesOf(api, id)).toEqual(['Lead marked as WON with value: $50000']);
  });

  it('turns a lost lead into a won one', async () => {
    const id = await insertLead(api, {
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Budget',
    });
    await admin.leads.markWon({ id, value: 10 });
    expect(await leadRow(api, id)).toMatchObject({ is_won: true, is_lost: false });
  });

  it('changes nothing when the note cannot be written, and hides why', async () => {
    const id = await insertLead(api, { stage: 'proposal', probability: 30 });
    await api.sql(`
      create function refuse_notes() returns trigger language plpgsql as
        $$ begin raise exception 'notes are switched off'; end $$;
      create trigger refuse_notes before insert on lead_notes
        for each row execute function refuse_notes();`);
    try {
      expect(await refusalOf(admin.leads.markWon({ id, value: 50_000 }))).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        httpStatus: 500,
        message: 'Internal server error',
      });
    } finally {
      await api.sql('drop trigger refuse_notes on lead_notes; drop function refuse_notes();');
    }
    expect(await leadRow(api, id)).toMatchObject({
      stage: 'proposal',
      is_won: false,
      probability: 30,
      estimated_value: null,
    });
  });

  it.each([
    [
      { id: 1, value: -5 },
      'BAD_REQUEST',
      'Estimated value must be a whole number of dollars, 0 or more',
    ],
    [
      { id: 1, value: 1.5 },
      'BAD_REQUEST',
      'Estimated value must be a whole number of dollars, 0 or more',
    ],
    [{ id: 1 }, 'BAD_REQUEST', 'Estimated value must be a whole number of dollars, 0 or more'],
    [{ id: 9999, value: 100 }, 'NOT_FOUND', 'Lead not found'],
  ])('refuses %j with %s and writes no note', async (input, code, message) => {
    await insertLead(api);
    expect(await refusalOf(callWithUntypedInput(admin.leads.markWon, input))).toMatchObject({
      code,
      message,
    });
    expect(await notesOf(api, 1)).toEqual([]);
    expect(await leadRow(api, 1)).toMatchObject({ is_won: false });
  });
});

describe('leads.markLost', () => {
  it('sets exactly the lost fields and adds the spec note in one call', async () => {
    const id = await insertLead(api, {
      stage: 'proposal',
      probability: 40,
      estimated_value: 9000,
    });

    const lost = await admin.leads.markLost({ id, reason: '  Chose an agency  ' });

    expect(lost).toMatchObject({ id, stage: 'closed_lost', isLost: true });
    expect(await leadRow(api, id)).toMatchObject({
      stage: 'closed_lost',
      is_won: false,
      is_lost: true,
      lost_reason: 'Chose an agency',
      probability: 0,
      estimated_value: 9000,
    });
    expect(await notesOf(api, id)).toEqual(['Lead marked as LOST. Reason: Chose an agency']);
  });

  it('needs a reason and a known lead', async () => {
    const id = await insertLead(api);

    expect(await refusalOf(admin.leads.markLost({ id, reason: '   ' }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Please enter a reason',
    });
    expect(await refusalOf(admin.leads.markLost({ id: 9999, reason: 'x' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await leadRow(api, id)).toMatchObject({ is_lost: false });
    expect(await notesOf(api, id)).toEqual([]);
  });
});

describe('leads.move', () => {
  it('moves between open stages and records the change', async () => {
    const id = await insertLead(api, { stage: 'contacted' });

    const moved = await admin.leads.move({ id, stage: 'qualified' });

    expect(moved).toMatchObject({ stage: 'qualified', isWon: false, isLost: false });
    expect(await notesOf(api, id)).toEqual(['Stage changed from Contacted to Qualified']);
  });

  it('does nothing when the stage is the same', async () => {
    const id = await insertLead(api, {
      stage: 'proposal',
      updated_at: new Date(Date.now() - 60_000),
    });
    const before = await leadRow(api, id);

    await admin.leads.move({ id, stage: 'proposal' });

    expect(await leadRow(api, id)).toEqual(before);
    expect(await notesOf(api, id)).toEqual([]);
  });

  it.each([
    ['closed_won', 'Use Mark as Won to move a lead to Won'],
    ['closed_lost', 'Use Mark as Lost to move a lead to Lost'],
  ] as const)('refuses a plain move to %s', async (stage, message) => {
    const id = await insertLead(api, { stage: 'negotiation' });

    expect(await refusalOf(admin.leads.move({ id, stage }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message,
    });
    expect(await leadRow(api, id)).toMatchObject({
      stage: 'negotiation',
      is_won: false,
      is_lost: false,
    });
    expect(await notesOf(api, id)).toEqual([]);
  });

  it('reopens a won lead moved back onto the board', async () => {
    const id = await insertLead(api, {
      stage: 'closed_won',
      is_won: true,
      probability: 100,
      estimated_value: 50_000,
    });
    await admin.leads.move({ id, stage: 'qualified' });
    expect(await leadRow(api, id)).toMatchObject({
      stage: 'qualified',
      is_won: false,
      is_lost: false,
      lost_reason: null,
    });
    expect(await notesOf(api, id)).toEqual(['Stage changed from Won to Qualified']);
  });

  it('reopens a lost lead and clears its reason', async () => {
    const id = await insertLead(api, {
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Budget',
    });
    await admin.leads.move({ id, stage: 'new' });
    expect(await leadRow(api, id)).toMatchObject({
      stage: 'new',
      is_lost: false,
      lost_reason: null,
    });
    expect(await notesOf(api, id)).toEqual(['Stage changed from Lost to New']);
  });

  it('answers NOT_FOUND for an unknown lead and BAD_REQUEST for an unknown stage', async () => {
    expect(await refusalOf(admin.leads.move({ id: 9999, stage: 'new' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const id = await insertLead(api);
    const unknownStage = callWithUntypedInput(admin.leads.move, { id, stage: 'archived' });
    expect(await refusalOf(unknownStage)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await leadRow(api, id)).toMatchObject({ stage: 'new' });
  });
});

describe('leads.stats', () => {
  it('counts active, won and lost leads and sums the won value over every lead', async () => {
    await insertLead(api);
    await insertLead(api, { stage: 'proposal', estimated_value: 7000 });
    await insertLead(api, { stage: 'closed_won', is_won: true, estimated_value: 50_000 });
    await insertLead(api, { stage: 'closed_won', is_won: true, estimated_value: 25_000 });
    await insertLead(api, { stage: 'closed_won', is_won: true, estimated_value: null });
    await insertLead(api, { stage: 'closed_lost', is_lost: true, estimated_value: 90_000 });

    expect(await admin.leads.stats()).toEqual({
      activeLeads: 2,
      won: 3,
      lost: 1,
      wonValue: 75_000,
      totalValue: 75_000,
      repliedWithinTwoHoursShare: null,
      medianFirstReplySeconds: null,
    });
  });

  it('answers zeros for an empty pipeline', async () => {
    expect(await admin.leads.stats()).toEqual({
      activeLeads: 0,
      won: 0,
      lost: 0,
      wonValue: 0,
      totalValue: 0,
      repliedWithinTwoHoursShare: null,
      medianFirstReplySeconds: null,
    });
  });
});
