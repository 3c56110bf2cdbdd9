import type { FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { ServerConfig } from './config.ts';

/**
 * A request as the log keeps it: Fastify's own summary, with the path and never the query
 * string. Staff searches travel there (the admin screen's tRPC queries carry their input in
 * `?input=`, the CSV exports their filter in `?q=`), and a search may be a person's name or
 * e-mail address.
 */
function requestSummary(request: FastifyRequest) {
  const queryStart = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * Structured logs; credentials, form contents and searches never reach them above debug level.
 * Standard output unless `destination` is given: the security tests read what this very logger
 * writes, its redaction included.
 */
export function createLogger(
  config: Pick<ServerConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      // Fastify keeps the logger's own serializers over its defaults.
      serializers: { req: requestSummary },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'password',
          '*.password',
          'token',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
