import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { openDatabase } from './config.ts';
import { Lead } from './entities.ts';
import { startDatabase, type StartedDatabase } from './launcher.ts';
import type { DatabaseLogger } from './logger.ts';

function spyLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies DatabaseLogger;
}

async function eventually<T>(attempt: () => Promise<T>, attempts = 50): Promise<T> {
  for (let remaining = attempts; ; remaining -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (remaining <= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function readPostmasterPid(clusterDir: string): Promise<number> {
  const content = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  return Number.parseInt(content.split('\n', 1)[0] ?? '', 10);
}

test('an external database URL is used as given, and stopping it does nothing', async () => {
  const logger = spyLogger();
  const url = 'postgres://app:secret@db.internal:5432/app';
  const database = await startDatabase({ databaseUrl: url, dataDir: '/nonexistent', logger });
  expect(database).toMatchObject({ url, embedded: false });
  await expect(database.stop()).resolves.toBeUndefined();
});

describe('the embedded PostgreSQL', () => {
  let dataDir: string;
  let logger: ReturnType<typeof spyLogger>;
  const running: StartedDatabase[] = [];
  const orms: MikroORM[] = [];

  const start = async () => {
    const database = await startDatabase({ dataDir, logger });
    running.push(database);
    return database;
  };
  const open = async (url: string) => {
    const orm = await openDatabase({ clientUrl: url, logger });
    orms.push(orm);
    return orm;
  };
  const clusterDir = () => path.join(dataDir, 'postgres');

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'app-launcher-test-'));
    logger = spyLogger();
  });

  afterEach(async () => {
    for (const orm of orms.splice(0)) await orm.close(true);
    for (const database of running.splice(0)) await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('keeps its data across restarts, on the same port, and the ORM reconnects by itself', async () => {
    const uncaughtException = vi.fn();
    process.on('uncaughtException', uncaughtException);
    try {
      const first = await start();
      expect(first.embedded).toBe(true);
      expect(new URL(first.url).pathname).toBe('/app');
      const orm = await open(first.url);
      const em = orm.em.fork();
      em.create(Lead, {
        name: 'Persistent',
        email: 'persistent@example.com',
        contact: '0400 000 000',
      });
      await em.flush();

      await first.stop();
      await expect(orm.em.fork().count(Lead)).rejects.toThrow();

      const second = await start();
      expect(second.url).toBe(first.url);
      const leads = await eventually(() => orm.em.fork().find(Lead, {}));
      expect(leads.map((lead) => lead.name)).toEqual(['Persistent']);
      expect(uncaughtException).not.toHaveBeenCalled();
    } finally {
      process.off('uncaughtException', uncaughtException);
    }
  });

  test('keeps its generated password in a private file and never logs it', async () => {
    const database = await start();
    const settingsFile = path.join(dataDir, 'embedded-postgres.json');
    expect((await stat(settingsFile)).mode & 0o777).toBe(0o600);
    const { password } = JSON.parse(await readFile(settingsFile, 'utf8')) as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(decodeURIComponent(new URL(database.url).password)).toBe(password);

    await open(database.url);
    const everythingLogged = JSON.stringify(
      [logger.debug, logger.info, logger.warn, logger.error].flatMap((method) => method.mock.calls),
    );
    expect(everythingLogged).not.toContain(password);
  });

  test('starts despite a stale postmaster.pid whose PID now belongs to another process', async () => {
    await (await start()).stop();
    running.length = 0;
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await writeFile(
        path.join(clusterDir(), 'postmaster.pid'),
        `${unrelated.pid}\n${clusterDir()}\n`,
      );
      const database = await start();
      await expect(open(database.url)).resolves.toBeDefined();
      expect(logger.warn).toHaveBeenCalledWith(
        { pid: unrelated.pid },
        expect.stringContaining('stale postmaster.pid'),
      );
    } finally {
      unrelated.kill();
    }
  });

  test('stops a PostgreSQL orphaned by a killed run, then starts normally', async () => {
    const first = await start();
    const orm = await open(first.url);
    const em = orm.em.fork();
    em.create(Lead, { name: 'Survivor', email: 'survivor@example.com', contact: '1' });
    await em.flush();
    const commandLine = (
      await readFile(`/proc/${await readPostmasterPid(clusterDir())}/cmdline`, 'utf8')
    )
      .split('\0')
      .filter((part) => part !== '');
    await first.stop();
    running.length = 0;

    // The server again, under a parent that is not the app: what a killed run leaves behind.
    const owner = await stat(clusterDir());
    const orphanParent: ChildProcess = spawn('sh', ['-c', '"$@" & wait', 'sh', ...commandLine], {
      stdio: 'ignore',
      ...(process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {}),
    });
    const parentExited = once(orphanParent, 'exit');
    try {
      await vi.waitFor(
        async () => {
          expect(await readFile(path.join(clusterDir(), 'postmaster.pid'), 'utf8')).toMatch(
            /\bready\b/,
          );
        },
        { timeout: 10_000 },
      );

      const second = await start();
      await parentExited;
      expect(logger.warn).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringContaining('left running'),
      );
      const leads = await eventually(() => orm.em.fork().find(Lead, {}));
      expect(leads.map((lead) => lead.name)).toEqual(['Survivor']);
      expect(second.url).toBe(first.url);
    } finally {
      if (orphanParent.exitCode === null) {
        process.kill(await readPostmasterPid(clusterDir()), 'SIGINT');
        await parentExited;
      }
    }
  });

  test('refuses to start a second server on a data folder this process is already serving', async () => {
    await start();
    await expect(startDatabase({ dataDir, logger })).rejects.toThrow(/already running for process/);
  });

  test('lets a command join the server running on the data folder, and leaves that server alone', async () => {
    const server = await start();
    const joined = await startDatabase({ dataDir, logger, joinRunning: true });

    expect(joined).toMatchObject({ url: server.url, embedded: true });
    const orm = await open(joined.url);
    await orm.em.fork().getConnection().execute('select 1');
    await joined.stop();
    expect(await readPostmasterPid(clusterDir())).toBeGreaterThan(0);
    await orm.em.fork().getConnection().execute('select 1');
  });

  test('starts the server for a command that would join one when none runs', async () => {
    const database = await startDatabase({ dataDir, logger, joinRunning: true });
    running.push(database);
    const orm = await open(database.url);
    await orm.em.fork().getConnection().execute('select 1');
  });

  test('explains a lost settings file instead of failing to log in', async () => {
    await (await start()).stop();
    running.length = 0;
    await unlink(path.join(dataDir, 'embedded-postgres.json'));
    await expect(startDatabase({ dataDir, logger })).rejects.toThrow(/settings file .* is missing/);
  });
});

describe('the process that imports the launcher', () => {
  const launcherUrl = new URL('./launcher.ts', import.meta.url).href;

  async function runNode(script: string): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, output };
  }

  test('keeps its own exit code: embedded-postgres does not force one', async () => {
    const { code } = await runNode(
      `await import(${JSON.stringify(launcherUrl)}); process.exitCode = 3;`,
    );
    expect(code).toBe(3);
  });

  test('stops its embedded PostgreSQL when it crashes without calling stop()', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'app-launcher-crash-'));
    try {
      const { code, output } = await runNode(`
        const { startDatabase } = await import(${JSON.stringify(launcherUrl)});
        const quiet = { info() {}, warn() {}, error() {} };
        await startDatabase({ dataDir: ${JSON.stringify(dataDir)}, logger: quiet });
        throw new Error('simulated crash');
      `);
      expect(output).toContain('simulated crash');
      expect(code).not.toBe(0);
      // A cleanly stopped server removes its postmaster.pid.
      await vi.waitFor(
        async () => {
          await expect(stat(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow(
            /ENOENT/,
          );
        },
        { timeout: 10_000 },
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
