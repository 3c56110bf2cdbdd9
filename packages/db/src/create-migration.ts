/**
 * Writes a migration for the difference between the entities and the committed migrations:
 * `pnpm --filter @app/db migration:create <name>`. It applies the existing migrations to a
 * throw-away embedded PostgreSQL, diffs that schema against the entities, writes
 * `src/migrations/Migration<timestamp>_<name>.ts` and leaves registering it in
 * `src/migrations/index.ts` (and reviewing it) to you.
 */
import path from 'node:path';
import { createTestDatabase, quietTestLogger, startTestPostgres } from './testing.ts';

const name = process.argv[2];
if (name === undefined || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('Usage: pnpm --filter @app/db migration:create <snake_case_name>');
  process.exit(2);
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const postgres = await startTestPostgres({ logger: quietTestLogger });
try {
  const database = await createTestDatabase(postgres.url);
  try {
    const result = await database.orm.migrator.create(migrationsFolder, false, false, name);
    if (result.fileName === '') {
      console.log('The entities match the migrations; nothing to write.');
    } else {
      console.log(
        `Wrote src/migrations/${result.fileName}. Review it, then add it to src/migrations/index.ts.`,
      );
    }
  } finally {
    await database.close();
  }
} finally {
  await postgres.stop();
}
