import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import {
  alreadyHiredMessage,
  alreadyNotSelectedMessage,
  type ApplicationStage,
  useHireMessage,
  useRejectMessage,
} from '@app/domain';
import { callWithUntypedInput, openAdminApi, refusalOf } from '../../test/api-harness.ts';
import { applicationNotesOf, insertApplication } from '../../test/application-rows.ts';
import { DatabaseFileStore } from '../files/file-store.ts';
import { appRouter } from '../root.ts';

const { api, admin } = await openAdminApi(
  'career_submissions, application_notes, leads, stored_files',
);

const notFound = { code: 'NOT_FOUND', httpStatus: 404, message: 'Application not found' };

function badRequest(message: string) {
  return { code: 'BAD_REQUEST', httpStatus: 400, message };
}

async function applicationRow(id: number) {
  const [row] = await api.sql<{
    stage: ApplicationStage;
    not_selected_reason: string | null;
    updated_ms: number;
  }>(
    `select stage, not_selected_reason,
            (extract(epoch from updated_at) * 1000)::float8 as updated_ms
       from career_submissions where id = ?`,
    [id],
  );
  return row;
}

/** Stores a CV through the file store, as the careers form does, and gives it to the application. */
async function attachCv(id: number, bytes: Uint8Array): Promise<string> {
  const em = api.em();
  const { key, byteSize } = await new DatabaseFileStore().write(em, [bytes]);
  await api.sql(
    `update career_submissions
        set cv_key = ?, cv_file_name = 'An-Nguyen-CV.pdf', cv_content_type = 'application/pdf',
            cv_byte_size = ?
      where id = ?`,
    [key, byteSize, id],
  );
  return key;
}

describe('applications.get', () => {
  it('answers every field as stored, its CV and its address’s leads, in the DTO’s order', async () => {
    const id = await insertApplication(api, {
      first_name: 'Minh',
      last_name: 'Tran',
      email: 'Minh@Saigon.example',
      phone: '028 3822 6191',
      position: 'Technical Lead',
      description: 'Leads teams\nand ships',
      linkedin_url: 'https://www.linkedin.com/in/minh',
      created_at: '2026-03-05 09:15:00.000999+00',
      stage: 'not_selected',
      not_selected_reason: 'Chose another candidate',
    });
    const leadId = await insertLead(api, { email: 'minh@saigon.example' });
    await attachCv(id, new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]));
    const expected = {
      id,
      firstName: 'Minh',
      lastName: 'Tran',
      email: 'Minh@Saigon.example',
      phone: '028 3822 6191',
      position: 'Technical Lead',
      description: 'Leads teams\nand ships',
      linkedinUrl: 'https://www.linkedin.com/in/minh',
      createdAt: '2026-03-05T09:15:00.000Z',
      stage: 'not_selected',
      notSelectedReason: 'Chose another candidate',
      cv: { fileName: 'An-Nguyen-CV.pdf', contentType: 'application/pdf', byteSize: 5 },
      leadIds: [leadId],
      replyWaiting: false,
    };

    const answered = await admin.applications.get({ id });

    expect(answered).toStrictEqual(expected);
    expect(JSON.stringify(answered)).toBe(JSON.stringify(expected));
  });

  it('answers null for a missing CV and LinkedIn profile, and no leads', async () => {
    const id = await insertApplication(api);

    expect(await admin.applications.get({ id })).toMatchObject({
      linkedinUrl: null,
      stage: 'applied',
      notSelectedReason: null,
      cv: null,
      leadIds: [],
    });
  });

  it('answers NOT_FOUND for an unknown application and for suspected spam', async () => {
    const spam = await insertApplication(api, { spam_reason: 'honeypot' });

    expect(await refusalOf(admin.applications.get({ id: 9999 }))).toEqual(notFound);
    expect(await refusalOf(admin.applications.get({ id: spam }))).toEqual(notFound);
  });
});

describe('applications.page', () => {
  it('pages a stage’s applications newest first, then by id, spam and other stages left out', async () => {
    const oldest = await insertApplication(api, { created_at: '2026-03-01 00:00:00+00' });
    // Two of one moment, and one a microsecond later: the cursor keeps them apart.
    const sameMomentFirst = await insertApplication(api, {
      created_at: '2026-03-05 09:15:00.000001+00',
    });
    const sameMomentSecond = await insertApplication(api, {
      created_at: '2026-03-05 09:15:00.000001+00',
    });
    const newest = await insertApplication(api, { created_at: '2026-03-05 09:15:00.000002+00' });
    await insertApplication(api, { created_at: '2026-03-06 00:00:00+00', spam_reason: 'too fast' });
    await insertApplication(api, { created_at: '2026-03-06 00:00:00+00', stage: 'culture_fit' });

    const first = await admin.applications.page({ stage: 'applied', limit: 2 });
    const second = await admin.applications.page({
      stage: 'applied',
      limit: 2,
      cursor: first.nextCursor,
    });

    expect(first.items.map((item) => item.id)).toEqual([newest, sameMomentSecond]);
    expect(first.nextCursor).toEqual({ at: '2026-03-05T09:15:00.000001Z', id: sameMomentSecond });
    expect(second.items.map((item) => item.id)).toEqual([sameMomentFirst, oldest]);
    expect(second.nextCursor).toBeNull();
    expect(second.items[1]).toEqual(await admin.applications.get({ id: oldest }));
  });

  it('keeps the applications of the position only, exactly as named', async () => {
    const devops = await insertApplication(api, { position: 'DevOps Engineer' });
    await insertApplication(api, { position: 'Senior DevOps Engineer' });
    await insertApplication(api, { position: 'devops engineer' });

    const page = await admin.applications.page({
      stage: 'applied',
      filter: { position: ' DevOps Engineer ' },
    });

    expect(page.items.map((item) => item.id)).toEqual([devops]);
  });

  it('applies the search and the days, and ignores the team size', async () => {
    const found = await insertApplication(api, {
      first_name: 'Minh',
      last_name: 'Tran',
      created_at: '2026-03-05 23:59:59.999999+00',
    });
    await insertApplication(api, { first_name: 'Minh', created_at: '2026-03-06 00:00:00+00' });
    await insertApplication(api, { created_at: '2026-03-05 10:00:00+00' });

    const page = await admin.applications.page({
      stage: 'applied',
      filter: { q: 'minh tran', from: '2026-03-05', to: '2026-03-05', teamSize: '16+' },
    });

    expect(page.items.map((item) => item.id)).toEqual([found]);
  });

  it('refuses an unknown stage with BAD_REQUEST', async () => {
    expect(
      await refusalOf(callWithUntypedInput(admin.applications.page, { stage: 'won' })),
    ).toEqual(badRequest('Invalid stage'));
  });
});

describe('applications.columns', () => {
  it('counts every stage’s applications matching the filter, zeros included, spam left out', async () => {
    await insertApplication(api, { position: 'QA Engineer' });
    await insertApplication(api, { position: 'QA Engineer' });
    await insertApplication(api, { position: 'QA Engineer', spam_reason: 'honeypot' });
    await insertApplication(api, { position: 'QA Engineer', stage: 'culture_fit' });
    await insertApplication(api, {
      position: 'Technical Lead',
      stage: 'not_selected',
      not_selected_reason: 'Chose another candidate',
    });

    expect(await admin.applications.columns({})).toEqual([
      { stage: 'applied', count: 2 },
      { stage: 'technical_assessment', count: 0 },
      { stage: 'culture_fit', count: 1 },
      { stage: 'hired', count: 0 },
      { stage: 'not_selected', count: 1 },
    ]);
    expect(await admin.applications.columns({ filter: { position: 'QA Engineer' } })).toEqual([
      { stage: 'applied', count: 2 },
      { stage: 'technical_assessment', count: 0 },
      { stage: 'culture_fit', count: 1 },
      { stage: 'hired', count: 0 },
      { stage: 'not_selected', count: 0 },
    ]);
  });
});

describe('applications.move', () => {
  it('moves between the open stages, notes it and sets updated_at', async () => {
    const id = await insertApplication(api, { updated_at: '2026-03-01 00:00:00+00' });

    const moved = await admin.applications.move({ id, stage: 'technical_assessment' });
    await admin.applications.move({ id, stage: 'culture_fit' });

    expect(moved.stage).toBe('technical_assessment');
    expect(await applicationNotesOf(api, id)).toEqual([
      'Stage changed from Applied to Technical Assessment',
      'Stage changed from Technical Assessment to Culture Fit',
    ]);
    const row = await applicationRow(id);
    expect(row?.stage).toBe('culture_fit');
    expect(row?.updated_ms).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes nothing for a move to the stage it is in', async () => {
    const id = await insertApplication(api, { updated_at: '2026-03-01 00:00:00+00' });

    expect((await admin.applications.move({ id, stage: 'applied' })).stage).toBe('applied');
    expect(await applicationNotesOf(api, id)).toEqual([]);
    expect((await applicationRow(id))?.updated_ms).toBe(Date.parse('2026-03-01T00:00:00Z'));
  });

  it.each([
    ['hired', useHireMessage],
    ['not_selected', useRejectMessage],
  ] as const)('refuses a move to %s: that needs its own call', async (stage, message) => {
    const id = await insertApplication(api);

    expect(await refusalOf(admin.applications.move({ id, stage }))).toEqual(badRequest(message));
    expect((await applicationRow(id))?.stage).toBe('applied');
    expect(await applicationNotesOf(api, id)).toEqual([]);
  });

  it('reopens a Not Selected application and clears its reason', async () => {
    const id = await insertApplication(api, {
      stage: 'not_selected',
      not_selected_reason: 'Chose another candidate',
    });

    const reopened = await admin.applications.move({ id, stage: 'applied' });

    expect(reopened).toMatchObject({ stage: 'applied', notSelectedReason: null });
    expect(await applicationNotesOf(api, id)).toEqual([
      'Stage changed from Not Selected to Applied',
    ]);
  });

  it('locks the application, so each of two moves at once notes the stage the other left', async () => {
    const id = await insertApplication(api);
    const batch = appRouter.createCaller(api.context({ authorization: await api.logInAdmin() }));

    await Promise.all([
      batch.applications.move({ id, stage: 'technical_assessment' }),
      batch.applications.move({ id, stage: 'culture_fit' }),
    ]);

    const [firstNote, secondNote] = await applicationNotesOf(api, id);
    const firstTo = /to (.+)$/.exec(firstNote ?? '')?.[1];
    expect(firstNote).toMatch(/^Stage changed from Applied to /);
    expect(secondNote).toBe(
      `Stage changed from ${firstTo} to ${firstTo === 'Culture Fit' ? 'Technical Assessment' : 'Culture Fit'}`,
    );
  });

  it('answers NOT_FOUND for an unknown application and for suspected spam', async () => {
    const spam = await insertApplication(api, { spam_reason: 'honeypot' });

    expect(await refusalOf(admin.applications.move({ id: 9999, stage: 'culture_fit' }))).toEqual(
      notFound,
    );
    expect(await refusalOf(admin.applications.move({ id: spam, stage: 'culture_fit' }))).toEqual(
      notFound,
    );
    expect(await applicationNotesOf(api, spam)).toEqual([]);
  });
});

describe('applications.hire', () => {
  it('marks the applicant hired from any stage with its note, and refuses a second time', async () => {
    const id = await insertApplication(api, {
      stage: 'not_selected',
      not_selected_reason: 'Chose another candidate',
    });

    const hired = await admin.applications.hire({ id });

    expect(hired).toMatchObject({ stage: 'hired', notSelectedReason: null });
    expect(await refusalOf(admin.applications.hire({ id }))).toEqual(
      badRequest(alreadyHiredMessage),
    );
    expect(await applicationNotesOf(api, id)).toEqual(['Applicant hired: Welcome Aboard']);
  });
});

describe('applications.reject', () => {
  it('marks the application Not Selected with its reason and note, and refuses a second time', async () => {
    const id = await insertApplication(api, { stage: 'hired' });

    const rejected = await admin.applications.reject({ id, reason: '  Withdrew  ' });

    expect(rejected).toMatchObject({ stage: 'not_selected', notSelectedReason: 'Withdrew' });
    expect(await refusalOf(admin.applications.reject({ id, reason: 'Again' }))).toEqual(
      badRequest(alreadyNotSelectedMessage),
    );
    expect(await applicationNotesOf(api, id)).toEqual([
      'Application marked as NOT SELECTED. Reason: Withdrew',
    ]);
    expect((await applicationRow(id))?.not_selected_reason).toBe('Withdrew');
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a reason of spaces', { reason: '   ' }],
  ])('refuses %s', async (_case, fields) => {
    const id = await insertApplication(api);

    expect(
      await refusalOf(callWithUntypedInput(admin.applications.reject, { id, ...fields })),
    ).toEqual(badRequest('Please enter a reason'));
    expect((await applicationRow(id))?.stage).toBe('applied');
    expect(await applicationNotesOf(api, id)).toEqual([]);
  });
});

describe('applications.remove', () => {
  it('deletes the application, its notes and its CV’s bytes', async () => {
    const id = await insertApplication(api);
    const other = await insertApplication(api);
    const key = await attachCv(id, new Uint8Array(64 * 1024).fill(7));
    const otherKey = await attachCv(other, new Uint8Array([1, 2, 3]));
    await admin.applicationNotes.add({ applicationId: id, note: 'Phoned' });
    await admin.applications.move({ id, stage: 'culture_fit' });

    expect(await admin.applications.remove({ id })).toEqual({ success: true });

    expect(await api.sql('select id from career_submissions')).toEqual([{ id: other }]);
    expect(await api.sql('select application_id from application_notes')).toEqual([]);
    expect(await api.sql('select key from stored_files')).toEqual([{ key: otherKey }]);
    expect(await api.sql('select 1 from stored_file_chunks where file_key = ?', [key])).toEqual([]);
  });

  it('deletes an application without a CV', async () => {
    const id = await insertApplication(api);

    await admin.applications.remove({ id });

    expect(await api.sql('select id from career_submissions')).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown application, and leaves suspected spam to its own list', async () => {
    const spam = await insertApplication(api, { spam_reason: 'honeypot' });

    expect(await refusalOf(admin.applications.remove({ id: 9999 }))).toEqual(notFound);
    expect(await refusalOf(admin.applications.remove({ id: spam }))).toEqual(notFound);
    expect(await api.sql('select id from career_submissions')).toEqual([{ id: spam }]);
  });
});

describe('applications.stats', () => {
  it('counts this UTC month’s applications and those in progress, hired and not selected, spam left out', async () => {
    const startOfMonth = `date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
    const [times] = await api.sql<{ start: string; before: string }>(
      `select ${startOfMonth} as start, ${startOfMonth} - interval '1 microsecond' as before`,
    );
    const thisMonth = times?.start;
    const lastMonth = times?.before;
    await insertApplication(api, { created_at: thisMonth, stage: 'applied' });
    await insertApplication(api, { stage: 'technical_assessment' });
    await insertApplication(api, { created_at: lastMonth, stage: 'culture_fit' });
    await insertApplication(api, { created_at: lastMonth, stage: 'culture_fit' });
    await insertApplication(api, { created_at: lastMonth, stage: 'hired' });
    await insertApplication(api, { stage: 'hired' });
    await insertApplication(api, {
      created_at: lastMonth,
      stage: 'not_selected',
      not_selected_reason: 'Withdrew',
    });
    await insertApplication(api, { spam_reason: 'honeypot' });
    await insertApplication(api, {
      created_at: lastMonth,
      spam_reason: 'honeypot',
      stage: 'hired',
    });

    expect(await admin.applications.stats()).toEqual({
      thisMonth: 3,
      inProgress: 4,
      hired: 2,
      notSelected: 1,
    });
  });

  it('answers zeros without applications', async () => {
    expect(await admin.applications.stats()).toEqual({
      thisMonth: 0,
      inProgress: 0,
      hired: 0,
      notSelected: 0,
    });
  });
});

describe('applications.positions', () => {
  it('answers each position applied for once, sorted, spam left out', async () => {
    await insertApplication(api, { position: 'Technical Lead' });
    await insertApplication(api, { position: 'DevOps Engineer' });
    await insertApplication(api, { position: 'Technical Lead' });
    await insertApplication(api, { position: 'Crypto Promoter', spam_reason: 'honeypot' });

    expect(await admin.applications.positions()).toEqual(['DevOps Engineer', 'Technical Lead']);
  });
});
