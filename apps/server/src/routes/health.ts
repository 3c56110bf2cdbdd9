import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Under the health-check command's 5 s wait, so that a hung database reads as unhealthy. */
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

/** GET /healthz: 200 while the database answers, 503 otherwise (runtime/healthcheck.ts reads it). */
export function registerHealthRoute(app: FastifyInstance, orm: MikroORM): void {
  app.get('/healthz', async (_request, reply) => {
    const healthy = await databaseAnswers(orm, app.log);
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable' });
  });
}
