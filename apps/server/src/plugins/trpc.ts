import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { type ApiDependencies, type AppRouter, appRouter, createContext } from '@app/api';

/** Mounts the tRPC router at /trpc, with a context built from each request's details. */
export async function registerTrpc(
  app: FastifyInstance,
  dependencies: ApiDependencies,
): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
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
}
