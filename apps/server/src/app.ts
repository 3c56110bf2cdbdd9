import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  AdmissionQueue,
  type ApiDependencies,
  DatabaseFileStore,
  createAuthSettings,
  FixedWindowRateLimiter,
  OutboxWakeUp,
} from '@app/api';
import { registerCompression } from './plugins/compression.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerFrameworkAnswers,
} from './plugins/framework-answers.ts';
import { handleHttpError } from './plugins/http-errors.ts';
import {
  adminPageContentSecurityPolicy,
  registerSecurityHeaders,
  siteSecurityHeaders,
  turnstilePageContentSecurityPolicy,
} from './plugins/security-headers.ts';
import { registerTrpc } from './plugins/trpc.ts';
import { closeConnectionsWithUnreadBodies } from './plugins/unread-bodies.ts';
import { useZodValidation } from './plugins/zod-validation.ts';
import { registerAdminRoutes } from './routes/api/admin.ts';
import { registerApplicationCvRoute } from './routes/api/application-cv.ts';
import { registerConversationAttachmentRoute } from './routes/api/conversation-attachment.ts';
import { registerCrmExportRoutes } from './routes/api/crm-export.ts';
import { registerInboundEmailRoute } from './routes/api/inbound-email.ts';
import { registerPublicFormRoutes } from './routes/api/public-forms.ts';
import { registerReportExportRoutes } from './routes/api/report-export.ts';
import { registerHealthRoute } from './routes/health.ts';
import type { ServerConfig } from './runtime/config.ts';
import { limitConnections } from './runtime/connection-limits.ts';
import { httpServerOptions } from './runtime/http-server-options.ts';
import { loadFormPages } from './site/form-pages.ts';
import { registerSiteRoutes } from './site/site-routes.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  orm: MikroORM;
  logger: FastifyBaseLogger;
  /** Wakes the process's mail worker after a form queues a message; none listens by default. */
  mailWakeUp?: OutboxWakeUp;
  /** Told of every route as it is added: the authorization tests build their matrix from it. */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole HTTP application: plugins first, then the API doors, then the site. */
export async function buildApp({
  config,
  orm,
  logger,
  mailWakeUp = new OutboxWakeUp(),
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
    mailOutbox: {
      acknowledgeSubmitters: config.mail.sendAcknowledgements,
      deliveryConfigured: config.mail.smtpUrl !== undefined,
      wakeUp: mailWakeUp,
    },
    logger: app.log,
    files: new DatabaseFileStore(),
    retention: config.retention,
    backups: config.backups,
    cvBytesPerAddressPerDay: config.cvBytesPerAddressPerDay,
    conversations: config.conversations,
  };

  app.setErrorHandler((error, request, reply) => handleHttpError(error, request, reply));
  await registerCompression(app);
  registerSecurityHeaders(app, securityHeaders);
  registerFrameworkAnswers(app);
  closeConnectionsWithUnreadBodies(app);

  const turnstilePages =
    config.turnstile === undefined
      ? undefined
      : {
          siteKey: config.turnstile.siteKey,
          contentSecurityPolicy: await turnstilePageContentSecurityPolicy(),
        };

  registerHealthRoute(app, orm);
  await registerTrpc(app, dependencies);
  const apiRoutes = useZodValidation(app, { checkAnswers: config.checkRestAnswers });
  await registerPublicFormRoutes(apiRoutes, dependencies, {
    cvUploadsAtOnce: config.cvUploadsAtOnce,
    formPages: await loadFormPages({
      webDistDir: config.webDistDir,
      publicSiteUrl: config.publicSiteUrl,
      turnstile: turnstilePages,
    }),
  });
  registerAdminRoutes(apiRoutes, dependencies);
  registerCrmExportRoutes(apiRoutes, dependencies);
  registerReportExportRoutes(apiRoutes, dependencies);
  registerApplicationCvRoute(apiRoutes, dependencies);
  registerConversationAttachmentRoute(apiRoutes, dependencies);
  await registerInboundEmailRoute(apiRoutes, dependencies, config.inboundEmailSecret);
  await registerSiteRoutes(app, {
    webDistDir: config.webDistDir,
    publicSiteUrl: config.publicSiteUrl,
    securityHeaders,
    adminContentSecurityPolicy: await adminPageContentSecurityPolicy(turnstilePages !== undefined),
    turnstile: turnstilePages,
  });

  return app;
}
