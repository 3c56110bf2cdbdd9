import type { TestProject } from 'vitest/node';
import { createTestDatabase, startTestPostgres } from '@app/db/testing';
import { startSiteServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The server's database, fresh and migrated for this run. */
    databaseUrl: string;
  }
}

/**
 * Once per browser-test run: a fresh PostgreSQL database, and the real server on it serving the
 * built web app. Test files read both through `inject('baseUrl')` and `inject('databaseUrl')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  const database = await createTestDatabase(postgres.url);
  let server;
  try {
    server = await startSiteServer({ database: { url: database.url } });
  } catch (error) {
    await database.close();
    await postgres.stop();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', database.url);
  return async () => {
    await server.stop();
    await database.close();
    await postgres.stop();
  };
}
