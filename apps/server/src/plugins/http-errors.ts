import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  DomainError,
  errorAnswerByKind,
  InvalidInputError,
  isDatabaseUnavailable,
  RateLimitedError,
  ServiceUnavailableError,
} from '@app/api';

const requestErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  // Fastify's own messages for these quote the request path.
  FST_ERR_BAD_URL: 'Request path is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'Request path is too long',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The public forms answer `{ success: false, error }`; every other path `{ error }`. */
    formResponse?: boolean;
  }
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  const body =
    request.routeOptions.config.formResponse === true
      ? { success: false, error: message, ...extra }
      : { error: message, ...extra };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}

/** The one place where any thrown error becomes an HTTP answer. */
export function handleHttpError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof RateLimitedError)
    reply.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof InvalidInputError) {
    const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
    return sendError(
      request,
      reply,
      400,
      error.message,
      hasFieldErrors ? { fieldErrors: error.fieldErrors } : {},
    );
  }
  if (error instanceof DomainError) {
    return sendError(request, reply, errorAnswerByKind[error.kind].httpStatus, error.message);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendError(request, reply, 503, new ServiceUnavailableError().message);
  }
  if (
    isFastifyError(error) &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    const message = requestErrorMessages[error.code] ?? error.message;
    return sendError(request, reply, error.statusCode, message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, 500, 'Internal server error');
}
