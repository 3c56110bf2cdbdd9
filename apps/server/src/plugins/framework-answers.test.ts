import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server sent on one connection into its answers (all with Content-Length). */
function parseAnswers(raw: string): Answer[] {
  const answers: Answer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) break;
    const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const bodyLength = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + bodyLength),
    });
    rest = rest.slice(bodyStart + bodyLength);
  }
  return answers;
}

async function listeningPort(environment: Record<string, string> = {}): Promise<number> {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000', ...environment });
  const url = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return Number(new URL(url).port);
}

interface RawExchange {
  /** Everything the server sent until it closed the connection, or until `within` ran out. */
  received: Promise<string>;
  write: (text: string) => void;
}

function openRaw(port: number, within = 5_000): RawExchange {
  const socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  socket.on('error', () => undefined);
  return {
    received: Promise.race([
      new Promise<string>((resolve) => {
        socket.once('close', () => {
          resolve(received);
        });
      }),
      delay(within).then(() => {
        socket.destroy();
        return received;
      }),
    ]),
    write: (text) => {
      socket.write(text);
    },
  };
}

async function sendRaw(port: number, text: string): Promise<Answer[]> {
  const exchange = openRaw(port);
  exchange.write(text);
  return parseAnswers(await exchange.received);
}

function expectOwnAnswer(
  answer: Answer | undefined,
  status: number,
  body: Record<string, unknown>,
  /** A path the answer must not quote. */
  requestPath?: string,
): void {
  expect(answer?.status).toBe(status);
  expect(answer?.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'content-security-policy': expect.stringContaining("default-src 'self'") as unknown,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(JSON.parse(answer?.body ?? '') as unknown).toEqual(body);
  expect(answer?.body).not.toContain('FST_');
  if (requestPath !== undefined) expect(answer?.body).not.toContain(requestPath);
}

const contactBody = JSON.stringify({
  name: 'Shutdown Visitor',
  email: 'shutdown@example.com',
  contact: '0491 570 110',
});
const contactHead = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contactBody.length}\r\n\r\n`;

describe('Fastify’s answers to requests it turns away before routing', () => {
  it('a path parameter over maxParamLength gets 414 with the security headers and { error }, not the path', async () => {
    testApp = await createTestApp();
    const path = `/api/leads/${'a'.repeat(200)}`;
    const response = await testApp.app.inject({ method: 'GET', url: path });

    expectOwnAnswer(
      {
        status: response.statusCode,
        headers: response.headers as Record<string, string>,
        body: response.body,
      },
      414,
      { error: 'Request path is too long' },
      path,
    );
  });

  it('a path that cannot be decoded gets 400 with the security headers and { error }, not the path', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/leads/%zz-secret' });

    expectOwnAnswer(
      {
        status: response.statusCode,
        headers: response.headers as Record<string, string>,
        body: response.body,
      },
      400,
      { error: 'Request path is not valid' },
      '%zz-secret',
    );
  });
});

describe('answers to HTTP that Node cannot parse', () => {
  it('a malformed request line gets 400 with the security headers and { error }', async () => {
    const port = await listeningPort();
    const [answer] = await sendRaw(port, 'GARBAGE /api/contact\r\n\r\n');

    expectOwnAnswer(answer, 400, { error: 'Malformed HTTP request' });
    expect(answer?.headers.connection).toBe('close');
  });

  it('a malformed header gets 400 with the security headers and { error }', async () => {
    const port = await listeningPort();
    const [answer] = await sendRaw(
      port,
      'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
    );

    expectOwnAnswer(answer, 400, { error: 'Malformed HTTP request' });
  });

  it('headers over the size limit get 431 with the security headers and { error }', async () => {
    const port = await listeningPort();
    const [answer] = await sendRaw(
      port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );

    expectOwnAnswer(answer, 431, { error: 'Request headers are too large' });
  });
});

describe('answers Node would write bare', () => {
  it('an HTTP/1.1 request without Host gets 400 with the security headers and the route’s error shape', async () => {
    const port = await listeningPort();

    const [answer] = await sendRaw(port, 'GET /healthz HTTP/1.1\r\n\r\n');
    expectOwnAnswer(answer, 400, { error: 'Request has no Host header' });
    expect(answer?.headers.connection).toBe('close');
    const withoutHost = contactHead.replace('Host: localhost\r\n', '') + contactBody;
    expectOwnAnswer((await sendRaw(port, withoutHost))[0], 400, {
      success: false,
      error: 'Request has no Host header',
    });
  });

  it('an HTTP/1.0 request without Host is still served', async () => {
    const port = await listeningPort();
    const [answer] = await sendRaw(port, 'GET /healthz HTTP/1.0\r\n\r\n');

    expect(answer?.status).toBe(200);
  });

  it('an Expect header other than 100-continue gets 417 with the security headers and the route’s error shape', async () => {
    const port = await listeningPort();
    const expecting = contactHead.replace('\r\n\r\n', '\r\nExpect: a-miracle\r\n\r\n');
    const [answer] = await sendRaw(port, expecting + contactBody);

    expectOwnAnswer(answer, 417, {
      success: false,
      error: 'Only the Expect value 100-continue is supported',
    });
    expect(answer?.headers.connection).toBe('close');
  });
});

describe('answers while shutting down', () => {
  it('requests arriving on open connections get 503 with the security headers and the route’s error shape', async () => {
    const port = await listeningPort();
    const server = testApp?.app.server;
    if (testApp === undefined || server === undefined) throw new Error('no app');
    // Connections with a request under way stay open through the start of the shutdown.
    const requestsUnderWay = new Promise<void>((resolve) => {
      let seen = 0;
      server.on('request', () => {
        seen += 1;
        if (seen === 2) resolve();
      });
    });
    const toForm = openRaw(port);
    const toHealth = openRaw(port);
    toForm.write(contactHead + contactBody.slice(0, 10));
    toHealth.write(contactHead + contactBody.slice(0, 10));
    await requestsUnderWay;

    const closed = testApp.app.close();
    await expect.poll(() => server.listening, { timeout: 20_000 }).toBe(false);
    toForm.write(contactBody.slice(10) + contactHead + contactBody);
    toHealth.write(contactBody.slice(10) + 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const [formAnswers, healthAnswers] = await Promise.all([toForm.received, toHealth.received]);
    await closed;

    const unavailable = 'The service is temporarily unavailable. Please try again in a moment.';
    expectOwnAnswer(parseAnswers(formAnswers)[1], 503, { success: false, error: unavailable });
    expectOwnAnswer(parseAnswers(healthAnswers)[1], 503, { error: unavailable });
    expect(parseAnswers(healthAnswers)[1]?.headers.connection).toBe('close');
  });
});
