import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { launchChromium } from '@app/testing';

/**
 * The test file's one Chromium, shared by all its tests: launched while the file loads (a
 * top-level await) and closed after its last test.
 */
export async function browserForThisFile(): Promise<Browser> {
  const browser = await launchChromium();
  afterAll(async () => {
    await browser.close();
  });
  return browser;
}

export const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
} as const;

export type DeviceName = keyof typeof devices;
export const deviceNames = ['phone', 'desktop'] as const satisfies readonly DeviceName[];

export type OpenedPage = {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[];
};

export async function openPage(
  browser: Browser,
  device: DeviceName,
  options: { javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    ...devices[device],
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    errors.push(`Uncaught: ${error.message}`);
  });
  return { context, page, errors };
}

/**
 * React reports a failed hydration as a recoverable error on the console; production builds
 * print it as a link to react.dev/errors/<code> (418, 419, 422, 423, 425).
 */
export function hydrationErrors(errors: readonly string[]): string[] {
  return errors.filter((error) =>
    /hydrat|react\.dev\/errors\/(418|419|422|423|425)\b/i.test(error),
  );
}

/** Resolves once React has hydrated the prerendered markup (the router marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Resolves once React handles the form (a public form hydrates with its own chunk, after the
 * page). Its button is enabled before that too, when a click posts the plain HTML form instead.
 */
export async function waitForFormToRespond(form: Locator): Promise<void> {
  await expect.poll(() => form.getAttribute('data-hydrated')).toBe('true');
}
