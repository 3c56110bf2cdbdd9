import { describe, expect, it } from 'vitest';
import {
  callWithUntypedInput,
  isoDateString,
  openAdminApi,
  refusalOf,
} from '../../test/api-harness.ts';
import { applicationNotesOf, insertApplication } from '../../test/application-rows.ts';

const { api, admin } = await openAdminApi('career_submissions, application_notes');

const notFound = { code: 'NOT_FOUND', httpStatus: 404, message: 'Application not found' };

describe('applicationNotes.add', () => {
  it('stores the trimmed note and answers it', async () => {
    const id = await insertApplication(api);

    expect(await admin.applicationNotes.add({ applicationId: id, note: '  Phoned  ' })).toEqual({
      id: 1,
      applicationId: id,
      note: 'Phoned',
      createdAt: isoDateString,
    });
    await admin.applicationNotes.add({ applicationId: id, note: 'Sent the assessment' });
    expect(await applicationNotesOf(api, id)).toEqual(['Phoned', 'Sent the assessment']);
  });

  it('answers the newest note instead of writing the same text twice within two minutes', async () => {
    const id = await insertApplication(api);
    const first = await admin.applicationNotes.add({ applicationId: id, note: 'Phoned' });

    expect(await admin.applicationNotes.add({ applicationId: id, note: 'Phoned' })).toEqual(first);
    await api.sql(
      `update application_notes set created_at = now() - interval '2 minutes' where id = ?`,
      [first.id],
    );
    await admin.applicationNotes.add({ applicationId: id, note: 'Phoned' });

    expect(await applicationNotesOf(api, id)).toEqual(['Phoned', 'Phoned']);
  });

  it.each([
    ['an empty note', { note: '' }, 'Note cannot be empty'],
    ['no note', {}, 'Note cannot be empty'],
    ['a note of 2001 characters', { note: 'x'.repeat(2001) }, 'Note too long'],
    ['no application id', { applicationId: undefined, note: 'Hi' }, 'Invalid application id'],
  ])('refuses %s with BAD_REQUEST', async (_case, fields, message) => {
    const id = await insertApplication(api);

    const refusal = await refusalOf(
      callWithUntypedInput(admin.applicationNotes.add, { applicationId: id, ...fields }),
    );

    expect(refusal).toEqual({ code: 'BAD_REQUEST', httpStatus: 400, message });
    expect(await applicationNotesOf(api, id)).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown application and for suspected spam', async () => {
    const spam = await insertApplication(api, { spam_reason: 'honeypot' });

    expect(
      await refusalOf(admin.applicationNotes.add({ applicationId: 9999, note: 'Hello' })),
    ).toEqual(notFound);
    expect(
      await refusalOf(admin.applicationNotes.add({ applicationId: spam, note: 'Hello' })),
    ).toEqual(notFound);
    expect(await applicationNotesOf(api, spam)).toEqual([]);
  });
});

describe('applicationNotes.list', () => {
  it('lists the application’s notes and stage changes newest first, each field as stored', async () => {
    const id = await insertApplication(api);
    const other = await insertApplication(api);
    await api.sql(
      `insert into application_notes (application_id, note, created_at)
       values (?, 'Older', '2026-03-05 09:14:59.999999+00'),
              (?, 'Same moment, first', '2026-03-05 09:15:00.000999+00'),
              (?, 'Another application', '2026-03-06 00:00:00+00'),
              (?, 'Same moment, second', '2026-03-05 09:15:00.000999+00')`,
      [id, id, other, id],
    );
    await admin.applications.move({ id, stage: 'culture_fit' });

    const listed = await admin.applicationNotes.list({ applicationId: id });

    expect(listed[0]).toEqual({
      id: 5,
      applicationId: id,
      note: 'Stage changed from Applied to Culture Fit',
      createdAt: isoDateString,
    });
    const expected = [
      {
        id: 4,
        applicationId: id,
        note: 'Same moment, second',
        createdAt: '2026-03-05T09:15:00.000Z',
      },
      {
        id: 2,
        applicationId: id,
        note: 'Same moment, first',
        createdAt: '2026-03-05T09:15:00.000Z',
      },
      { id: 1, applicationId: id, note: 'Older', createdAt: '2026-03-05T09:14:59.999Z' },
    ];
    expect(listed.slice(1)).toStrictEqual(expected);
    expect(JSON.stringify(listed.slice(1))).toBe(JSON.stringify(expected));
  });

  it('answers an empty list for an application without notes', async () => {
    const id = await insertApplication(api);

    expect(await admin.applicationNotes.list({ applicationId: id })).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown application and for suspected spam', async () => {
    const spam = await insertApplication(api, { spam_reason: 'honeypot' });

    expect(await refusalOf(admin.applicationNotes.list({ applicationId: 9999 }))).toEqual(notFound);
    expect(await refusalOf(admin.applicationNotes.list({ applicationId: spam }))).toEqual(notFound);
  });
});
