import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

export interface ConnectionLimits {
  /** Open connections at most, kept well below the process's file descriptor limit. */
  maxConnections: number;
  /** Open connections from one client address at most; undefined when not to be applied. */
  maxConnectionsPerAddress: number | undefined;
}

interface TrackedConnection {
  address: string | undefined;
  requestsUnderWay: number;
}

// Shedding during a flood happens thousands of times a second: one summary per interval.
const shedReportIntervalMs = 10_000;

/**
 * Caps the server's open connections so that a flood cannot exhaust the process's file
 * descriptors. At the cap, a new connection replaces the oldest one that has no request under
 * way (still waiting for its headers, or idle between keep-alive requests), so visitors and
 * health checks keep getting through while a flood holds connections open. A connection whose
 * request headers have arrived is never cut (REQUEST_TIMEOUT_MS bounds its body); only when
 * every connection has a request under way is the newcomer refused. A client address at its own
 * cap is refused further connections.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  logger: FastifyBaseLogger,
): void {
  // Connections without a request under way, in the order they became so: a Map iterates in
  // insertion order, so its first key is the connection that has waited longest.
  const waiting = new Map<Socket, TrackedConnection>();
  const busy = new Map<Socket, TrackedConnection>();
  const openByAddress = new Map<string, number>();
  const shed = { replacedWaiting: 0, refusedAtCap: 0, refusedPerAddress: 0 };
  let lastShedReportAt = Number.NEGATIVE_INFINITY;

  const reportShedding = (kind: keyof typeof shed) => {
    shed[kind] += 1;
    const now = Date.now();
    if (now - lastShedReportAt < shedReportIntervalMs) return;
    logger.warn({ ...shed, ...limits }, 'connection limits reached: connections closed or refused');
    lastShedReportAt = now;
    shed.replacedWaiting = 0;
    shed.refusedAtCap = 0;
    shed.refusedPerAddress = 0;
  };

  // Called on eviction as well as on 'close', which comes later: whichever comes first counts.
  const forget = (socket: Socket) => {
    const connection = waiting.get(socket) ?? busy.get(socket);
    if (connection === undefined) return;
    waiting.delete(socket);
    busy.delete(socket);
    if (connection.address === undefined) return;
    const remaining = (openByAddress.get(connection.address) ?? 1) - 1;
    if (remaining === 0) openByAddress.delete(connection.address);
    else openByAddress.set(connection.address, remaining);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    const perAddressCap = limits.maxConnectionsPerAddress;
    if (
      perAddressCap !== undefined &&
      address !== undefined &&
      (openByAddress.get(address) ?? 0) >= perAddressCap
    ) {
      socket.destroy();
      reportShedding('refusedPerAddress');
      return;
    }
    if (waiting.size + busy.size >= limits.maxConnections) {
      const oldestWaiting = waiting.keys().next();
      if (oldestWaiting.done === true) {
        socket.destroy();
        reportShedding('refusedAtCap');
        return;
      }
      forget(oldestWaiting.value);
      oldestWaiting.value.destroy();
      reportShedding('replacedWaiting');
    }
    waiting.set(socket, { address, requestsUnderWay: 0 });
    if (address !== undefined) openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      forget(socket);
    });
  });

  // 'request' comes once the headers are in. The response's 'close' comes when it has been sent
  // or the connection is gone, unlike 'finish', which a cut connection never emits.
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const connection = waiting.get(socket) ?? busy.get(socket);
    if (connection === undefined) return;
    connection.requestsUnderWay += 1;
    waiting.delete(socket);
    busy.set(socket, connection);
    response.once('close', () => {
      connection.requestsUnderWay -= 1;
      if (connection.requestsUnderWay > 0 || socket.destroyed) return;
      // Idle keep-alive from now on: it joins the waiting ones as the newest.
      if (busy.delete(socket)) waiting.set(socket, connection);
    });
  });
}
