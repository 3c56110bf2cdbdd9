import { describe, expect, inject, it } from 'vitest';
import {
  browserForThisFile,
  openPage,
  waitForHydration,
  waitForFormToRespond,
} from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Each form validates with zod, which must never try to compile code: the CSP forbids eval. */
const forms = [
  {
    path: '/contact',
    submitName: 'Get Free Consultation',
    firstError: 'Please enter a valid email address',
  },
  {
    path: '/careers',
    submitName: 'Submit Application',
    firstError: 'Please enter a valid email address',
  },
  { path: '/admin', submitName: 'Secure Login', firstError: 'Username is required' },
];

describe('forms under the Content Security Policy', () => {
  it.each(forms)(
    '$path validates an empty form without a single violation',
    async ({ path, submitName, firstError }) => {
      const { context, page } = await openPage(browser, 'desktop');
      await context.addInitScript(() => {
        window.localStorage.setItem('cookie-consent', 'declined');
        const violations: string[] = [];
        window.policyViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      const submit = page.getByRole('button', { name: submitName });
      // The public forms hydrate after the page (their button posts plain HTML until then); the
      // admin screen renders only in the browser, its button enabled once it responds.
      if (path === '/admin') await expect.poll(() => submit.isEnabled()).toBe(true);
      else await waitForFormToRespond(submit.locator('xpath=ancestor::form[1]'));

      await submit.click();
      await page.getByText(firstError).first().waitFor();
      expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
      await context.close();
    },
  );
});
