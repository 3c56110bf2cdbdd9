/**
 * Single-request denial of service: one request that would swell the process's memory, hold its
 * event loop or read without end. Attacks tried (a new route, body type or upload check adds its
 * case here; the same attacks against the production server as a process, with /healthz timed
 * while they run, are in test/faults/single-request-attacks.fault.ts):
 *
 * - 1.5 GB of multipart/form-data to /trpc/auth.login (tRPC's adapter read it whole: 3.2 GB).
 * - A multipart or other non-JSON body to /trpc of a few bytes, or empty (it answered 500).
 * - 1.5 GB declared, in every content type, to every route the app serves.
 * - 1.5 GB declared in a content type no route reads (refused unread with 415, not 413).
 * - A whole small body: its keep-alive connection must survive the above.
 * - A careers form padded with megabytes before its first part.
 * - A tRPC batch of more calls than the limit, and one of 500 auth.login calls.
 * - A 5 MiB CV of forged zip local headers (the DOCX check froze the server for 77 s).
 * - A CV named `a` + 75,000 dots + `b.pdf` (the name cleaning took 4.6 s), and its 80 KB part header.
 * - A multipart field name of 80 KB.
 * - 1.5 GB declared to the inbound e-mail door with a signature, and a signed message of 15 MiB
 *   and a byte; 10 MB of attachments (kept), 20,000 MIME parts and 5,000 nested ones.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cvMaxBytes,
  inboundMessageMaxBytes,
  cvNameTooLongMessage,
  cvUploadNameMaxLength,
  cvWrongTypeMessage,
} from '@app/domain';
import { samplePdf, zipHeaderFlood } from '@app/domain/cv-samples';
import { adminEmail, createTestAdmin, humanSubmitTime } from '../../test/admin-fixtures.ts';
import { validCareerPayload } from '../../test/form-payloads.ts';
import { multipartBody, multipartType, textPart } from '../../test/multipart-form.ts';
import { floodRequest, rawClient, written } from '../../test/raw-client.ts';
import { inboundSignature, rawMail } from '@app/testing';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { maxTrpcBatchSize } from '../plugins/trpc.ts';
import { formTooLargeMessage } from '../routes/api/career-form-upload.ts';

let testApp: TestApp;
const inboundSecret = 'the-inbound-door-secret-of-the-denial-of-service-tests';

beforeAll(async () => {
  testApp = await createTestApp({
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    INBOUND_EMAIL_SECRET: inboundSecret,
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  await createTestAdmin(testApp);
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate career_submissions, stored_files, mail_outbox, login_attempts, cv_upload_days restart identity cascade',
  );
});

const oneAndAHalfGigabytes = 1_500_000_000;
const mebibyte = 1024 * 1024;
/**
 * The most of a refused body the server may read: what the socket and the parser buffer before
 * the refusal closes the connection (about 128 KiB here), or for the careers form's multipart
 * body its 6 MiB cap and those buffers.
 */
function mostReadOfARefusedBody(url: string, contentType: string | undefined): number {
  return url === '/api/careers' && contentType === multipartType
    ? cvMaxBytes + 2 * mebibyte
    : mebibyte;
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1]);
}

function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

async function countRows(table: 'login_attempts' | 'career_submissions' | 'stored_files') {
  const [row] = await testApp.sql<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row?.count;
}

describe('bodies nobody reads whole', () => {
  it('answers 1.5 GB of multipart to /trpc/auth.login with 413 after its head, reading none of it', async () => {
    const { answer, serverRead } = await floodRequest(testApp, {
      url: '/trpc/auth.login',
      contentType: 'multipart/form-data; boundary=x',
      declaredBytes: oneAndAHalfGigabytes,
    });

    expect(statusOf(answer)).toBe(413);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(bodyOf(answer)).toEqual({ error: 'Request body is too large' });
    expect(serverRead).toBeLessThan(mostReadOfARefusedBody('/trpc/auth.login', undefined));
    expect(await countRows('login_attempts')).toBe(0);
  });

  it('refuses a shorter body to /trpc that is not JSON with 415, before any call runs', async () => {
    const login = JSON.stringify({ username: adminEmail, password: 'wrong password' });
    for (const contentType of [
      'multipart/form-data; boundary=x',
      'text/plain',
      'application/octet-stream',
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        headers: { 'content-type': contentType },
        payload:
          contentType === 'text/plain'
            ? login
            : `--x\r\nContent-Disposition: form-data; name="username"\r\n\r\n${adminEmail}\r\n--x--\r\n`,
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ error: 'Content-Type must be application/json' });
    }
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '',
    });
    expect(empty.statusCode).toBe(415);
    expect(await countRows('login_attempts')).toBe(0);
  });

  it('answers 1.5 GB declared, in any content type, to every route with its answer, reading little of it', async () => {
    const contentTypes = [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      multipartType,
      'application/octet-stream',
      undefined,
    ];
    const calls = testApp.routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url.replace(/:[A-Za-z]+/g, 'auth.login').replace('*', 'x'),
        })),
    );
    expect(calls.length).toBeGreaterThan(10);
    for (const { method, url } of calls) {
      for (const contentType of contentTypes) {
        const attack = `${method} ${url} ${contentType ?? '(no type)'}`;
        const { answer, serverRead } = await floodRequest(
          testApp,
          { method, url, contentType, declaredBytes: oneAndAHalfGigabytes },
          16 * mebibyte,
        );
        const status = statusOf(answer);
        // A route that takes no body answers as it would without one; any other refuses it.
        if (method === 'GET') expect(status, attack).toBeLessThan(500);
        else expect(status >= 400 && status < 500, `${attack}: ${answer}`).toBe(true);
        expect(answer.toLowerCase(), attack).toContain('connection: close');
        expect(serverRead, attack).toBeLessThan(mostReadOfARefusedBody(url, contentType));
      }
    }
  });

  // Fastify picks a body's parser before reading it: a type the route has none for is refused
  // unread, whatever length it declares, so BODY_LIMIT_BYTES never comes into it.
  it('answers 1.5 GB declared in a type no route reads with 415, reading none of it', async () => {
    for (const url of ['/api/contact', '/api/careers', '/api/admin/login']) {
      const { answer, serverRead } = await floodRequest(testApp, {
        url,
        contentType: 'application/octet-stream',
        declaredBytes: oneAndAHalfGigabytes,
      });

      expect(statusOf(answer), url).toBe(415);
      expect(answer.toLowerCase(), url).toContain('connection: close');
      expect(serverRead, url).toBeLessThan(mostReadOfARefusedBody(url, undefined));
    }
  });

  it('keeps the connection of a request whose body came whole', async () => {
    const client = await rawClient(testApp);
    const body = JSON.stringify({ username: adminEmail });
    await written(
      client.socket,
      'POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    const answer = await client.firstAnswer;
    client.socket.destroy();

    expect(statusOf(answer)).toBe(400);
    expect(answer.toLowerCase()).not.toContain('connection: close');
  });

  it('refuses a careers form padded with 8 MiB before its first part with 413', async () => {
    const padding = Buffer.alloc(8 * mebibyte, 'x');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      headers: { 'content-type': multipartType },
      payload: Buffer.concat([padding, multipartBody({ ...validCareerPayload })]),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: formTooLargeMessage });
    expect(await countRows('career_submissions')).toBe(0);
  });
});

describe('tRPC batches', () => {
  const wrongLogin = () => ({
    username: adminEmail,
    password: 'not the password at all',
    honeypot: '',
    submitTime: humanSubmitTime(),
  });

  /** One POST batch of these procedures, each login with a wrong password. */
  function postBatch(procedures: string[]) {
    const inputs = Object.fromEntries(
      procedures.flatMap((procedure, index) =>
        procedure === 'auth.login' ? [[index, wrongLogin()]] : [],
      ),
    );
    return testApp.app.inject({
      method: 'POST',
      url: `/trpc/${procedures.join(',')}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(inputs),
    });
  }

  const logins = (count: number) => Array.from({ length: count }, () => 'auth.login');
  /** Fastify's default maxParamLength, which the app keeps. */
  const pathParameterMaxLength = 100;

  // tRPC's Fastify adapter serves every call at /trpc/:path, POST batches as well as GET ones (a
  // POST's inputs travel in its body, its procedures in the path), so Fastify's limit on a path
  // parameter refuses more than 9 auth.login in one request with 414: hundreds never get in.
  it('refuses hundreds of calls in one request by the length of their path (414)', async () => {
    const response = await postBatch(logins(500));

    expect(response.statusCode).toBe(414);
    expect(await countRows('login_attempts')).toBe(0);
  });

  // One call over the limit that fits in the path: logins, and the rest a one-letter name no
  // procedure has. Without tRPC's maxBatchSize the logins would run (and be counted).
  it('refuses a batch over the limit with 400 before any of its calls runs', async () => {
    const unknownCalls = 3;
    const procedures = [
      ...logins(maxTrpcBatchSize + 1 - unknownCalls),
      ...Array.from({ length: unknownCalls }, () => 'x'),
    ];
    expect(procedures.join(',').length).toBeLessThanOrEqual(pathParameterMaxLength);

    const response = await postBatch(procedures);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { message: 'Batch call exceeds maximum size' },
    });
    expect(await countRows('login_attempts')).toBe(0);
  });

  it('runs a batch within the limit, each call counted by the login throttle', async () => {
    const response = await postBatch(logins(maxTrpcBatchSize - 1));

    expect(response.json()).toHaveLength(maxTrpcBatchSize - 1);
    expect(await countRows('login_attempts')).toBeGreaterThan(0);
  });
});

describe('CV uploads that would hold the event loop', () => {
  const careerFields = { ...validCareerPayload, submitTime: String(Date.now() - 60_000) };

  function postCv(fileName: string, content: Uint8Array) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      headers: { 'content-type': multipartType },
      payload: multipartBody(careerFields, [
        { fileName, contentType: 'application/octet-stream', content },
      ]),
    });
  }

  it('refuses 5 MiB of forged zip local headers as no Word document', async () => {
    const response = await postCv('cv.docx', zipHeaderFlood());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: cvWrongTypeMessage });
    expect(await countRows('stored_files')).toBe(0);
  });

  it('refuses a file name of 75,000 dots, whose part header is cut at 8 KiB, with 400', async () => {
    const response = await postCv(`a${'.'.repeat(75_000)}b.pdf`, samplePdf());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: cvNameTooLongMessage,
      fieldErrors: { cv: cvNameTooLongMessage },
    });
    expect(await countRows('career_submissions')).toBe(0);
  });

  it('cleans the longest name taken, all dots, in linear time', async () => {
    const name = `a${'.'.repeat(cvUploadNameMaxLength - 6)}b.pdf`;
    expect(name).toHaveLength(cvUploadNameMaxLength);
    const response = await postCv(name, samplePdf());

    expect(response.statusCode).toBe(201);
    expect(await testApp.sql('select cv_file_name from career_submissions')).toEqual([
      { cv_file_name: 'a.pdf' },
    ]);
  });

  it('refuses a multipart field named with 80 KB with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      headers: { 'content-type': multipartType },
      payload: Buffer.concat([
        textPart('x'.repeat(80_000), 'value'),
        multipartBody({ ...careerFields }),
      ]),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: formTooLargeMessage });
  });
});

describe('the inbound e-mail door', () => {
  function postSigned(body: Buffer) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/inbound-email',
      headers: {
        'content-type': 'message/rfc822',
        'x-inbound-signature': inboundSignature(inboundSecret, body),
      },
      payload: body,
    });
  }

  it('answers 1.5 GB declared with a signature with 413 after its head, reading little of it', async () => {
    const { answer, serverRead } = await floodRequest(testApp, {
      url: '/api/inbound-email',
      contentType: 'message/rfc822',
      declaredBytes: oneAndAHalfGigabytes,
      headers: { 'X-Inbound-Signature': `sha256=${'0'.repeat(64)}` },
    });
    expect(statusOf(answer)).toBe(413);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(serverRead).toBeLessThan(mebibyte);
  });

  it('refuses a signed message one byte over 15 MiB with 413, and stores nothing', async () => {
    const response = await postSigned(Buffer.alloc(inboundMessageMaxBytes + 1, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large' });
    const [row] = await testApp.sql<{ count: number }>(
      'select count(*)::int as count from conversation_messages',
    );
    expect(row?.count).toBe(0);
  });

  it('takes 10 MB of attachments, under the 15 MiB a message may be', async () => {
    const body = rawMail({
      attachments: [
        {
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          content: Buffer.alloc(5 * mebibyte, 1),
        },
        {
          fileName: 'b.pdf',
          contentType: 'application/pdf',
          content: Buffer.alloc(5 * mebibyte, 2),
        },
      ],
    });
    expect(body.byteLength).toBeLessThan(inboundMessageMaxBytes);
    const response = await postSigned(body);
    expect(response.statusCode).toBe(202);
    const [row] = await testApp.sql<{ bytes: number }>(
      'select sum(byte_size)::int as bytes from conversation_attachments',
    );
    expect(row?.bytes).toBe(10 * mebibyte);
  });

  it('refuses 20,000 MIME parts and 5,000 nested ones with 400, never holding the server', async () => {
    const parts = Array.from(
      { length: 20_000 },
      (_, index) =>
        `--m\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename="f${String(index)}"\r\n\r\nx\r\n`,
    ).join('');
    const many = Buffer.from(
      `From: a@example.com\r\nContent-Type: multipart/mixed; boundary="m"\r\n\r\n${parts}--m--\r\n`,
    );
    let nested = 'From: a@example.com\r\n';
    for (let level = 0; level < 5_000; level += 1) {
      nested += `Content-Type: multipart/mixed; boundary="b${String(level)}"\r\n\r\n--b${String(level)}\r\n`;
    }
    for (const body of [many, Buffer.from(nested)]) {
      const response = await postSigned(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The body could not be read as an e-mail message: Max allowed child nodes exceeded',
      });
    }
  });
});
