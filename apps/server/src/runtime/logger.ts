import { pino, type Logger } from 'pino';
import type { ServerConfig } from './config.ts';

/** Structured logs; credentials and form contents never reach them above debug level. */
export function createLogger(config: Pick<ServerConfig, 'logLevel'>): Logger {
  return pino({
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
  });
}
