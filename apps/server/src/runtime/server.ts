import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { openDatabase, startDatabase } from '@app/db';
import { bootstrapAdmin } from './admin-bootstrap.ts';
import { buildApp } from '../app.ts';
import type { ServerConfig } from './config.ts';

export interface RunningServer {
  app: FastifyInstance;
  orm: MikroORM;
  url: string;
  stop: () => Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL is set), migrates it, and listens. */
export async function startServer(config: ServerConfig, logger: Logger): Promise<RunningServer> {
  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  });
  let orm: MikroORM | undefined;
  try {
    orm = await openDatabase({ clientUrl: database.url, logger, poolMax: config.databasePoolMax });
    await bootstrapAdmin({
      orm,
      configuredAdmin: config.adminBootstrap,
      embeddedDatabase: database.embedded,
      logger,
    });
    const app = await buildApp({ config, orm, logger });
    const url = await app.listen({ host: config.host, port: config.port });
    const openOrm = orm;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await app.close();
        await openOrm.close();
        await database.stop();
      })();
      return stopping;
    };
    return { app, orm, url, stop };
  } catch (error) {
    await orm?.close();
    await database.stop();
    throw error;
  }
}
