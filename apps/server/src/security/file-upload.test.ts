/**
 * File upload: what a CV sent with a job application could do to the site's storage, its staff
 * or their browsers. Attacks tried (a new upload, or a new place an uploaded name shows, adds its
 * case here; uploads that would hold the event loop are in denial-of-service.test.ts):
 *
 * - A file of another type named and sent as a PDF or Word file.
 * - A CV name with quotes, a semicolon and CR/LF, as a browser escapes them (`%22`, `%0D%0A`).
 * - A CV name with a path, a right-to-left override or zero-width characters.
 * - CVs from a bot caught by the honeypot or the time trap (stored, they filled the disk unseen).
 * - One address sending CVs all day at the forms' rate limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  attachmentFileName,
  cvDailyLimitMessage,
  cvMaxBytes,
  cvWrongTypeMessage,
} from '@app/domain';
import { sampleExe, samplePdf } from '@app/domain/cv-samples';
import { bearer, createTestAdmin, insertSession } from '../../test/admin-fixtures.ts';
import { validCareerPayload } from '../../test/form-payloads.ts';
import { multipartBody, multipartType } from '../../test/multipart-form.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const cvsPerDay = 3;
let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp({
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    CV_BYTES_PER_ADDRESS_PER_DAY: String(cvsPerDay * cvMaxBytes),
  });
  adminId = (await createTestAdmin(testApp)).id;
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate career_submissions, stored_files, mail_outbox, cv_upload_days restart identity cascade',
  );
});

const careerFields = { ...validCareerPayload, submitTime: String(Date.now() - 60_000) };

function postCv(options: {
  fileName?: string;
  content?: Uint8Array;
  fields?: Record<string, string>;
  address?: string;
  accept?: string;
}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/careers',
    headers: {
      'content-type': multipartType,
      ...(options.accept === undefined ? {} : { accept: options.accept }),
    },
    remoteAddress: options.address ?? '198.51.100.20',
    payload: multipartBody(options.fields ?? careerFields, [
      {
        fileName: options.fileName ?? 'cv.pdf',
        contentType: 'application/pdf',
        content: options.content ?? samplePdf(),
      },
    ]),
  });
}

async function storedCvs(): Promise<{ id: number; name: string | null; spam: string | null }[]> {
  return testApp.sql(
    'select id, cv_file_name as name, spam_reason as spam from career_submissions order by id',
  );
}

async function storedFiles(): Promise<number> {
  const [row] = await testApp.sql<{ count: number }>(
    'select count(*)::int as count from stored_files',
  );
  return row?.count ?? 0;
}

async function download(id: number) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/career-submissions/${id}/cv`,
    headers: bearer(await insertSession(testApp, adminId)),
  });
}

describe('what a CV is', () => {
  it('refuses a program named cv.pdf and sent as application/pdf', async () => {
    const response = await postCv({ content: sampleExe() });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: cvWrongTypeMessage });
    expect(await storedFiles()).toBe(0);
  });
});

describe('what a CV is called', () => {
  it('keeps quotes readable and downloads them escaped, as a browser sent them (%22)', async () => {
    await postCv({ fileName: 'my cv %22x%22; name=%22evil.exe%22.pdf' });
    const [application] = await storedCvs();
    if (application === undefined) throw new Error('nothing stored');
    expect(application.name).toBe('my cv "x"; name="evil.exe".pdf');

    const response = await download(application.id);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="my cv \\"x\\"; name=\\"evil.exe\\".pdf"; ` +
        `filename*=UTF-8''my%20cv%20%22x%22%3B%20name%3D%22evil.exe%22.pdf`,
    );
    expect(attachmentFileName(disposition)).toBe(application.name);
  });

  it('drops line breaks, paths and invisible characters, keeping the name in its script', async () => {
    const sent = [
      ['cv%0D%0ASet-Cookie: a=b.pdf', 'cvSet-Cookie: a=b.pdf'],
      ['..\\..\\Windows\\Trần Minh.pdf', 'Trần Minh.pdf'],
      ['invoice\u202efdp.exe', 'invoicefdp.pdf'],
      ['履\u200b歴書.pdf', '履歴書.pdf'],
    ];
    for (const [fileName] of sent) {
      expect((await postCv({ fileName })).statusCode).toBe(201);
    }

    const stored = await storedCvs();
    expect(stored.map(({ name }) => name)).toEqual(sent.map(([, name]) => name));
    for (const { id } of stored) {
      const disposition = String((await download(id)).headers['content-disposition']);
      expect(disposition).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});

describe('CVs nobody will read', () => {
  it('keeps what the honeypot or the time trap caught as spam, without its CV', async () => {
    const trapped = [
      { ...careerFields, honeypot: 'http://spam.example' },
      { ...careerFields, submitTime: String(Date.now()) },
    ];
    for (const fields of trapped) {
      const response = await postCv({ fields });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true });
    }

    expect(await storedCvs()).toEqual([
      { id: 1, name: null, spam: 'honeypot' },
      { id: 2, name: null, spam: 'too fast' },
    ]);
    expect(await storedFiles()).toBe(0);
  });
});

describe('one address sending CVs all day', () => {
  const largest = new Uint8Array(cvMaxBytes);
  largest.set(samplePdf());

  it('is refused with 429 once its CVs would pass CV_BYTES_PER_ADDRESS_PER_DAY, until the next UTC day', async () => {
    for (let cv = 0; cv < cvsPerDay; cv += 1) {
      expect((await postCv({ content: largest })).statusCode).toBe(201);
    }

    const refused = await postCv({ content: samplePdf() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: cvDailyLimitMessage });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await storedFiles()).toBe(cvsPerDay);
    expect(await storedCvs()).toHaveLength(cvsPerDay);

    // Another address has a day of its own.
    expect((await postCv({ address: '203.0.113.5' })).statusCode).toBe(201);
  });

  it('shows the refusal under the CV field of a form posted without JavaScript', async () => {
    await testApp.sql(
      `insert into cv_upload_days (address, day, bytes)
       values ('198.51.100.20', (now() at time zone 'utc')::date, ?)`,
      [cvsPerDay * cvMaxBytes],
    );
    const response = await postCv({ accept: 'text/html' });

    expect(response.statusCode).toBe(429);
    // Without the web build the form's page is the JSON refusal, with the field it belongs to.
    expect(response.json()).toEqual({
      success: false,
      error: cvDailyLimitMessage,
      fieldErrors: { cv: cvDailyLimitMessage },
    });
    expect(await storedCvs()).toEqual([]);
  });
});
