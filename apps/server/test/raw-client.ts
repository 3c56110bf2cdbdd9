import { type AddressInfo, connect, type Socket } from 'node:net';
import type { TestApp } from './test-app.ts';

/** A raw connection to a listening app: what the server sends, and when it closes. */
export interface RawClient {
  socket: Socket;
  /** Resolves with the server's answer so far as soon as it has sent anything. */
  firstAnswer: Promise<string>;
  /** Whether anything has come back yet. */
  answered: () => boolean;
  /** Resolves with everything the server sent when the connection closes. */
  closed: Promise<string>;
  /** Resolves when the server's side of the connection has closed, with the bytes it read. */
  serverClosed: Promise<{ bytesRead: number }>;
}

/** Opens a connection to the app, which must be listening on 127.0.0.1. */
export async function rawClient(app: TestApp): Promise<RawClient> {
  const { port } = app.app.server.address() as AddressInfo;
  const serverClosed = new Promise<{ bytesRead: number }>((resolve) => {
    app.app.server.once('connection', (socket: Socket) => {
      socket.once('close', () => {
        resolve({ bytesRead: socket.bytesRead });
      });
    });
  });
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  const firstAnswer = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      resolve(received);
    });
  });
  // The server may cut the connection while this side still writes: that is the point.
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => {
    socket.once('close', () => {
      resolve(received);
    });
  });
  return { socket, firstAnswer, answered: () => received !== '', closed, serverClosed };
}

/** Writes `data`, resolving once the socket has taken it, or has failed or closed. */
export function written(socket: Socket, data: string | Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) {
      resolve();
      return;
    }
    socket.write(data, () => {
      resolve();
    });
  });
}

const floodChunk = new Uint8Array(1024 * 1024);

/**
 * Sends a request head declaring a body of `declaredBytes`, then zeros a mebibyte at a time until
 * the server answers or `sendAtMost` bytes are out: the answer, and how much of the body the
 * server read before it closed the connection. A server that reads the body whole gives no answer
 * by then.
 */
export async function floodRequest(
  app: TestApp,
  head: {
    method?: string;
    url: string;
    contentType?: string;
    declaredBytes: number;
    headers?: Record<string, string>;
  },
  sendAtMost = 32 * floodChunk.length,
): Promise<{ answer: string; serverRead: number; sent: number }> {
  const client = await rawClient(app);
  const contentType = head.contentType === undefined ? '' : `Content-Type: ${head.contentType}\r\n`;
  const headers = Object.entries(head.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  await written(
    client.socket,
    `${head.method ?? 'POST'} ${head.url} HTTP/1.1\r\nHost: localhost\r\n${contentType}${headers}` +
      `Content-Length: ${head.declaredBytes}\r\n\r\n`,
  );
  let sent = 0;
  while (!client.answered() && !client.socket.destroyed && sent < sendAtMost) {
    await written(client.socket, floodChunk);
    sent += floodChunk.length;
  }
  if (!client.answered()) {
    client.socket.destroy();
    return { answer: '', serverRead: (await client.serverClosed).bytesRead, sent };
  }
  const answer = await client.closed;
  return { answer, serverRead: (await client.serverClosed).bytesRead, sent };
}
