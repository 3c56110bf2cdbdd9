import fastifyCompress from '@fastify/compress';
import type { MikroORM } from '@mikro-orm/postgresql';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
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
import type { ServerConfig } from './runtime/config.ts';
import { limitConnections } from './runtime/connection-limits.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerFrameworkAnswers,
} from './framework-answers.ts';
import { handleHttpError } from './http-errors.ts';
import { httpServerOptions } from './runtime/http-server-options.ts';
import { registerPageCompression } from './page-compression.ts';
import { registerPublicFormRoutes } from './public-forms-routes.ts';
import {
  registerSecurityHeaders,
  siteSecurityHeaders,
  turnstilePageContentSecurityPolicy,
} from './security-headers.ts';
import { registerWebRoutes } from './web-routes.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  orm: MikroORM;
  logger: FastifyBaseLogger;
  /** Told of every route as it is added: the authorization tests build their matrix from it. */
  onRoute?: (route: RouteOptions) => void;
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

export async function buildApp({
  config,
  orm,
  logger,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const securityHeaders = await siteSecurityHeaders();
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    ...httpServerOptions(config),
    // Fastify's own answers to these lack the security headers and the API's error shape, and
    // name internal error codes and the request path: the app gives its own instead.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError(securityHeaders),
    clientErrorHandler: answerClientError(securityHeaders),
  });
  if (onRoute !== undefined) app.addHook('onRoute', onRoute);
  limitConnections(app.server, config.connectionLimits, app.log);

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
  registerSecurityHeaders(app, securityHeaders);
  registerFrameworkAnswers(app);

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
