import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '@app/testing';
import { startSiteServer } from '../e2e/support/server-process.ts';
import { webDistDir } from '../e2e/support/paths.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'js-'));
const server = await startSiteServer({ database: { dataDir } });
const browser = await launchChromium();
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/contact', '/about', '/blog', '/careers', '/privacy-policy', '/devops-cloud', '/admin'];
try {
  for (const p of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script') urls.push(new URL(r.url()).pathname); });
    await page.goto(`${server.baseUrl}${p}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    let total = 0;
    const parts: string[] = [];
    for (const u of urls) { const s = (await stat(path.join(webDistDir, `${u}.br`))).size; total += s; parts.push(`${path.basename(u)}:${(s/1024).toFixed(1)}`); }
    console.log(`${p} ${(total/1024).toFixed(1)} KiB  ${parts.join(' ')}`);
    await context.close();
  }
} finally { await browser.close(); await server.stop(); await rm(dataDir, { recursive: true, force: true }); }
