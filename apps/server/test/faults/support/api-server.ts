import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import {
  startServerProcess,
  type Cleanups,
  type ServerProcess,
  type StartServerOptions,
} from '@app/testing';

export interface ApiServerOptions {
  /** Added to the production defaults, or replacing them. */
  readonly environment?: Readonly<Record<string, string>>;
  readonly command?: StartServerOptions['command'];
}

/**
 * A fresh database on the PostgreSQL server at `postgresUrl` and a server process on it as
 * production starts it (scripts/start.sh, production mode, quiet logs), without the web site: the fault
 * tests are about the API. Both are removed by `cleanups`.
 */
export async function startApiServer(
  postgresUrl: string,
  cleanups: Cleanups,
  options: ApiServerOptions = {},
): Promise<{ database: TestDatabase; server: ServerProcess }> {
  const database = await createTestDatabase(postgresUrl);
  cleanups.add(() => database.close());
  const server = await startServerProcess({
    environment: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...options.environment,
    },
    ...(options.command === undefined ? {} : { command: options.command }),
  });
  cleanups.add(() => server.stop());
  return { database, server };
}
