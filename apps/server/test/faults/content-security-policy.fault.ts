import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { testDatabaseBaseUrlKey } from '@app/db/testing';
import {
  createCleanups,
  launchChromium,
  repositoryRoot,
  startServerProcess,
  type ServerProcess,
} from '@app/testing';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createWebDistFixture, type WebDistFixture } from '../web-dist-fixture.ts';
import { createEmptyDatabase, type EmptyDatabase } from './support/empty-database.ts';

const builtSite = path.join(repositoryRoot, 'apps/web/dist');
const hydrationTimeoutMs = 30_000;

/** Runs before any of the page's own scripts and, being injected by the browser, outside its CSP. */
const violationRecorder = `
  window.__policyViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__policyViolations.push(
      event.violatedDirective + ' blocked ' + event.blockedURI + ' in ' + event.sourceFile,
    );
  });
`;
/** The app marks the document once React has hydrated it. */
const hydratedDocument = 'html[data-hydrated="true"]';
// Expressions evaluated in the page, as this package's TypeScript knows no DOM. Not a predicate
// for waitForFunction: the page's policy forbids the eval that would need.
const recordedViolations = 'window.__policyViolations';
const fontsLoaded = 'document.fonts.ready.then(() => undefined)';

interface LoadedPage {
  /** The app marks the document once React has hydrated it: its scripts ran. */
  hydrated: boolean;
  /** Every Content Security Policy violation the page reported, as "directive blocked URI in file". */
  policyViolations: string[];
}

/**
 * Opens `url` in a fresh context, waits until the app has hydrated it (or, for a page without the
 * app, until it has loaded), then until the page has settled, and reports how it fared under its
 * Content Security Policy.
 */
async function loadUnderPolicy(
  browser: Browser,
  url: string,
  options: { waitFor: 'hydration' | 'load' },
): Promise<LoadedPage> {
  const page = await browser.newPage();
  try {
    await page.addInitScript(violationRecorder);
    await page.goto(url, { waitUntil: 'load' });
    if (options.waitFor === 'hydration') {
      try {
        await page
          .locator(hydratedDocument)
          .waitFor({ state: 'attached', timeout: hydrationTimeoutMs });
      } catch (error) {
        // A page that never hydrates is reported below with its violations, which say why.
        if (!(error instanceof errors.TimeoutError)) throw error;
      }
    }
    // Mantine adds styles after hydration, and lazy chunks and fonts arrive later still: what
    // they violate has been reported once the network is quiet and the fonts are in.
    await page.waitForLoadState('networkidle');
    await page.evaluate(fontsLoaded);
    return {
      hydrated: (await page.locator(hydratedDocument).count()) === 1,
      policyViolations: z.array(z.string()).parse(await page.evaluate(recordedViolations)),
    };
  } finally {
    await page.context().close();
  }
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(() => browser.close());

describe('the built site in Chromium', () => {
  let database: EmptyDatabase;
  let server: ServerProcess;
  let pagePaths: string[];
  const cleanups = createCleanups();

  beforeAll(async () => {
    const routes = JSON.parse(await readFile(path.join(builtSite, 'routes.json'), 'utf8')) as {
      publicPagePaths: string[];
      adminPath: string;
    };
    pagePaths = [...routes.publicPagePaths, routes.adminPath];
    database = await createEmptyDatabase(inject(testDatabaseBaseUrlKey));
    cleanups.add(() => database.drop());
    server = await startServerProcess({
      environment: { NODE_ENV: 'production', LOG_LEVEL: 'error', DATABASE_URL: database.url },
    });
    cleanups.add(() => server.stop());
  });

  afterAll(() => cleanups.run());

  it('loads and hydrates every page without a single Content Security Policy violation', async () => {
    for (const pagePath of pagePaths) {
      const page = await loadUnderPolicy(browser, `${server.baseUrl}${pagePath}`, {
        waitFor: 'hydration',
      });
      expect(page, pagePath).toEqual({ hydrated: true, policyViolations: [] });
    }
  });
});

describe('the violation check itself', () => {
  let webDist: WebDistFixture;
  let testApp: TestApp;
  const cleanups = createCleanups();

  beforeAll(async () => {
    webDist = await createWebDistFixture({ inlineScript: 'document.title = "ran";' });
    cleanups.add(() => webDist.remove());
    testApp = await createTestApp({ WEB_DIST_DIR: webDist.dir });
    cleanups.add(() => testApp.close());
  });

  afterAll(() => cleanups.run());

  it('reports an inline script, which the policy blocks', async () => {
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const page = await loadUnderPolicy(browser, `${address}/`, { waitFor: 'load' });

    expect(page.policyViolations).toEqual([`script-src-elem blocked inline in ${address}/`]);
  });
});
