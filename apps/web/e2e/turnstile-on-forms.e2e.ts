import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { findLeadsByEmail } from './support/database.ts';
import {
  browserForThisFile,
  openPage,
  waitForFormToRespond,
  waitForHydration,
} from './support/browser.ts';
import { startSiteServer } from './support/server-process.ts';

const databaseUrl = inject('databaseUrl');
const genuineToken = 'fake-turnstile-token';

/** Cloudflare's siteverify, played locally: the fake widget's token passes. */
const fakeSiteverify: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const success = new URLSearchParams(body).get('response') === genuineToken;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success }));
  });
});
await new Promise<void>((resolve) => fakeSiteverify.listen(0, '127.0.0.1', resolve));
const { port: siteverifyPort } = fakeSiteverify.address() as AddressInfo;

// A server of this file's own, with the Turnstile keys set, on the run's database.
const server = await startSiteServer({
  database: { url: databaseUrl },
  environment: {
    TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
    TURNSTILE_SECRET_KEY: 'turnstile-test-secret',
    TURNSTILE_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/turnstile/v0/siteverify`,
  },
});
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => fakeSiteverify.close(resolve));
});
const browser = await browserForThisFile();

/**
 * Cloudflare's script, played by the test: it defines `window.turnstile`, whose widget passes at
 * once. Every request for it is recorded.
 */
const fakeTurnstileScript = `window.turnstile = {
  render: function (container, options) {
    container.setAttribute('data-fake-turnstile', options.sitekey);
    setTimeout(function () { options.callback(${JSON.stringify(genuineToken)}); }, 0);
    return 'fake-widget';
  },
  reset: function () {},
  remove: function () {},
};`;

async function interceptCloudflare(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://challenges.cloudflare.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: fakeTurnstileScript });
  });
  return requested;
}

const form = (page: Page) => page.getByRole('form', { name: 'Consultation request' });
const field = (page: Page, label: string) => form(page).getByLabel(label);
const submitButton = (page: Page) =>
  form(page).getByRole('button', { name: /Get Free Consultation|Sending/ });

describe('Cloudflare Turnstile on the contact form', () => {
  it('is not loaded with the page, only once a visitor starts on the form, and its token gets the lead through', async () => {
    const { context, page, errors } = await openPage(browser, 'desktop');
    const requested = await interceptCloudflare(page);
    await page.goto(`${server.baseUrl}/contact`);
    await waitForHydration(page);
    await waitForFormToRespond(form(page));
    expect(await page.locator('meta[name="turnstile-site-key"]').getAttribute('content')).toBe(
      '1x00000000000000000000AA',
    );
    expect(requested).toEqual([]);

    await field(page, 'Full Name').focus();
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
    await form(page).locator('[data-fake-turnstile]').waitFor();

    const email = `turnstile-${randomUUID()}@example.com`;
    await field(page, 'Full Name').fill('Jane Citizen');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Phone or WhatsApp').fill('+61 412 345 678');
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    await submitButton(page).click();
    await expect
      .poll(() => form(page).getByRole('status').textContent())
      .toBe('Form Submitted Successfully');
    expect((await findLeadsByEmail(databaseUrl, email)).map((lead) => lead.name)).toEqual([
      'Jane Citizen',
    ]);
    expect(requested).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
