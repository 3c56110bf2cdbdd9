import { readFile } from 'node:fs/promises';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createLead, ensureTestAdmin } from './support/admin.ts';
import { areaLink, openAdminArea, openCrm } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, deviceNames, type DeviceName } from './support/browser.ts';
import { runSql } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/**
 * Each device reads its own week, years before any lead the other tests make: a Monday and the
 * Sunday after it, so the numbers in the tables are the seed's alone.
 */
const seedWeeks = {
  phone: { monday: '2022-03-07', sunday: '2022-03-13', week: '7 Mar 2022', month: 'Mar 2022' },
  desktop: { monday: '2023-03-06', sunday: '2023-03-12', week: '6 Mar 2023', month: 'Mar 2023' },
} as const satisfies Record<DeviceName, unknown>;

/**
 * Three leads through the contact form, then moved back in time into the device's week with their
 * sources, as a visit from a campaign would have left them: two from the spring-2026 campaign (one
 * of them won, $12,000, after reaching Proposal), one from nowhere known.
 */
async function seedLeads(device: DeviceName): Promise<void> {
  const { monday } = seedWeeks[device];
  const leads = [
    { campaign: 'spring-2026', landing: '/react-nodejs', won: false },
    { campaign: 'spring-2026', landing: null, won: true },
    { campaign: null, landing: null, won: false },
  ];
  for (const [index, { campaign, landing, won }] of leads.entries()) {
    const { email } = await createLead(baseUrl, 'Report');
    const createdAt = `${monday}T0${String(index + 1)}:00:00Z`;
    await runSql(
      databaseUrl,
      `update leads
          set created_at = ?, updated_at = ?, last_enquiry_at = ?,
              utm_campaign = ?, landing_page = ?,
              stage = ?, is_won = ?, estimated_value = ?, reached_stage = ?,
              closed_at = cast(? as timestamptz) + interval '2 days'
        where email = ?`,
      [
        createdAt,
        createdAt,
        createdAt,
        campaign,
        landing,
        won ? 'closed_won' : 'new',
        won,
        won ? 12_000 : null,
        won ? 'proposal' : 'new',
        won ? createdAt : null,
        email,
      ],
    );
  }
}

/** Whether any script the page has fetched so far is the charting library's. */
async function chartsLoaded(scripts: readonly Response[]): Promise<boolean> {
  const bodies = await Promise.all(scripts.map((script) => script.text()));
  // Recharts draws into elements of this class; no other code on the site names it.
  return bodies.some((body) => body.includes('recharts-wrapper'));
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Shows a card's numbers as its table, and reads the table's rows as their cells' texts. */
async function readTable(page: Page, title: string): Promise<string[][]> {
  const toggle = card(page, title).getByRole('button', { name: 'Show as table' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  const table = card(page, title).getByRole('table', { name: title });
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tr'), (row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent),
    ),
  );
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;

describe.each(deviceNames)('the Reports tab on a %s', (device) => {
  it('loads its charts only when opened, keeps the period in the address and reads a chart as a table', async () => {
    await seedLeads(device);
    const { monday, sunday, week, month } = seedWeeks[device];
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });

    expect(await chartsLoaded(scripts)).toBe(false);
    await openAdminArea(page, 'Reports');
    await card(page, 'Pipeline funnel').waitFor();
    expect(await chartsLoaded(scripts)).toBe(true);
    // The default period: the address names none until another is chosen.
    expect(searchOf(page).has('reportDays')).toBe(false);

    await page.getByText('30 days', { exact: true }).click();
    await expect.poll(() => searchOf(page).get('reportDays')).toBe('30');

    // A custom range: the last day first, the range between the two days not yet one.
    await page.getByText('Custom', { exact: true }).click();
    await expect.poll(() => searchOf(page).has('reportFrom')).toBe(true);
    await page.getByLabel('To', { exact: true }).fill(sunday);
    await page.getByText('The period must end on or after its first day').waitFor();
    await page.getByLabel('From', { exact: true }).fill(monday);
    await expect
      .poll(() => [searchOf(page).get('reportFrom'), searchOf(page).get('reportTo')])
      .toEqual([monday, sunday]);
    expect(searchOf(page).has('reportDays')).toBe(false);

    await card(page, 'New leads per week').getByText('3 new leads').waitFor();
    expect(await readTable(page, 'New leads per week')).toEqual([
      ['Week starting', 'spring-2026', 'Direct or unknown', 'Total'],
      [week, '2', '1', '3'],
    ]);
    const funnel = await readTable(page, 'Pipeline funnel');
    expect(funnel.slice(1, 5)).toEqual([
      ['New', '3', '33%', '33%'],
      ['Contacted', '1', '100%', '100%'],
      ['Qualified', '1', '100%', '100%'],
      ['Proposal', '1', '0%', '100%'],
    ]);
    expect(await readTable(page, 'Won value per month')).toEqual([
      ['Month', 'Deals won', 'Value won (USD)', 'Average deal (USD)'],
      [month, '1', '$12,000', '$12,000'],
      ['Whole period', '1', '$12,000', '$12,000'],
    ]);

    // The chart's CSV holds the same rows for the same period (one column definition for both).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'New leads per week').getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`report-newLeads-${monday}-${sunday}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')).toContain(`${monday},2,1,3`);

    // Nothing on the tab is wider than a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // The address opens the same report again.
    await page.reload();
    await card(page, 'New leads per week').getByText('3 new leads').waitFor();
    expect(await areaLink(page, 'Reports').getAttribute('aria-current')).toBe('page');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(monday);
    expect(errors).toEqual([]);
    await context.close();
  });
});
