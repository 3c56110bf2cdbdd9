import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ServerConfig } from './config.ts';

// Node looks for requests past their deadline only every 30 s by default, so a client sending a
// body one byte at a time would hold its connection up to that much longer than requestTimeout.
const expiredRequestCheckIntervalMs = 1_000;

/** Timeouts that keep slow or silent clients from holding connections. */
export function httpServerOptions(
  config: Pick<ServerConfig, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs'>,
): Pick<
  FastifyHttpOptions<Server>,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'http'
> {
  return {
    // The whole request, headers and body, must arrive within this time.
    requestTimeout: config.requestTimeoutMs,
    // A connection on which nothing moves for this long is closed.
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      // Fastify sets requestTimeout on the server after creating it, which Node then applies to
      // headers only: a request body trickling in is cut off only if Node gets it at creation.
      requestTimeout: config.requestTimeoutMs,
      // Headers are small and sent at once by real clients; a shorter deadline for them frees
      // the connections of clients that trickle header lines to hold a connection open.
      headersTimeout: config.headersTimeoutMs,
      // Node's own 400 for an HTTP/1.1 request without Host is bare; the app answers it instead,
      // with the security headers and its error shape (framework-answers.ts).
      requireHostHeader: false,
      connectionsCheckingInterval: Math.min(expiredRequestCheckIntervalMs, config.requestTimeoutMs),
    },
  };
}
