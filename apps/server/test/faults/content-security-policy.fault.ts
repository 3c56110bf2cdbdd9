import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseBaseUrlKey } from '@app/db/testing';
import {
  createCleanups,
  repositoryRoot,
  startServerProcess,
  type ServerProcess,
} from '@app/testing';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createWebDistFixture, type WebDistFixture } from '../web-dist-fixture.ts';
import { type Chromium, launchChromium } from './support/chromium.ts';
import { createEmptyDatabase, type EmptyDatabase } from './support/empty-database.ts';

const builtSite = path.join(repositoryRoot, 'apps/web/dist');

let chromium: Chromium;

beforeAll(async () => {
  chromium = await launchChromium();
});

afterAll(() => chromium.close());

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
      const page = await chromium.load(`${server.baseUrl}${pagePath}`, { waitFor: 'hydration' });
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
    const page = await chromium.load(`${address}/`, { waitFor: 'load' });

    expect(page.policyViolations).toEqual([`script-src-elem blocked inline in ${address}/`]);
  });
});
