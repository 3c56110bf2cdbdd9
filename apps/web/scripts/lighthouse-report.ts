/** The figures `pnpm bench:web` measures per page, and the Markdown section it writes them to. */

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Issue 18: no public page may transfer more JavaScript than this (KiB, as the table shows). */
export const javaScriptBudgetBytes = 150 * 1024;

export type PageFigures = {
  readonly path: string;
  readonly scores: Readonly<Record<(typeof categories)[number], number>>;
  readonly largestContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
  readonly cumulativeLayoutShift: number;
  readonly javaScriptBytes: number;
};

export type MeasurementContext = {
  readonly lighthouse: string;
  readonly chromium: string;
  /** The machine's load averages over 1, 5 and 15 minutes before the first and after the last page. */
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
  /** The command as run, with the pages it was given. */
  readonly command: string;
  /** The day of the measurement, as YYYY-MM-DD. */
  readonly date: string;
  readonly cores: number;
  readonly runsPerPage: number;
};

const formatLoad = (load: readonly number[]): string =>
  load.map((value) => value.toFixed(2)).join(', ');

const kibibytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

const isOverBudget = (page: PageFigures): boolean => page.javaScriptBytes > javaScriptBudgetBytes;

function javaScriptCell(page: PageFigures): string {
  const size = kibibytes(page.javaScriptBytes);
  return isOverBudget(page) ? `${size} **over budget**` : size;
}

const budget = `${String(javaScriptBudgetBytes / 1024)} KiB`;

/** The line under the table: how many pages are over the budget, or that all are within it. */
function budgetSummary(figures: readonly PageFigures[]): string {
  const total = figures.length;
  const overBudget = figures.filter(isOverBudget).length;
  const lead = `JavaScript budget (${budget} per page):`;
  if (overBudget === 0) {
    return total === 1
      ? `${lead} the page is within it.`
      : `${lead} all ${String(total)} pages are within it.`;
  }
  const pages = total === 1 ? 'page' : 'pages';
  const verb = overBudget === 1 ? 'is' : 'are';
  return `${lead} ${String(overBudget)} of ${String(total)} ${pages} ${verb} over it.`;
}

export function markdownSection(
  heading: string,
  figures: readonly PageFigures[],
  context: MeasurementContext,
): string {
  const rows = figures.map(
    (page) =>
      `| \`${page.path}\` | ${page.scores.performance} | ${page.scores.accessibility} | ${page.scores['best-practices']} | ${page.scores.seo} | ${Math.round(page.largestContentfulPaintMs)} ms | ${Math.round(page.totalBlockingTimeMs)} ms | ${page.cumulativeLayoutShift.toFixed(3)} | ${javaScriptCell(page)} |`,
  );
  return [
    heading,
    '',
    `Measured by \`${context.command}\` on ${context.date}: the production build served by the real server (compressed), Lighthouse ${context.lighthouse} with its default mobile preset (simulated slow 4G, 4x CPU slowdown) in ${context.chromium}, median of ${String(context.runsPerPage)} runs per page, on ${String(context.cores)} cores with load averages (1, 5 and 15 minutes) of ${formatLoad(context.loadBefore)} before and ${formatLoad(context.loadAfter)} after (Lighthouse times the real main thread and scales it, so a busy machine lowers Performance). Target: Performance >= 95; Accessibility, Best Practices and SEO = 100; CLS 0; at most ${budget} of JavaScript transferred per page.`,
    '',
    '| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | JavaScript (transferred) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    budgetSummary(figures),
    '',
  ].join('\n');
}
