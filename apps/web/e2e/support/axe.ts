import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 AA rules and axe's best practices, as every accessibility test scans for them. */
const scannedTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's violations on the page as it is now, each with the elements it found. */
export async function accessibilityViolations(
  page: Page,
): Promise<{ id: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page }).withTags(scannedTags).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
