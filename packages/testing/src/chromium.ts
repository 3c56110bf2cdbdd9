import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: `npx playwright install` cannot run on these machines. */
export const chromiumExecutablePath = '/usr/bin/chromium';

/** A headless Chromium in a container, with nothing of its own on the network besides the pages. */
export const chromiumFlags: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath, args: [...chromiumFlags] });
}
