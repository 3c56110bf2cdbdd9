/**
 * `pnpm start`: builds the web app only when what it is built from has changed since its last
 * build, then runs the server in this process. A restart with nothing changed so skips turbo and a
 * second pnpm: the README's start command answers in about 2.2 s (`pnpm bench:restart`).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

// Loading the server's modules is most of a restart's time (about 0.8 s of TypeScript stripped
// and compiled); Node's compile cache keeps their compiled code between starts, about a third
// less. It lives with the dependencies, so a fresh install starts it afresh.
enableCompileCache(path.join(repositoryRoot, 'node_modules/.cache/node-compile-cache'));
const webDist = path.join(repositoryRoot, 'apps/web/dist');
const buildInputsStamp = path.join(webDist, '.build-inputs.sha256');

/** What the web build reads: its own files, the packages it imports, and the installed versions. */
const buildInputs = [
  'apps/web',
  'packages/domain',
  'packages/api/src',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.json',
];
const notInputs = new Set(['node_modules', 'dist', '.turbo', 'test-results', 'coverage']);

async function filesUnder(relativePath: string): Promise<string[]> {
  const absolute = path.join(repositoryRoot, relativePath);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true, recursive: true }).catch(
    () => null,
  );
  if (entries === null) return [relativePath];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repositoryRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => notInputs.has(part)));
}

async function buildInputsDigest(): Promise<string> {
  const files = (await Promise.all(buildInputs.map(filesUnder))).flat().sort();
  const digest = createHash('sha256');
  for (const file of files) {
    digest.update(`${file}\0`);
    digest.update(await readFile(path.join(repositoryRoot, file)));
  }
  return digest.digest('hex');
}

const digest = await buildInputsDigest();
const builtFrom = await readFile(buildInputsStamp, 'utf8').catch(() => null);
if (builtFrom !== digest) {
  const build = spawnSync('turbo', ['run', 'build', '--output-logs=errors-only'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await writeFile(buildInputsStamp, digest);
}

await import('../runtime/main.ts');
