import path from 'node:path';
import { runningEmbeddedServerUrl, startEmbeddedServer } from './embedded-server.ts';
import type { DatabaseLogger } from './logger.ts';
import { createDatabaseIfMissing } from './server-admin.ts';

export interface StartDatabaseOptions {
  /** An existing PostgreSQL to use. When absent, an embedded one is started. */
  databaseUrl?: string;
  /** Where the embedded PostgreSQL keeps its data (`<dataDir>/postgres`), kept across restarts. */
  dataDir: string;
  logger: DatabaseLogger;
  /**
   * Connect to the embedded PostgreSQL a running server started on `dataDir`, if there is one,
   * rather than refusing to start a second one there. For work that may run beside the server.
   */
  joinRunning?: boolean;
}

export interface StartedDatabase {
  /** Connection URL for `openDatabase`. Contains the password: never log it. */
  url: string;
  /** True when this process started the PostgreSQL server itself. */
  embedded: boolean;
  /** Stops the embedded server; does nothing for an external database. Close the ORM first. */
  stop(): Promise<void>;
}

export const embeddedDatabaseName = 'app';

export async function startDatabase(options: StartDatabaseOptions): Promise<StartedDatabase> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    return { url: options.databaseUrl, embedded: false, stop: () => Promise.resolve() };
  }
  const dataDir = path.resolve(options.dataDir);
  if (options.joinRunning === true) {
    const url = await runningEmbeddedServerUrl(dataDir, embeddedDatabaseName);
    if (url !== undefined) {
      options.logger.info({ dataDir }, 'Using the embedded PostgreSQL of the running server');
      return { url, embedded: true, stop: () => Promise.resolve() };
    }
  }
  const server = await startEmbeddedServer({ dataDir, logger: options.logger });
  try {
    if (await createDatabaseIfMissing(server.urlFor('postgres'), embeddedDatabaseName)) {
      options.logger.info({ database: embeddedDatabaseName }, 'Created the embedded database');
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  options.logger.info({ dataDir, port: server.port }, 'Embedded PostgreSQL is running');
  return { url: server.urlFor(embeddedDatabaseName), embedded: true, stop: () => server.stop() };
}
