/**
 * The slice of a structured logger (pino, Fastify's `request.log`, `console`) this package writes to.
 * Messages never carry a connection URL or a password.
 */
export interface DatabaseLogger {
  debug?(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}
