import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import { type ApiDependencies, type AppRouter, appRouter, createContext } from '@app/api';
import { mediaTypeOf } from './media-type.ts';
import { requestDetailsOf } from './request-details.ts';

/**
 * The most calls one request may carry. The admin screen sends one call a request (httpLink, no
 * batching); ten leave room for a client that batches a screen's queries. Fastify's 100
 * characters for the path parameter, which lists a batch's procedures in a POST as in a GET
 * (the adapter's one route is /trpc/:path), refuse a longer batch of today's names first (414);
 * this holds whatever the names become.
 */
export const maxTrpcBatchSize = 10;

/** The methods tRPC answers: queries by GET, mutations by POST, and HEAD. */
const trpcMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);

/** What refuses any other method at /trpc; answered 405 with the methods there are. */
class MethodNotAllowedError extends Error {
  readonly statusCode = 405;
  readonly code = 'METHOD_NOT_ALLOWED';

  constructor() {
    super('Method not allowed');
  }
}

/**
 * Refuses, before tRPC sees it, what tRPC would mishandle:
 * - A method other than GET, HEAD and POST (the adapter takes every one; TRACE made it fail
 *   with 500, as a fetch Request cannot carry it): 405.
 * - A body that is not JSON. The adapter takes multipart/form-data with a parser of its own that
 *   hands tRPC the unread request, which tRPC then reads whole into memory (`formData()`), past
 *   BODY_LIMIT_BYTES: 1.5 GB took 3 GB of memory (and an empty one answered 500). No procedure
 *   takes form data, so a request of any type but JSON is refused before any of its body is read:
 *   413 when it declares a length over the limit, 415 otherwise (and the connection is closed
 *   after the answer, so the rest is never read: unread-bodies.ts). JSON is read by Fastify
 *   within the limit.
 */
function refuseWhatTrpcMishandles(bodyLimit: number) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!trpcMethods.has(request.method)) {
      void reply.header('allow', [...trpcMethods].join(', '));
      done(new MethodNotAllowedError());
      return;
    }
    const mediaType = mediaTypeOf(request.headers['content-type']);
    // Without a type, a body is refused by Fastify unread (415).
    if (mediaType === '' || mediaType === 'application/json') {
      done();
      return;
    }
    done(
      Number(request.headers['content-length']) > bodyLimit
        ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
        : new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(),
    );
  };
}

/** Mounts the tRPC router at /trpc, with a context built from each request's details. */
export async function registerTrpc(
  app: FastifyInstance,
  dependencies: ApiDependencies,
): Promise<void> {
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', refuseWhatTrpcMishandles(app.initialConfig.bodyLimit ?? 0));
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        // Refused with 400 before any procedure runs or its context is made.
        maxBatchSize: maxTrpcBatchSize,
        createContext: ({ req, res }) => createContext(dependencies, requestDetailsOf(req, res)),
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  });
}
