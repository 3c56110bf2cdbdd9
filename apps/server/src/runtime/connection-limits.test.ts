import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp | undefined;
const openClients: Socket[] = [];

afterEach(async () => {
  for (const socket of openClients.splice(0)) socket.destroy();
  await testApp?.close();
  testApp = undefined;
});

interface Listening {
  server: Server;
  port: number;
  /** Resolves once the server has taken the connection from this address in (and counted it). */
  accepted: (clientAddress: string) => Promise<void>;
  /** Resolves once the server has seen the connection from this address close (and forgotten it). */
  closedOnServer: (clientAddress: string) => Promise<void>;
  /** Resolves once the server has sent its answer to the next request. */
  nextRequestAnswered: () => Promise<void>;
}

async function listen(environment: Record<string, string>): Promise<Listening> {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000', ...environment });
  const { app } = testApp;
  // These listeners are added after the app's own, so they run once the app has counted or
  // forgotten the connection, or marked its request done.
  const serverSockets = new Map<string, Socket>();
  const acceptWaiters = new Map<string, () => void>();
  app.server.on('connection', (socket: Socket) => {
    const clientAddress = `${socket.remoteAddress}:${socket.remotePort}`;
    serverSockets.set(clientAddress, socket);
    acceptWaiters.get(clientAddress)?.();
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    server: app.server,
    port: Number(new URL(url).port),
    accepted: (clientAddress) =>
      new Promise((resolve) => {
        if (serverSockets.has(clientAddress)) resolve();
        else acceptWaiters.set(clientAddress, resolve);
      }),
    closedOnServer: (clientAddress) =>
      new Promise((resolve, reject) => {
        const serverSocket = serverSockets.get(clientAddress);
        if (serverSocket === undefined) reject(new Error(`${clientAddress} never connected`));
        else if (serverSocket.closed) resolve();
        else
          serverSocket.once('close', () => {
            resolve();
          });
      }),
    nextRequestAnswered: () =>
      new Promise((resolve) => {
        app.server.once('request', (_request, response) => {
          response.once('close', () => {
            resolve();
          });
        });
      }),
  };
}

interface RawClient {
  socket: Socket;
  /** `address:port` of the client's end, as the server sees it. */
  address: string;
  /** Resolves with everything the server sent, when the server closes the connection. */
  closed: Promise<string>;
  /** Resolves with the next complete answer the server sends. */
  nextAnswer: () => Promise<string>;
}

async function connectFrom(
  { port, accepted }: Listening,
  localAddress = '127.0.0.1',
): Promise<RawClient> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  openClients.push(socket);
  socket.on('error', () => undefined);
  let received = '';
  let answerListener: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    answerListener?.();
  });
  const closed = new Promise<string>((resolve) => {
    socket.once('close', () => {
      resolve(received);
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const address = `${socket.localAddress}:${socket.localPort}`;
  await Promise.race([accepted(address), closed]);
  return {
    socket,
    address,
    closed,
    nextAnswer: () =>
      new Promise((resolve) => {
        answerListener = () => {
          const match = /\r\n\r\n(\{.*?\})/s.exec(received);
          if (match?.[1] === undefined) return;
          answerListener = undefined;
          const answer = received.slice(0, match.index + 4 + match[1].length);
          received = received.slice(answer.length);
          resolve(answer);
        };
        answerListener();
      }),
  };
}

const contactBody = JSON.stringify({
  name: 'Slow Sender',
  email: 'slow@example.com',
  contact: '0491 570 110',
});
const contactHead = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contactBody.length}\r\n\r\n`;
const healthCheck = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';

/** A contact submission whose headers are in and whose body is still coming. */
async function startSubmission(listening: Listening): Promise<RawClient> {
  const client = await connectFrom(listening);
  const headersIn = new Promise<void>((resolve) => {
    listening.server.once('request', () => {
      resolve();
    });
  });
  client.socket.write(contactHead + contactBody.slice(0, 10));
  await headersIn;
  return client;
}

// A connection the server closes goes within milliseconds; this only bounds a failing test.
const closeDeadlineMs = 5_000;

/** What the server sent before closing the connection, or `still open` past the deadline. */
function closedByServer(client: RawClient): Promise<string> {
  return Promise.race([client.closed, delay(closeDeadlineMs, 'still open')]);
}

function isOpen(client: RawClient): boolean {
  return !client.socket.destroyed && client.socket.readyState === 'open';
}

describe('connection limits', () => {
  it('at MAX_CONNECTIONS, a newcomer replaces the oldest connection without a request under way, never one with a request', async () => {
    const listening = await listen({ MAX_CONNECTIONS: '3' });
    const submission = await startSubmission(listening);
    const silent = await connectFrom(listening);
    const keepAlive = await connectFrom(listening);
    const keepAliveAnswered = listening.nextRequestAnswered();
    keepAlive.socket.write(healthCheck);
    expect(await keepAlive.nextAnswer()).toMatch(/^HTTP\/1\.1 200 /);
    await keepAliveAnswered;

    const firstNewcomer = await connectFrom(listening);
    expect(await closedByServer(silent)).toBe('');
    expect(isOpen(keepAlive)).toBe(true);

    const secondNewcomer = await connectFrom(listening);
    expect(await closedByServer(keepAlive)).toBe('');
    expect(isOpen(submission)).toBe(true);

    submission.socket.write(contactBody.slice(10));
    expect(await submission.nextAnswer()).toMatch(/^HTTP\/1\.1 200 [^]*\{"success":true\}$/);
    for (const newcomer of [firstNewcomer, secondNewcomer]) {
      newcomer.socket.write(healthCheck);
      expect(await newcomer.nextAnswer()).toMatch(/^HTTP\/1\.1 200 /);
    }
  });

  it('refuses a newcomer when every connection has a request under way, and finishes those requests', async () => {
    const listening = await listen({ MAX_CONNECTIONS: '2' });
    const submissions = [await startSubmission(listening), await startSubmission(listening)];

    const newcomer = await connectFrom(listening);
    expect(await closedByServer(newcomer)).toBe('');

    for (const submission of submissions) {
      submission.socket.write(contactBody.slice(10));
      expect(await submission.nextAnswer()).toMatch(/^HTTP\/1\.1 200 /);
    }
  });

  it('refuses an address more than MAX_CONNECTIONS_PER_ADDRESS connections while others are served', async () => {
    const listening = await listen({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
    const crowd = [];
    for (let index = 0; index < 3; index += 1)
      crowd.push(await connectFrom(listening, '127.0.0.2'));

    const oneTooMany = await connectFrom(listening, '127.0.0.2');
    expect(await closedByServer(oneTooMany)).toBe('');
    const neighbour = await connectFrom(listening, '127.0.0.3');
    neighbour.socket.write(healthCheck);
    expect(await neighbour.nextAnswer()).toMatch(/^HTTP\/1\.1 200 /);

    const [leaving, ...staying] = crowd;
    if (leaving === undefined) throw new Error('no connection to close');
    leaving.socket.destroy();
    await listening.closedOnServer(leaving.address);
    const replacement = await connectFrom(listening, '127.0.0.2');
    replacement.socket.write(healthCheck);
    expect(await replacement.nextAnswer()).toMatch(/^HTTP\/1\.1 200 /);
    expect(staying.every(isOpen)).toBe(true);
  });

  it('does not cap connections per address behind a proxy (TRUST_PROXY), whose address they all share', async () => {
    const listening = await listen({ MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '127.0.0.1' });
    const viaProxy = [];
    for (let index = 0; index < 5; index += 1) viaProxy.push(await connectFrom(listening));

    for (const client of viaProxy) {
      client.socket.write(healthCheck);
      expect(await client.nextAnswer()).toMatch(/^HTTP\/1\.1 200 /);
    }
  });
});

describe('headers timeout', () => {
  it('cuts off a client trickling header lines after HEADERS_TIMEOUT_MS, well before REQUEST_TIMEOUT_MS', async () => {
    const headersTimeoutMs = 1_000;
    // Ten minutes, far beyond this test's timeout: only the headers timeout can close it in time.
    const listening = await listen({
      HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
      REQUEST_TIMEOUT_MS: '600000',
    });
    const client = await connectFrom(listening);
    const openedAt = Date.now();
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    // One header line every 200 ms keeps the connection from ever being idle.
    const trickle = setInterval(() => {
      if (isOpen(client)) client.socket.write('X-Trickle: 1\r\n');
    }, 200);
    try {
      const received = await client.closed;
      const heldForMs = Date.now() - openedAt;

      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(heldForMs).toBeGreaterThanOrEqual(headersTimeoutMs);
    } finally {
      clearInterval(trickle);
    }
  });
});
