import fastifyCompress from '@fastify/compress';
import type { MikroORM } from '@mikro-orm/postgresql';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  AdmissionQueue,
  type ApiDependencies,
  type AppRouter,
  appRouter,
  createAuthSettings,
  createContext,
  FixedWindowRateLimiter,
} from '@app/api';
import { registerAdminRoutes } from './admin-routes.ts';
import type { ServerConfig } from './config.ts';
import { handleHttpError } from './http-errors.ts';
import { httpServerOptions } from './http-server-options.ts';
import { registerPageCompression } from './page-compression.ts';
import { registerPublicFormRoutes } from './public-forms-routes.ts';
import { registerSecurityHeaders, turnstilePageContentSecurityPolicy } from './security-headers.ts';
import { registerWebRoutes } from './web-routes.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  orm: MikroORM;
  logger: FastifyBaseLogger;
}

const healthCheckTimeoutMs = 2_000;

async function databaseAnswers(orm: MikroORM, logger: FastifyBaseLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, healthCheckTimeoutMs);
  });
  const query = orm.em
    .getConnection()
    .execute('select 1')
    .then(() => true)
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'health check: the database did not answer');
      return false;
    });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function buildApp({ config, orm, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    ...httpServerOptions(config),
    return503OnClosing: true,
  });

  const dependencies: ApiDependencies = {
    orm,
    formRateLimiter: new FixedWindowRateLimiter({
      limit: config.formRateLimitPerMinute,
      windowMs: 60_000,
    }),
    formWrites: new AdmissionQueue(config.formWrites),
    auth: createAuthSettings({ ...config.session, turnstile: config.turnstile }),
    logger: app.log,
  };

  app.setErrorHandler((error, request, reply) => handleHttpError(error, request, reply));
  await app.register(fastifyCompress, { threshold: 1024 });
  registerPageCompression(app);
  await registerSecurityHeaders(app);

  app.get('/healthz', async (_request, reply) => {
    const healthy = await databaseAnswers(orm, app.log);
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable' });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) =>
        createContext(dependencies, {
          clientIp: req.ip,
          authorization: req.headers.authorization,
          setHeader: (name, value) => void res.header(name, value),
        }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  registerPublicFormRoutes(app, dependencies);
  registerAdminRoutes(app, dependencies);
  await registerWebRoutes(app, {
    webDistDir: config.webDistDir,
    publicSiteUrl: config.publicSiteUrl,
    adminTurnstile:
      config.turnstile === undefined
        ? undefined
        : {
            siteKey: config.turnstile.siteKey,
            contentSecurityPolicy: await turnstilePageContentSecurityPolicy(),
          },
  });

  return app;
}
