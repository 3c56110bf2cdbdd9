import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 AA rules and axe's best practices, as every accessibility test scans for them. */
const scannedTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's violations on the page as it is now, each with the elements it found. */
export async function accessibilityViolations(
  page: Page,
  {
    sandboxedFrames = false,
  }: {
    /**
     * The page shows frames where no script may run (an e-mail's sandbox). axe runs its checks in
     * every frame and would wait for those forever: the page is scanned without its frames, whose
     * content is the sender's.
     */
    readonly sandboxedFrames?: boolean;
  } = {},
): Promise<{ id: string; targets: string[] }[]> {
  const builder = new AxeBuilder({ page }).withTags(scannedTags);
  if (sandboxedFrames) builder.setLegacyMode(true).options({ iframes: false });
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
