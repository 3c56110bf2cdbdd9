import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import {
  type ApiDependencies,
  ingestInboundMessage,
  NotFoundError,
  UnauthorizedError,
} from '@app/api';
import { errorAnswerSchema, inboundEmailAnswerSchema, inboundMessageMaxBytes } from '@app/domain';
import type { ZodRoutes } from '../../plugins/zod-validation.ts';

/** The types mail providers' inbound routes and mail-server pipes post a raw message as. */
const rawMessageTypes = ['message/rfc822', 'application/octet-stream', 'text/plain'];

export const inboundEmailDisabledMessage = 'Inbound e-mail is not enabled on this server';
export const inboundSignatureMissingMessage =
  'The X-Inbound-Signature header is missing: sign the raw body with HMAC-SHA256 (sha256=<hex>)';
export const inboundSignatureWrongMessage = 'The X-Inbound-Signature does not match the body';

const signatureHeader = 'x-inbound-signature';

/** `sha256=<64 hex digits>`, the header's one accepted form. */
function signatureDigest(request: FastifyRequest): Buffer | undefined {
  const header = request.headers[signatureHeader];
  const match = typeof header === 'string' ? /^sha256=([0-9a-f]{64})$/i.exec(header.trim()) : null;
  return match?.[1] === undefined ? undefined : Buffer.from(match[1], 'hex');
}

/** The body's HMAC-SHA256 under the secret, compared with the header's in constant time. */
function signatureMatches(secret: string, body: Buffer, signature: Buffer): boolean {
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, signature);
}

/**
 * `POST /api/inbound-email`: a raw RFC 822 message as the body, as mail providers' inbound routes
 * and mail-server pipes deliver it, signed by `X-Inbound-Signature: sha256=<hex>` (HMAC-SHA256 of
 * the raw body keyed with INBOUND_EMAIL_SECRET). Without the secret configured the door is not
 * there (404). A missing header is refused before the body is read, a wrong one after, both 401
 * and nothing stored; a body over 15 MiB is refused (413). Answers 202 with whether this delivery
 * stored the message and whether it was there already (the IMAP reader, a provider's retry).
 */
export async function registerInboundEmailRoute(
  app: ZodRoutes,
  dependencies: ApiDependencies,
  secret: string | undefined,
): Promise<void> {
  // A scope of its own, so that only this route reads raw messages, and none reads JSON.
  await app.register((scope: FastifyInstance, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(rawMessageTypes, { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    const routes = scope as ZodRoutes;
    routes.post(
      '/api/inbound-email',
      {
        bodyLimit: inboundMessageMaxBytes,
        config: { mediaTypes: rawMessageTypes.join(', ') },
        // Before the body is read: a closed door or an unsigned request costs no 15 MiB.
        onRequest: (
          request: FastifyRequest,
          _reply: FastifyReply,
          done: HookHandlerDoneFunction,
        ) => {
          if (secret === undefined) throw new NotFoundError(inboundEmailDisabledMessage);
          if (signatureDigest(request) === undefined) {
            throw new UnauthorizedError(inboundSignatureMissingMessage);
          }
          done();
        },
        schema: {
          response: {
            202: inboundEmailAnswerSchema,
            '4xx': errorAnswerSchema,
            '5xx': errorAnswerSchema,
          },
        },
      },
      async (request, reply) => {
        const signature = signatureDigest(request);
        const body: unknown = request.body;
        if (secret === undefined || signature === undefined || !Buffer.isBuffer(body)) {
          throw new UnauthorizedError(inboundSignatureMissingMessage);
        }
        if (!signatureMatches(secret, body, signature)) {
          throw new UnauthorizedError(inboundSignatureWrongMessage);
        }
        const outcome = await ingestInboundMessage(body, 'webhook', {
          orm: dependencies.orm,
          wakeUp: dependencies.mailOutbox.wakeUp,
        });
        return reply.code(202).send({ stored: outcome.stored, duplicate: outcome.duplicate });
      },
    );
    done();
  });
}
