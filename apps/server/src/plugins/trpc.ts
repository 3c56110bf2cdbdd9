import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import { type ApiDependencies, type AppRouter, appRouter, createContext } from '@app/api';
import { hasBody, mediaTypeOf } from './media-type.ts';

/**
 * The most calls one request may carry. The admin screen sends one call a request (httpLink, no
 * batching); ten leave room for a client that batches a screen's queries, while one request can
 * no longer carry hundreds of logins past the throttle's bookkeeping.
 */
export const maxTrpcBatchSize = 10;

/**
 * tRPC's Fastify adapter takes multipart/form-data with a parser of its own that hands tRPC the
 * unread request, which tRPC then reads whole into memory (`formData()`), past BODY_LIMIT_BYTES:
 * 1.5 GB took 3 GB of memory. No procedure takes form data, so a body is refused before any of
 * it is read unless it is JSON (which Fastify reads within the limit): 413 when it declares a
 * length over the limit, 415 otherwise (the error handler closes the connection, so the rest of
 * the body is never read).
 */
function refuseBodiesButJson(bodyLimit: number) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!hasBody(request.headers) || mediaTypeOf(request.headers['content-type']) === 'application/json') {
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
    scope.addHook('onRequest', refuseBodiesButJson(app.initialConfig.bodyLimit ?? 0));
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        // Refused with 400 before any procedure runs or its context is made.
        maxBatchSize: maxTrpcBatchSize,
        createContext: ({ req, res }) =>
          createContext(dependencies, {
            clientIp: req.ip,
            userAgent: req.headers['user-agent'],
            authorization: req.headers.authorization,
            cookie: req.headers.cookie,
            secure: req.protocol === 'https',
            setHeader: (name, value) => void res.header(name, value),
          }),
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  });
}
