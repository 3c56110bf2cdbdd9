import type { TestProject } from 'vitest/node';
import { startTestPostgres, testDatabaseBaseUrlKey } from '@app/db/testing';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  project.provide(testDatabaseBaseUrlKey, postgres.url);
  return () => postgres.stop();
}
