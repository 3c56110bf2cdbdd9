/**
 * `pnpm bench:restart`: how long the README's start command (`npx -y pnpm@<version> start`)
 * takes to answer `GET /` when nothing changed since the last start, as a newcomer restarting the
 * site sees it. Runs with the machine's own Node first on PATH (the project's Node 24 comes from
 * its dependencies) and a data folder of its own, so a running site is not disturbed. The first
 * start (which may build the web app and creates the database) is reported apart from the
 * restarts. Writes the "Restart" section of docs/benchmarks.md with the load averages around it.
 * Not part of CI.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repositoryRoot, writeBenchmarkSection } from '@app/testing';
import { markdownTable } from './report.ts';

const sectionHeading = '## Restart with nothing changed';
const restarts = 7;

const packageManager = (
  JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    packageManager: string;
  }
).packageManager;

/** PATH as a shell outside the project has it: pnpm puts the project's binaries first for us. */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.includes('node_modules'))
    .join(path.delimiter);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Seconds from typing the command to the home page's first answer; the site is stopped again. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const site = spawn('npx', ['-y', packageManager, 'start'], {
    cwd: repositoryRoot,
    env: { ...process.env, PATH: machinePath(), PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  const state: { exited: boolean } = { exited: false };
  const exited = new Promise<void>((resolve) =>
    site.once('exit', () => {
      state.exited = true;
      resolve();
    }),
  );
  let seconds: number | undefined;
  while (seconds === undefined && !state.exited) {
    if (await answers(`http://127.0.0.1:${String(port)}/`)) {
      seconds = (performance.now() - started) / 1000;
    } else {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  if (site.pid !== undefined && !state.exited) process.kill(-site.pid, 'SIGTERM');
  await exited;
  if (seconds === undefined) throw new Error('the site stopped before it answered');
  return seconds;
}

function machineNodeVersion(): string {
  const version = spawnSync('node', ['--version'], {
    env: { ...process.env, PATH: machinePath() },
    encoding: 'utf8',
  });
  return version.status === 0 ? version.stdout.trim() : 'none';
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function loadAverages(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'restart-bench-'));
  try {
    const loadBefore = loadAverages();
    const first = await timeStart(dataDir);
    const times: number[] = [];
    for (let run = 0; run < restarts; run += 1) times.push(await timeStart(dataDir));
    const loadAfter = loadAverages();
    const twoDecimals = (value: number) => value.toFixed(2);
    const section = [
      sectionHeading,
      '',
      `Measured by \`pnpm bench:restart\` on ${new Date().toISOString().slice(0, 10)}: ${String(cpus().length)} cores, the machine's Node ${machineNodeVersion()} first on PATH (the site runs on the project's ${process.version}), \`npx -y ${packageManager} start\` from the repository with a data folder of its own, timed from the command to the first answer of \`GET /\`. Load average (1, 5, 15 min) ${loadBefore} before and ${loadAfter} after.`,
      '',
      ...markdownTable(
        ['Start', 'Seconds'],
        [
          [
            'First start (new database; builds the web app if its inputs changed)',
            twoDecimals(first),
          ],
          [`Restart, median of ${String(restarts)}`, twoDecimals(median(times))],
          ['Restart, slowest', twoDecimals(Math.max(...times))],
          ['Restart, fastest', twoDecimals(Math.min(...times))],
        ],
      ),
      '',
    ].join('\n');
    await writeBenchmarkSection(sectionHeading, section);
    console.log(section);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
