import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { ServerConfig } from './config.ts';

/**
 * Structured logs; credentials and form contents never reach them above debug level. Standard
 * output unless `destination` is given: the security tests read what this very logger writes,
 * its redaction included.
 */
export function createLogger(
  config: Pick<ServerConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
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
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
