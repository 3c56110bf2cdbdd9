import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseBaseUrlKey } from '@app/db/testing';
import {
  createCleanups,
  repositoryRoot,
  startServerProcess,
  type ServerProcess,
} from '@app/testing';
import { createEmptyDatabase, type EmptyDatabase } from './support/empty-database.ts';

const execFileAsync = promisify(execFile);

let workDir: string;
let bundle: string;
let nodeDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'server-bundle-'));
  await chmod(workDir, 0o755);
  bundle = path.join(workDir, 'app');
  // A node that an unprivileged user can run, as the image has in /usr/local/bin.
  nodeDir = path.join(workDir, 'bin');
  await mkdir(nodeDir);
  await copyFile(process.execPath, path.join(nodeDir, 'node'));
  // The production image's build stage runs this same script (docker/Dockerfile).
  await execFileAsync('bash', ['scripts/bundle-server.sh', bundle], {
    cwd: repositoryRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
});

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('the production bundle (scripts/bundle-server.sh)', () => {
  it('holds the server, its packages, the built site and production dependencies only', async () => {
    const installed = await readdir(path.join(bundle, 'node_modules/.pnpm'));
    const isInstalled = (name: string) => installed.some((entry) => entry.startsWith(`${name}@`));

    expect(isInstalled('fastify')).toBe(true);
    expect(isInstalled('@mikro-orm+postgresql')).toBe(true);
    // TypeScript itself is there, as a peer dependency of @trpc/server.
    for (const devOnly of [
      'vitest',
      'autocannon',
      'vite',
      'react',
      'eslint',
      'prettier',
      'turbo',
      'playwright-core',
    ]) {
      expect(isInstalled(devOnly), devOnly).toBe(false);
    }
    expect((await readdir(path.join(bundle, 'apps'))).sort()).toEqual(['server', 'web']);
    expect(await readdir(path.join(bundle, 'apps/web'))).toEqual(['dist']);
  });

  describe('started with scripts/start.sh against PostgreSQL at DATABASE_URL', () => {
    let database: EmptyDatabase;
    let server: ServerProcess;
    let environment: Record<string, string>;
    const cleanups = createCleanups();

    beforeAll(async () => {
      database = await createEmptyDatabase(inject(testDatabaseBaseUrlKey));
      cleanups.add(() => database.drop());
      environment = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: database.url };
      server = await startServerProcess({
        root: bundle,
        environment,
        nodeDir,
        // The image runs as an unprivileged user that cannot write to the app's files; as root
        // here, `nobody` plays that part.
        ...(process.getuid?.() === 0 ? { runAs: { uid: 65_534, gid: 65_534 } } : {}),
      });
      cleanups.add(() => server.stop());
    });

    afterAll(() => cleanups.run());

    it('migrates the database, serves the site and stores a submission', async () => {
      const home = await fetch(`${server.baseUrl}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
      expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");

      const submission = await fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Image Check',
          email: 'image@example.com',
          contact: '0491 570 110',
        }),
      });
      expect(submission.status).toBe(200);
      expect(await database.query('select email from leads')).toEqual([
        { email: 'image@example.com' },
      ]);
    });

    it('starts no PostgreSQL of its own', async () => {
      expect(await readdir(bundle)).not.toContain('.data');
    });

    it('passes the image’s HEALTHCHECK command, which fails once the server is gone', async () => {
      const port = new URL(server.baseUrl).port;
      const healthcheck = () =>
        execFileAsync(process.execPath, ['apps/server/src/runtime/healthcheck.ts'], {
          cwd: bundle,
          env: { ...environment, HOST: '127.0.0.1', PORT: port },
        });

      await expect(healthcheck()).resolves.toBeDefined();
      await server.stop();
      await expect(healthcheck()).rejects.toMatchObject({ code: 1 });
    });
  });
});
