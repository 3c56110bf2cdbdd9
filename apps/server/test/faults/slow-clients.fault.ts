import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
import { createCleanups, type ServerProcess } from '@app/testing';
import { startApiServer } from './support/api-server.ts';

const requestTimeoutMs = 2_000;
// Node looks for expired requests once a second; the rest is scheduling slack on a busy machine.
const cutOffSlackMs = 2_500;

let database: TestDatabase;
let server: ServerProcess;
const cleanups = createCleanups();

beforeAll(async () => {
  ({ database, server } = await startApiServer(inject(testDatabaseBaseUrlKey), cleanups, {
    environment: {
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
    },
  }));
});

afterAll(() => cleanups.run());

interface RawConnection {
  socket: Socket;
  openedAt: number;
  /** Resolves when the server closes the connection, with everything it sent. */
  closed: Promise<{ closedAt: number; received: string }>;
}

async function openRawConnection(): Promise<RawConnection> {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const closed = new Promise<{ closedAt: number; received: string }>((resolve) => {
    socket.once('close', () => {
      resolve({ closedAt: Date.now(), received });
    });
  });
  socket.on('error', () => undefined);
  return { socket, openedAt: Date.now(), closed };
}

const contactBody = JSON.stringify({
  name: 'Slow Client',
  email: 'slow@example.com',
  contact: '0491 570 110',
});

function requestHead(contentLength: number): string {
  return `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;
}

async function timedHealthCheck(): Promise<{ status: number; tookMs: number }> {
  const startedAt = Date.now();
  const response = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
  return { status: response.status, tookMs: Date.now() - startedAt };
}

async function expectServerStillServing(): Promise<void> {
  expect(server.exit(), server.output()).toBeUndefined();
  expect((await timedHealthCheck()).status).toBe(200);
  const response = await fetch(`${server.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: contactBody,
  });
  expect(response.status).toBe(200);
}

async function countSubmissions(): Promise<number> {
  const [row] = await database.orm.em
    .getConnection()
    .execute<{ count: string }[]>('select count(*) from contact_submissions');
  return Number(row?.count);
}

describe('clients that go away', () => {
  it('cost nothing when they disconnect halfway through the body', async () => {
    const before = await countSubmissions();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const connection = await openRawConnection();
      connection.socket.write(requestHead(contactBody.length) + contactBody.slice(0, 20));
      await delay(10);
      connection.socket.destroy();
    }
    await delay(200);

    expect(await countSubmissions()).toBe(before);
    await expectServerStillServing();
  });

  it('do not disturb the server when they leave before the answer', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const connection = await openRawConnection();
      connection.socket.end(requestHead(contactBody.length) + contactBody);
      connection.socket.destroy();
    }
    await delay(500);

    await expectServerStillServing();
  });
});

describe('clients that send too slowly', () => {
  it.each([
    ['a body one byte a second', requestHead(contactBody.length), contactBody],
    ['headers one byte a second', '', requestHead(contactBody.length)],
  ])(
    'are cut off after REQUEST_TIMEOUT_MS while others are served: %s',
    async (_, sentAtOnce, trickled) => {
      const connection = await openRawConnection();
      connection.socket.write(sentAtOnce);
      const trickle = (async () => {
        for (const character of trickled) {
          if (connection.socket.destroyed) return;
          connection.socket.write(character);
          await delay(1_000);
        }
      })();
      const healthChecks = [];
      for (let check = 0; check < 3; check += 1) {
        await delay(400);
        healthChecks.push(await timedHealthCheck());
      }

      const { closedAt, received } = await connection.closed;
      await trickle;

      expect(healthChecks.every(({ status, tookMs }) => status === 200 && tookMs < 1_000)).toBe(
        true,
      );
      expect(closedAt - connection.openedAt).toBeGreaterThanOrEqual(requestTimeoutMs);
      expect(closedAt - connection.openedAt).toBeLessThan(requestTimeoutMs + cutOffSlackMs);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      await expectServerStillServing();
    },
  );

  it('are cut off when they connect and send nothing', async () => {
    const connection = await openRawConnection();
    const { closedAt } = await connection.closed;

    expect(closedAt - connection.openedAt).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
    expect(closedAt - connection.openedAt).toBeLessThan(requestTimeoutMs + cutOffSlackMs);
    await expectServerStillServing();
  });
});
