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
    /** The body types a route reads, as its 415 names them; JSON where unset. */
    mediaTypes?: string;
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

/** What an error answers: its status, its message and the message of each field it names. */
export interface ErrorAnswer {
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * The one place where any thrown error is given its status and message, whichever form the answer
 * then takes (the API's JSON, or a public form's page). Logs what is not the caller's doing.
 */
export function errorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (error instanceof InvalidInputError) {
    return { status: 400, message: error.message, fieldErrors: error.fieldErrors };
  }
  if (error instanceof DomainError) {
    return {
      status: errorAnswerByKind[error.kind].httpStatus,
      message: error.message,
      fieldErrors: {},
    };
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, message: new ServiceUnavailableError().message, fieldErrors: {} };
  }
  if (
    isFastifyError(error) &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    const mediaTypes = request.routeOptions.config.mediaTypes;
    const message =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && mediaTypes !== undefined
        ? `Content-Type must be ${mediaTypes}`
        : (requestErrorMessages[error.code] ?? error.message);
    return { status: error.statusCode, message, fieldErrors: {} };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, message: 'Internal server error', fieldErrors: {} };
}

/** A refusal for too many requests tells the client when to try again. */
export function setRetryAfter(error: unknown, reply: FastifyReply): void {
  if (error instanceof RateLimitedError) {
    void reply.header('Retry-After', String(error.retryAfterSeconds));
  }
}

/** The one place where any thrown error becomes the API's JSON answer. */
export function handleHttpError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  setRetryAfter(error, reply);
  const { status, message, fieldErrors } = errorAnswer(error, request);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return sendError(request, reply, status, message, hasFieldErrors ? { fieldErrors } : {});
}
