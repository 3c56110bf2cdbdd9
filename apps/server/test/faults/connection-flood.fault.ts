import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { testDatabaseBaseUrlKey } from '@app/db/testing';
import { createCleanups, type ServerProcess } from '@app/testing';
import { startApiServer } from './support/api-server.ts';

// The incident: ~20,000 connections trickling header lines ran the process out of file
// descriptors. Here the server gets 1,024 of them and MAX_CONNECTIONS=500, and the flood wants
// 3,000 open at once, so that without the cap the flood exhausts them as it did in production.
const serverFileDescriptorLimit = 1_024;
const maxConnections = 500;
const floodTarget = 3_000;
// The flood keeps opening connections as the server closes them, up to this many in all.
const floodConnectionBudget = 12_000;
const floodDeadlineMs = 40_000;
// Connections being opened at once: what one client machine manages, and few enough that the
// server never accepts MAX_CONNECTIONS newcomers between a visitor's connect and its request.
const floodConcurrency = 100;
const headerLineIntervalMs = 2_000;
// The flood comes from 127.0.0.10 to 127.0.0.209 (Linux routes all of 127/8 to lo): fifteen
// connections per address, below MAX_CONNECTIONS_PER_ADDRESS.
const floodAddresses = Array.from({ length: 200 }, (_, index) => `127.0.0.${10 + index}`);
const visitorRounds = 25;
const visitorTimeoutMs = 5_000;

let server: ServerProcess;
let port: number;
const cleanups = createCleanups();

beforeAll(async () => {
  ({ server } = await startApiServer(inject(testDatabaseBaseUrlKey), cleanups, {
    environment: {
      MAX_CONNECTIONS: String(maxConnections),
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
    },
    command: () => [
      'bash',
      '-c',
      `ulimit -n ${serverFileDescriptorLimit} && exec bash scripts/start.sh`,
    ],
  }));
  port = Number(new URL(server.baseUrl).port);
});

afterAll(() => cleanups.run());

/** Opens a connection from `localAddress`; resolves once connected, or undefined if refused. */
function openConnection(localAddress: string): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.once('connect', () => {
      resolve(socket);
    });
    socket.once('error', () => {
      resolve(undefined);
    });
  });
}

interface Flood {
  /** Connections opened so far, including those the server has since closed. */
  opened: () => number;
  /** True while the flood still opens connections. */
  running: () => boolean;
  /** Stops opening connections, closes the open ones and resolves when that is done. */
  stop: () => Promise<void>;
}

/**
 * Connections that each send a request line and then one header line every couple of seconds,
 * never finishing their headers, spread over many addresses; whenever the server closes one, the
 * flood opens another, until the budget or the deadline.
 */
function startFlood(): Flood {
  const open = new Set<Socket>();
  let opened = 0;
  let stopped = false;
  const deadline = Date.now() + floodDeadlineMs;
  const keepGoing = () => !stopped && opened < floodConnectionBudget && Date.now() < deadline;
  const waitingForALeaver = new Set<() => void>();
  const someoneLeft = () => {
    for (const wake of waitingForALeaver) wake();
    waitingForALeaver.clear();
  };

  const headerLines = setInterval(() => {
    for (const socket of open) socket.write(`X-Slow-${opened}: 1\r\n`);
  }, headerLineIntervalMs);

  const worker = async (workerIndex: number) => {
    while (keepGoing()) {
      if (open.size >= floodTarget) {
        // Wait for the server to close one; the bound only rechecks the deadline.
        await Promise.race([
          new Promise<void>((resolve) => waitingForALeaver.add(resolve)),
          delay(1_000),
        ]);
        continue;
      }
      opened += 1;
      const socket = await openConnection(floodAddresses[opened % floodAddresses.length] ?? '');
      if (socket === undefined) continue;
      socket.on('error', () => undefined);
      socket.once('close', () => {
        open.delete(socket);
        someoneLeft();
      });
      open.add(socket);
      socket.write(`GET /?flood=${workerIndex} HTTP/1.1\r\nHost: localhost\r\n`);
    }
  };
  const workers = Array.from({ length: floodConcurrency }, (_, index) => worker(index));

  return {
    opened: () => opened,
    running: keepGoing,
    stop: async () => {
      stopped = true;
      someoneLeft();
      await Promise.all(workers);
      clearInterval(headerLines);
      const closes = [...open].map(
        (socket) => new Promise((resolve) => socket.once('close', resolve)),
      );
      for (const socket of open) socket.destroy();
      await Promise.all(closes);
    },
  };
}

type Outcome = { status: number; body: string } | { error: string };

/** A visitor's request on a connection of its own, as a browser's first request makes. */
function visit(method: 'GET' | 'POST', path: string, body?: object): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: visitorTimeoutMs,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
        });
        response.on('error', (error) => {
          resolve({ error: error.message });
        });
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy(new Error(`no answer within ${visitorTimeoutMs} ms`));
    });
    outgoing.on('error', (error) => {
      resolve({ error: error.message });
    });
    outgoing.end(payload);
  });
}

const succeeded = (outcome: Outcome) => 'status' in outcome && outcome.status < 300;

it('keeps answering health checks and contact submissions while a flood of slow-header connections far exceeds MAX_CONNECTIONS', async () => {
  const flood = startFlood();
  const outcomes: { round: number; floodOpened: number; what: string; outcome: Outcome }[] = [];
  try {
    // Visits start once the flood has opened six times the cap, and go on while it continues.
    while (flood.opened() < floodTarget && flood.running()) await delay(50);
    for (let round = 0; round < visitorRounds && flood.running(); round += 1) {
      const [health, contact] = await Promise.all([
        visit('GET', '/healthz'),
        visit('POST', '/api/contact', {
          name: 'Visitor During A Flood',
          email: `visitor${round}@example.com`,
          contact: '0491 570 110',
        }),
      ]);
      outcomes.push(
        { round, floodOpened: flood.opened(), what: 'GET /healthz', outcome: health },
        { round, floodOpened: flood.opened(), what: 'POST /api/contact', outcome: contact },
      );
    }
    expect(flood.running(), 'the flood ended before the visitors were done').toBe(true);
  } finally {
    await flood.stop();
  }

  const failures = outcomes.filter(({ outcome }) => !succeeded(outcome));
  expect(
    failures,
    `${failures.length} of ${outcomes.length} visits failed; the flood opened ${flood.opened()} connections`,
  ).toEqual([]);
  expect(outcomes).toHaveLength(visitorRounds * 2);
  expect(server.exit(), server.output()).toBeUndefined();
});

it('refuses one address more than MAX_CONNECTIONS_PER_ADDRESS connections, and serves the rest', async () => {
  const defaultPerAddressCap = 64;
  const attempts = 100;
  const sockets: Socket[] = [];
  try {
    for (let index = 0; index < attempts; index += 1) {
      const socket = await openConnection('127.0.0.250');
      if (socket !== undefined) sockets.push(socket);
    }
    // Every connection either answers a health check or has been closed unanswered.
    const answers = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let received = '';
            socket.on('error', () => undefined);
            socket.on('data', (chunk: Buffer) => {
              received += chunk.toString();
              if (received.includes('\r\n\r\n')) resolve(received.slice(0, 12));
            });
            socket.once('close', () => {
              resolve(received === '' ? 'closed' : received.slice(0, 12));
            });
            socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
            setTimeout(() => {
              resolve('no answer');
            }, visitorTimeoutMs).unref();
          }),
      ),
    );

    const count = (answer: string) => answers.filter((each) => each === answer).length;
    expect({ served: count('HTTP/1.1 200'), refused: count('closed') }).toEqual({
      served: defaultPerAddressCap,
      refused: attempts - defaultPerAddressCap,
    });
    expect(await visit('GET', '/healthz')).toMatchObject({ status: 200 });
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});
