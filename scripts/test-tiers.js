// `pnpm test`: every test, in four tiers, each printing its time.
// - fast: no database, no browser (domain, testing, the web app's jsdom tests, the `*.unit.test.ts`
//   files of api, db and server); cached by turbo, so it reruns only where its inputs changed;
// - db: the PostgreSQL tier (db, api and server against a real PostgreSQL), one package at a time;
// - browser: the web app built, then Chromium against the real server (apps/web/e2e), the admin
//   screen's files beside the public site's, each set with a server and database of its own;
// - faults: `pnpm test:faults`, the production server under outages and hostile clients.
// The browser tier waits mostly on Chromium and the server, so the fast and PostgreSQL tiers run
// beside it, one after the other. The fault files that measure no time (the built site under its
// Content Security Policy, the production bundle) follow whichever of those two lanes ends first;
// the others assert on wall-clock time and so run alone, last.
// The web app is built once, beside the fast tier: the browser, server and fault tests read the
// build, so those tiers run with `--only` rather than each building it (two builds at once would
// write the same files).
import { spawn } from 'node:child_process';

const tiers = {
  build: ['run', 'build'],
  fast: ['run', 'test:fast', '--concurrency=2'],
  db: ['run', 'test:db', '--concurrency=1', '--only'],
  browser: ['run', 'test:browser:admin', 'test:browser:site', '--only'],
  'faults-untimed': ['run', 'test:faults:untimed', '--only'],
  'faults-timed': ['run', 'test:faults:timed', '--only'],
};

/** Runs one tier through turbo; resolves to whether it passed, after printing its time. */
function runTier(name) {
  const started = performance.now();
  console.log(`::: tier ${name} started`);
  return new Promise((resolve) => {
    const child = spawn('turbo', [...tiers[name], '--ui=stream'], { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`::: tier ${name} could not start: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
      console.log(`::: tier ${name} ${outcome}, took ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** Runs tier `name` once `ground` settles, or reports it not run when `ground` failed. */
async function runAfter(ground, name) {
  if (await ground) return runTier(name);
  console.log(`::: tier ${name} not run: the build it needs failed`);
  return false;
}

const started = performance.now();
const built = runTier('build');
const fastPassed = runTier('fast');
const browserPassed = runAfter(built, 'browser');
// The PostgreSQL tier waits for the fast tier: with both beside the browsers the machine's load
// reached 10 and a property test ran past its time limit.
const dbPassed = runAfter(
  fastPassed.then(() => built),
  'db',
);
const untimedFaultsPassed = runAfter(
  Promise.race([browserPassed, dbPassed]).then(() => built),
  'faults-untimed',
);
const besideTimedFaults = await Promise.all([
  built,
  fastPassed,
  browserPassed,
  dbPassed,
  untimedFaultsPassed,
]);
const timedFaultsPassed = await runAfter(built, 'faults-timed');
const passed = [...besideTimedFaults, timedFaultsPassed].every(Boolean);
console.log(
  `::: tests ${passed ? 'passed' : 'failed'}, took ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exit(passed ? 0 : 1);
