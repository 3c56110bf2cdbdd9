import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey } from '@app/db/testing';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/runtime/config.ts';
import { createLogger } from '../src/runtime/logger.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app serves, as Fastify registered it. */
  routes: RouteOptions[];
  /** The app's ORM, for what runs beside the app in production (the mail worker). */
  orm: MikroORM;
  /** A fresh EntityManager on the app's database, for reading what a request stored. */
  em: () => EntityManager;
  /** Runs SQL on the app's database, e.g. to count rows. */
  sql: <Row extends object>(query: string, params?: unknown[]) => Promise<Row[]>;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh, migrated PostgreSQL database; the web app is not served. A test that
 * reads the logs passes its own `logger`.
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  // The pool follows the configuration, as in `startServer`; the database URL is not needed.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...environment,
  });
  const database = await createTestDatabase(inject(testDatabaseBaseUrlKey), {
    poolMax: config.databasePoolMax,
  });
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    orm: database.orm,
    logger: options.logger ?? createLogger(config),
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  return {
    app,
    routes,
    orm: database.orm,
    em: () => database.orm.em.fork(),
    sql: (query, params = []) => database.orm.em.getConnection().execute(query, params),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
