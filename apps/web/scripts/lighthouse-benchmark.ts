/**
 * `pnpm bench:web`: serves the built site with the real server (embedded PostgreSQL in a temporary
 * data directory), runs Lighthouse's mobile preset on every public page with Debian's Chromium,
 * and writes the figures to docs/benchmarks.md under '## Web (Lighthouse, mobile)', marking every
 * page whose JavaScript is over the budget of `lighthouse-report.ts`.
 * `pnpm bench:web / /contact` measures only the pages named, under a section of their own, and
 * leaves the figures of the last full run as they were.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import lighthouse, { type Result } from 'lighthouse';
import {
  benchmarksPage,
  chromiumExecutablePath,
  chromiumFlags,
  freePort,
  writeBenchmarkSection,
} from '@app/testing';
import { repositoryRoot, webDistDir } from '../e2e/support/paths.ts';
import { startSiteServer } from '../e2e/support/server-process.ts';
import { categories, markdownSection, type PageFigures } from './lighthouse-report.ts';

/** Wall-clock traces swing with whatever else the machine runs; five runs steady the median. */
const runsPerPage = 5;
const fullRunHeading = '## Web (Lighthouse, mobile)';
const selectedPagesHeading = '## Web (Lighthouse, mobile), selected pages';

/** The pages named on the command line (all public pages when none), each checked against the build's. */
function pagesToMeasure(publicPagePaths: readonly string[]): readonly string[] {
  const requested = process.argv.slice(2);
  if (requested.length === 0) return publicPagePaths;
  const unknown = requested.filter((pagePath) => !publicPagePaths.includes(pagePath));
  if (unknown.length > 0) {
    throw new Error(
      `Not public pages of the build: ${unknown.join(', ')} (they are ${publicPagePaths.join(', ')})`,
    );
  }
  return requested;
}

async function readPublicPagePaths(): Promise<string[]> {
  const routes: unknown = JSON.parse(await readFile(path.join(webDistDir, 'routes.json'), 'utf8'));
  if (
    typeof routes !== 'object' ||
    routes === null ||
    !('publicPagePaths' in routes) ||
    !Array.isArray(routes.publicPagePaths) ||
    !routes.publicPagePaths.every((entry) => typeof entry === 'string')
  ) {
    throw new Error('dist/routes.json has no publicPagePaths: rebuild the web app');
  }
  return routes.publicPagePaths;
}

async function launchChromium(
  profileDir: string,
): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  // Lighthouse drives Chromium itself, through a DevTools port rather than Playwright's pipe.
  const chromium = spawn(
    chromiumExecutablePath,
    [
      ...chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, process: chromium };
    } catch {
      // DevTools is not listening yet.
    }
    await delay(100);
  }
  chromium.kill();
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

function numericAudit(result: Result, auditId: string): number {
  const value = result.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse did not measure ${auditId}`);
  return value;
}

function javaScriptTransferBytes(result: Result): number {
  const details = result.audits['resource-summary']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse did not summarise the resources');
  const scriptRow = details.items.find((item) => item.resourceType === 'script');
  return typeof scriptRow?.transferSize === 'number' ? scriptRow.transferSize : 0;
}

function figuresOf(pagePath: string, result: Result): PageFigures {
  const score = (category: (typeof categories)[number]) =>
    Math.round((result.categories[category]?.score ?? 0) * 100);
  return {
    path: pagePath,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    largestContentfulPaintMs: numericAudit(result, 'largest-contentful-paint'),
    totalBlockingTimeMs: numericAudit(result, 'total-blocking-time'),
    cumulativeLayoutShift: numericAudit(result, 'cumulative-layout-shift'),
    javaScriptBytes: javaScriptTransferBytes(result),
  };
}

/** Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART); such runs are repeated. */
const attemptsPerRun = 3;

async function runLighthouse(
  url: string,
  pagePath: string,
  debuggingPort: number,
): Promise<PageFigures> {
  let lastError = '';
  for (let attempt = 0; attempt < attemptsPerRun; attempt += 1) {
    const outcome = await lighthouse(url, {
      port: debuggingPort,
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (outcome === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (outcome.lhr.runtimeError === undefined) return figuresOf(pagePath, outcome.lhr);
    lastError = outcome.lhr.runtimeError.message;
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

/** Lighthouse's own advice: several runs per page, reporting the one with the median performance. */
async function measurePage(
  url: string,
  pagePath: string,
  debuggingPort: number,
): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let run = 0; run < runsPerPage; run += 1)
    runs.push(await runLighthouse(url, pagePath, debuggingPort));
  const byPerformance = runs.toSorted((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor(byPerformance.length / 2)];
  if (median === undefined) throw new Error('No Lighthouse run finished');
  return median;
}

async function main(): Promise<void> {
  const publicPagePaths = await readPublicPagePaths();
  const pagePaths = pagesToMeasure(publicPagePaths);
  const allPages = pagePaths.length === publicPagePaths.length;
  const workDir = await mkdtemp(path.join(tmpdir(), 'web-lighthouse-'));
  const server = await startSiteServer({ database: { dataDir: path.join(workDir, 'data') } });
  let chromium: ChildProcess | undefined;
  try {
    const launched = await launchChromium(path.join(workDir, 'chromium-profile'));
    chromium = launched.process;
    const version = (await (
      await fetch(`http://127.0.0.1:${launched.port}/json/version`)
    ).json()) as {
      Browser?: string;
    };
    const figures: PageFigures[] = [];
    const loadBefore = loadavg();
    for (const pagePath of pagePaths) {
      const pageFigures = await measurePage(
        `${server.baseUrl}${pagePath}`,
        pagePath,
        launched.port,
      );
      console.log(`${pagePath}: ${JSON.stringify(pageFigures)}`);
      figures.push(pageFigures);
    }
    const lighthouseVersion = (
      JSON.parse(
        await readFile(
          path.join(import.meta.dirname, '../node_modules/lighthouse/package.json'),
          'utf8',
        ),
      ) as {
        version: string;
      }
    ).version;
    const loadAfter = loadavg();
    const heading = allPages ? fullRunHeading : selectedPagesHeading;
    await writeBenchmarkSection(
      heading,
      markdownSection(heading, figures, {
        lighthouse: lighthouseVersion,
        chromium: version.Browser ?? 'Chromium',
        loadBefore,
        loadAfter,
        command: ['pnpm bench:web', ...process.argv.slice(2)].join(' '),
        date: new Date().toISOString().slice(0, 10),
        cores: availableParallelism(),
        runsPerPage,
      }),
    );
    console.log(`Wrote ${path.relative(repositoryRoot, benchmarksPage)}`);
  } finally {
    chromium?.kill();
    await server.stop();
    // Chromium's helper processes can still be writing to its profile just after it was killed.
    await rm(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

await main();
