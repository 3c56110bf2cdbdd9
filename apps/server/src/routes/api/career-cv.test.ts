import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cvContentTypes,
  cvEmptyMessage,
  cvMaxBytes,
  cvTooLargeMessage,
  cvWrongTypeMessage,
} from '@app/domain';
import { sampleDocx, sampleExe, samplePdf, sampleZip, zipOf } from '@app/domain/cv-samples';
import { bearer, createTestAdmin, insertSession } from '../../../test/admin-fixtures.ts';
import { validCareerPayload } from '../../../test/form-payloads.ts';
import {
  closing,
  type FilePart,
  fileHead,
  multipartBody,
  multipartType,
  textPart,
} from '../../../test/multipart-form.ts';
import { rawClient } from '../../../test/raw-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  formTooLargeMessage,
  notMultipartFormMessage,
  unexpectedFileMessage,
  uploadsBusyMessage,
} from './career-form-upload.ts';

let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000' });
  adminId = (await createTestAdmin(testApp)).id;
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate career_submissions, stored_files, mail_outbox, cv_upload_days restart identity cascade',
  );
});

const openedAt = Date.now() - 60_000;
const careerFields: Record<string, string> = {
  ...validCareerPayload,
  honeypot: '',
  submitTime: String(openedAt),
};

function postMultipart(body: Buffer, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/careers',
    headers: { 'content-type': multipartType, ...headers },
    payload: body,
  });
}

function postJson(payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/careers',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

async function storedCounts(): Promise<{ applications: number; files: number; chunks: number }> {
  const [row] = await testApp.sql<{ applications: number; files: number; chunks: number }>(
    `select (select count(*)::int from career_submissions) as applications,
            (select count(*)::int from stored_files) as files,
            (select count(*)::int from stored_file_chunks) as chunks`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}

const nothingStored = { applications: 0, files: 0, chunks: 0 };

interface StoredApplication {
  id: number;
  cv_key: string | null;
  cv_file_name: string | null;
  cv_content_type: string | null;
  cv_byte_size: number | null;
  spam_reason: string | null;
}

async function storedApplications(): Promise<StoredApplication[]> {
  return testApp.sql<StoredApplication>(
    `select id, cv_key, cv_file_name, cv_content_type, cv_byte_size, spam_reason
       from career_submissions order by id`,
  );
}

async function onlyApplication(): Promise<StoredApplication> {
  const [application, ...others] = await storedApplications();
  expect(others).toEqual([]);
  if (application === undefined) throw new Error('no application was stored');
  return application;
}

async function download(id: number | string, headers?: Record<string, string>) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/career-submissions/${id}/cv`,
    headers: headers ?? bearer(await insertSession(testApp, adminId)),
  });
}

describe('POST /api/careers with multipart/form-data', () => {
  it('stores a PDF with the application and gives the same bytes back to an admin, as a download', async () => {
    const pdf = samplePdf('Nguyen Van An');
    const response = await postMultipart(
      multipartBody(careerFields, [
        // The browser's type and the name are the candidate's: neither decides anything.
        { fileName: 'Nguyễn CV (2026).pdf', contentType: 'application/octet-stream', content: pdf },
      ]),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const application = await onlyApplication();
    expect(application).toMatchObject({
      cv_file_name: 'Nguyễn CV (2026).pdf',
      cv_content_type: 'application/pdf',
      cv_byte_size: pdf.length,
      spam_reason: null,
    });
    expect(await storedCounts()).toMatchObject({ applications: 1, files: 1 });

    const cv = await download(application.id);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    expect(cv.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition':
        'attachment; filename="Nguyen CV (2026).pdf"; filename*=UTF-8\'\'Nguy%E1%BB%85n%20CV%20%282026%29.pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
  });

  it('stores a Word document and gives it back byte for byte', async () => {
    const docx = sampleDocx('Five years of Kubernetes');
    const response = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'An Nguyen.docx', contentType: cvContentTypes.docx, content: docx },
      ]),
    );

    expect(response.statusCode).toBe(201);
    const application = await onlyApplication();
    expect(application).toMatchObject({
      cv_file_name: 'An Nguyen.docx',
      cv_content_type: cvContentTypes.docx,
      cv_byte_size: docx.length,
    });
    const cv = await download(application.id);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(Buffer.from(docx))).toBe(true);
    expect(cv.headers['content-type']).toBe(cvContentTypes.docx);
    expect(cv.headers['content-disposition']).toBe(
      'attachment; filename="An Nguyen.docx"; filename*=UTF-8\'\'An%20Nguyen.docx',
    );
  });

  it('keeps a file of exactly 5 MiB, in the chunks it arrived in', async () => {
    const largest = new Uint8Array(cvMaxBytes).fill(0x20);
    largest.set(samplePdf());
    const response = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: largest },
      ]),
    );

    expect(response.statusCode).toBe(201);
    expect((await onlyApplication()).cv_byte_size).toBe(cvMaxBytes);
    expect((await storedCounts()).chunks).toBeGreaterThan(1);
    const cv = await download((await onlyApplication()).id);
    expect(cv.rawPayload.equals(Buffer.from(largest))).toBe(true);
  });

  it('refuses a Windows executable named cv.pdf and sent as application/pdf, and stores nothing', async () => {
    const response = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: sampleExe() },
      ]),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: cvWrongTypeMessage,
      fieldErrors: { cv: cvWrongTypeMessage },
    });
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('refuses a zip that is not a Word document, named .docx', async () => {
    const response = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.docx', contentType: cvContentTypes.docx, content: sampleZip() },
      ]),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: cvWrongTypeMessage });
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('refuses an empty file, but takes an empty file input (no name, no bytes) for no CV', async () => {
    const empty = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: new Uint8Array() },
      ]),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, error: cvEmptyMessage });
    expect(await storedCounts()).toEqual(nothingStored);

    const noFileChosen = await postMultipart(
      multipartBody(careerFields, [
        { fileName: '', contentType: 'application/octet-stream', content: new Uint8Array() },
      ]),
    );
    expect(noFileChosen.statusCode).toBe(201);
    expect(await onlyApplication()).toMatchObject({ cv_key: null, cv_file_name: null });
    expect(await storedCounts()).toMatchObject({ files: 0 });
  });

  it('stores an application without a file part', async () => {
    const response = await postMultipart(multipartBody(careerFields));

    expect(response.statusCode).toBe(201);
    expect(await onlyApplication()).toMatchObject({ cv_key: null, spam_reason: null });
  });

  it('refuses 5 MiB + 1 byte with 413 and closes the connection, storing nothing', async () => {
    const tooLarge = new Uint8Array(cvMaxBytes + 1);
    tooLarge.set(samplePdf());
    const response = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: tooLarge },
      ]),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: cvTooLargeMessage });
    expect(response.headers.connection).toBe('close');
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('checks the text parts with the JSON body’s rules and answers the same errors', async () => {
    const invalid = { ...careerFields, email: 'not-an-address', phone: '12' };
    const asJson = await postJson({ ...invalid, submitTime: openedAt });
    const asForm = await postMultipart(
      multipartBody(invalid, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]),
    );

    expect(asJson.statusCode).toBe(400);
    expect(asForm.statusCode).toBe(400);
    expect(asForm.json()).toEqual(asJson.json());
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('keeps an application that trips a bot trap as spam, without its CV, and answers success', async () => {
    const response = await postMultipart(
      multipartBody({ ...careerFields, honeypot: 'http://spam.example' }, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]),
    );

    expect(response.statusCode).toBe(201);
    expect(await onlyApplication()).toMatchObject({ spam_reason: 'honeypot', cv_key: null });
    expect(await storedCounts()).toMatchObject({ files: 0 });
    expect(await testApp.sql('select kind from mail_outbox')).toEqual([]);
  });

  it('reads submitTime from its text part: a form sent at once is too fast', async () => {
    const response = await postMultipart(
      multipartBody({ ...careerFields, submitTime: String(Date.now()) }),
    );

    expect(response.statusCode).toBe(201);
    expect((await onlyApplication()).spam_reason).toBe('too fast');
  });

  it('queues the staff alert with the application, as the JSON body does', async () => {
    await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]),
    );

    expect(await testApp.sql('select kind from mail_outbox')).toEqual([
      { kind: 'application-alert' },
    ]);
  });

  it('stores an application and its CV once per submission key', async () => {
    const submissionKey = randomUUID();
    const send = () =>
      postMultipart(
        multipartBody({ ...careerFields, submissionKey }, [
          { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
        ]),
      );

    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect(await storedCounts()).toMatchObject({ applications: 1, files: 1 });
  });

  describe('limits', () => {
    const pdfPart: FilePart = {
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      content: samplePdf(),
    };

    it('refuses a second file with 413', async () => {
      const response = await postMultipart(
        multipartBody(careerFields, [pdfPart, { ...pdfPart, fileName: 'other.pdf' }]),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, error: formTooLargeMessage });
      expect(await storedCounts()).toEqual(nothingStored);
    });

    it('refuses a file in any part but cv', async () => {
      const response = await postMultipart(
        multipartBody(careerFields, [{ ...pdfPart, name: 'photo' }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: unexpectedFileMessage });
    });

    it('refuses a text part over 16 KiB with 413', async () => {
      const response = await postMultipart(
        multipartBody({ ...careerFields, description: 'x'.repeat(16 * 1024 + 1) }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, error: formTooLargeMessage });
    });

    it('refuses more than 20 text parts with 413', async () => {
      const extra = Object.fromEntries(
        Array.from({ length: 20 }, (_, index) => [`extra${index}`, 'x']),
      );
      const response = await postMultipart(multipartBody({ ...careerFields, ...extra }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, error: formTooLargeMessage });
    });

    it('refuses a field sent twice', async () => {
      const body = Buffer.concat([
        textPart('email', 'other@example.com'),
        multipartBody(careerFields),
      ]);
      const response = await postMultipart(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        fieldErrors: { email: expect.any(String) as unknown },
      });
    });

    it('answers 400, not a server error, to a body that is not multipart', async () => {
      for (const body of [
        Buffer.from('not multipart at all'),
        Buffer.concat([textPart('email', 'a')]),
      ]) {
        const response = await postMultipart(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, error: notMultipartFormMessage });
      }
      expect(await storedCounts()).toEqual(nothingStored);
    });
  });

  it('still takes the spec’s JSON body', async () => {
    const response = await postJson(validCareerPayload);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(await onlyApplication()).toMatchObject({ cv_key: null, spam_reason: null });
  });

  it('leaves every other route refusing multipart/form-data', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': multipartType },
      payload: multipartBody({ name: 'Olivia' }),
    });
    expect(response.statusCode).toBe(415);
  });
});

function requestHead(contentLength: number): string {
  return (
    'POST /api/careers HTTP/1.1\r\nHost: localhost\r\n' +
    `Content-Type: ${multipartType}\r\nContent-Length: ${contentLength}\r\n\r\n`
  );
}

describe('POST /api/careers over a real connection', () => {
  beforeAll(() => testApp.app.listen({ port: 0, host: '127.0.0.1' }));

  it('takes a form as FormData encodes it, the CV last, with a UTF-8 file name', async () => {
    const { port } = testApp.app.server.address() as AddressInfo;
    const form = new FormData();
    for (const [name, value] of Object.entries(careerFields)) form.append(name, value);
    form.append('cv', new Blob([sampleDocx()], { type: '' }), 'Lê Thị Hoa – CV.docx');

    const response = await fetch(`http://127.0.0.1:${port}/api/careers`, {
      method: 'POST',
      body: form,
    });

    expect(response.status).toBe(201);
    expect(await onlyApplication()).toMatchObject({
      cv_file_name: 'Lê Thị Hoa – CV.docx',
      cv_content_type: cvContentTypes.docx,
    });
  });

  it('answers 413 to a too-large CV before the client has sent the rest of the body', async () => {
    const declaredFileSize = 8 * cvMaxBytes;
    const head = Buffer.concat([
      multipartBody(careerFields).subarray(0, -closing.length),
      fileHead({ fileName: 'cv.pdf', contentType: 'application/pdf' }),
    ]);
    const contentLength = head.length + declaredFileSize + 2 + closing.length;
    const client = await rawClient(testApp);
    client.socket.write(requestHead(contentLength));
    client.socket.write(head);
    const start = new Uint8Array(cvMaxBytes + 64 * 1024);
    start.set(samplePdf());
    client.socket.write(start);

    // Only a little over 5 MiB of the declared 40 MiB is sent: the answer comes anyway.
    const answer = await client.firstAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    const everything = await client.closed;
    expect(everything).toContain(JSON.stringify({ success: false, error: cvTooLargeMessage }));
    await client.serverClosed;
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('stores nothing when the client goes away halfway through the CV', async () => {
    const pdf = new Uint8Array(2 * 1024 * 1024).fill(0x20);
    pdf.set(samplePdf());
    const body = multipartBody(careerFields, [
      { fileName: 'cv.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const client = await rawClient(testApp);
    client.socket.write(requestHead(body.length));
    await new Promise<void>((resolve) => {
      client.socket.write(body.subarray(0, body.length / 2), () => {
        resolve();
      });
    });
    client.socket.destroy();
    await client.serverClosed;

    expect(await storedCounts()).toEqual(nothingStored);
    // The server goes on serving, and what it stores next is the only application.
    const next = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]),
    );
    expect(next.statusCode).toBe(201);
    expect(await storedCounts()).toMatchObject({ applications: 1, files: 1 });
  });
});

describe('a slow upload', () => {
  const requestTimeoutMs = 1_500;
  let slowApp: TestApp;

  beforeAll(async () => {
    slowApp = await createTestApp({ REQUEST_TIMEOUT_MS: String(requestTimeoutMs) });
    await slowApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => slowApp.close());

  it('is cut off by the request timeout, though bytes keep coming, and stores nothing', async () => {
    const pdf = new Uint8Array(64 * 1024).fill(0x20);
    pdf.set(samplePdf());
    const body = multipartBody(careerFields, [
      { fileName: 'cv.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const client = await rawClient(slowApp);
    const openedAt = Date.now();
    client.socket.write(requestHead(body.length));
    client.socket.write(body.subarray(0, 1024));
    // A byte every 100 ms: never idle, far too slow to finish within the request timeout.
    let sent = 1024;
    const trickle = setInterval(() => {
      if (!client.socket.destroyed && sent < body.length - 1) {
        client.socket.write(body.subarray(sent, sent + 1));
        sent += 1;
      }
    }, 100);
    try {
      const answer = await client.closed;
      await client.serverClosed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - openedAt).toBeGreaterThanOrEqual(requestTimeoutMs);
    } finally {
      clearInterval(trickle);
    }
    const [counts] = await slowApp.sql<{ applications: number; files: number }>(
      `select (select count(*)::int from career_submissions) as applications,
              (select count(*)::int from stored_files) as files`,
    );
    expect(counts).toEqual({ applications: 0, files: 0 });
  });
});

describe('uploads at once', () => {
  let busyApp: TestApp;

  beforeAll(async () => {
    busyApp = await createTestApp({ CV_UPLOADS_AT_ONCE: '1', FORM_RATE_LIMIT_PER_MINUTE: '1000' });
    await busyApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => busyApp.close());

  const sendWithCv = () =>
    busyApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      headers: { 'content-type': multipartType },
      payload: multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]),
    });

  it('answers 503 to a CV upload beyond the limit, and takes one again when a place frees', async () => {
    const pdf = new Uint8Array(1024 * 1024).fill(0x20);
    pdf.set(samplePdf());
    const body = multipartBody(careerFields, [
      { fileName: 'cv.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const arrived = new Promise<void>((resolve) => {
      busyApp.app.server.once('request', () => {
        resolve();
      });
    });
    const slowClient = await rawClient(busyApp);
    slowClient.socket.write(requestHead(body.length));
    slowClient.socket.write(body.subarray(0, body.length / 2));
    await arrived;
    // The route's hooks run in the turns that follow the request's arrival, without I/O.
    await new Promise<void>((resolve) => {
      setImmediate(resolve);
    });

    const refused = await sendWithCv();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, error: uploadsBusyMessage });
    // An application without a CV holds no upload place.
    const withoutCv = await busyApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      payload: validCareerPayload,
    });
    expect(withoutCv.statusCode).toBe(201);

    slowClient.socket.destroy();
    await slowClient.serverClosed;
    expect((await sendWithCv()).statusCode).toBe(201);
  });
});

describe('the form allowance', () => {
  let limitedApp: TestApp;

  beforeAll(async () => {
    limitedApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1' });
  });

  afterAll(() => limitedApp.close());

  it('counts a multipart application like a JSON one, and refuses it before reading its CV', async () => {
    const send = (content: Uint8Array) =>
      limitedApp.app.inject({
        method: 'POST',
        url: '/api/careers',
        headers: { 'content-type': multipartType },
        payload: multipartBody(careerFields, [
          { fileName: 'cv.pdf', contentType: 'application/pdf', content },
        ]),
      });

    expect((await send(samplePdf())).statusCode).toBe(201);
    // Over the allowance, not even a file of the wrong type is looked at.
    const refused = await send(sampleExe());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: expect.any(String) as unknown });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/career-submissions/:id/cv', () => {
  async function storeApplicationWithCv(): Promise<number> {
    const response = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]),
    );
    expect(response.statusCode).toBe(201);
    return (await onlyApplication()).id;
  }

  it('answers 401 and no bytes without a live session', async () => {
    const id = await storeApplicationWithCv();
    const loggedOut = await insertSession(testApp, adminId);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(loggedOut),
    });
    const expired = await insertSession(testApp, adminId, { expiresAt: new Date(Date.now() - 1) });

    for (const headers of [
      {},
      bearer('not-a-session-token'),
      bearer(loggedOut),
      bearer(expired),
      { authorization: 'Basic b3duZXI6cGFzc3dvcmQ=' },
    ]) {
      const response = await download(id, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) as unknown });
      expect(response.body).not.toContain('%PDF');
    }
  });

  it('answers 404 for an application without a CV and for one that does not exist', async () => {
    expect((await postJson(validCareerPayload)).statusCode).toBe(201);
    const { id } = await onlyApplication();

    for (const missing of [id, id + 1]) {
      const response = await download(missing);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'CV not found' });
    }
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['abc', '1.5', '-1', '99999999999999999999']) {
      expect((await download(id)).statusCode, id).toBe(400);
    }
  });

  it('answers 404 once the stored file is gone', async () => {
    const id = await storeApplicationWithCv();
    // The application keeps the key of a file another store could lose (no foreign key binds them).
    await testApp.sql('delete from stored_files');

    expect((await download(id)).statusCode).toBe(404);
  });

  it('serves a Word document it stored from chunks in their order', async () => {
    const docx = zipOf(
      Array.from({ length: 40 }, (_, index) => ({
        name: index === 39 ? 'word/document.xml' : `customXml/item${index}.xml`,
        content: `<item n="${index}">${'x'.repeat(4_000)}</item>`,
      })),
    );
    const response = await postMultipart(
      multipartBody(careerFields, [
        { fileName: 'cv.docx', contentType: 'application/zip', content: docx },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const cv = await download((await onlyApplication()).id);
    expect(cv.rawPayload.equals(Buffer.from(docx))).toBe(true);
  });
});
