import { describe, expect, it } from 'vitest';
import {
  javaScriptBudgetBytes,
  markdownSection,
  type MeasurementContext,
  type PageFigures,
} from './lighthouse-report.ts';

const context: MeasurementContext = {
  lighthouse: '13.5.0',
  chromium: 'Chrome/150',
  loadBefore: [0.5, 0.6, 0.7],
  loadAfter: [1, 1, 1],
  command: 'pnpm bench:web',
  date: '2026-11-25',
  cores: 2,
  runsPerPage: 5,
};

function page(path: string, javaScriptBytes: number): PageFigures {
  return {
    path,
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    largestContentfulPaintMs: 1500.4,
    totalBlockingTimeMs: 40.2,
    cumulativeLayoutShift: 0,
    javaScriptBytes,
  };
}

const rowOf = (section: string, path: string) =>
  section.split('\n').find((line) => line.startsWith(`| \`${path}\` |`));

describe('the benchmark section', () => {
  it('is a budget of 150 KiB, named in the introduction', () => {
    expect(javaScriptBudgetBytes).toBe(150 * 1024);
    const section = markdownSection('## Web', [page('/', 1000)], context);
    expect(section).toContain('at most 150 KiB of JavaScript transferred per page');
  });

  it('marks each page over the budget, and only those', () => {
    const section = markdownSection(
      '## Web',
      [
        page('/', javaScriptBudgetBytes + 1),
        page('/about', javaScriptBudgetBytes),
        page('/blog', 232.7 * 1024),
      ],
      context,
    );
    expect(rowOf(section, '/')).toMatch(/\| 150\.0 KiB \*\*over budget\*\* \|$/);
    expect(rowOf(section, '/about')).toMatch(/\| 150\.0 KiB \|$/);
    expect(rowOf(section, '/blog')).toMatch(/\| 232\.7 KiB \*\*over budget\*\* \|$/);
    expect(section).toContain(
      '\n\nJavaScript budget (150 KiB per page): 2 of 3 pages are over it.\n',
    );
  });

  it.each([
    { figures: [page('/', 1)], summary: 'the page is within it.' },
    { figures: [page('/', 1), page('/about', 2)], summary: 'all 2 pages are within it.' },
    {
      figures: [page('/', javaScriptBudgetBytes * 2), page('/about', 2)],
      summary: '1 of 2 pages is over it.',
    },
  ])('sums the pages up under the table: $summary', ({ figures, summary }) => {
    expect(markdownSection('## Web', figures, context)).toContain(
      `JavaScript budget (150 KiB per page): ${summary}`,
    );
  });
});
