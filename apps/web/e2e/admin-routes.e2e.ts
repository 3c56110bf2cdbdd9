import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ensureTestAdmin, sendCareerApplication, uniquePersonName } from './support/admin.ts';
import {
  adminAreaView,
  areaLink,
  openAdminArea,
  openCrm,
  waitForBoard,
} from './support/admin-page.ts';
import { deviceNames, browserForThisFile, hydrationErrors } from './support/browser.ts';
import { findCareerSubmissionsByEmail } from './support/career-submissions.ts';
import { insertLeadRow } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** The viewports the tab bar's look is checked at (screenshots under /tmp). */
const screenshotViewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).searchParams;
const drawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const searchBox = (page: Page) => page.getByPlaceholder('Name, e-mail, company, phone or message');

async function lead(firstName: string) {
  const name = uniquePersonName(firstName);
  const id = await insertLeadRow(databaseUrl, {
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    created_at: new Date(),
  });
  return { id, name };
}

async function application(firstName: string) {
  const [first, last] = uniquePersonName(firstName).split(' ') as [string, string];
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  await sendCareerApplication(baseUrl, {
    firstName: first,
    lastName: last,
    email,
    phone: '+84 28 3822 6190',
    linkedinUrl: '',
    position: 'DevOps Engineer',
    description: 'Runs the release train for three product teams.',
  });
  const [stored] = await findCareerSubmissionsByEmail(databaseUrl, email);
  if (stored === undefined) throw new Error('The application was not stored');
  return { id: stored.id, name: `${first} ${last}` };
}

describe.each(deviceNames)('the admin areas on a %s', (device) => {
  it('open at their own addresses from the tab bar’s links, which a reload keeps and Back and Forward move between', async () => {
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    expect(await areaLink(page, 'CRM Pipeline').getAttribute('aria-current')).toBe('page');
    expect(await areaLink(page, 'Privacy').getAttribute('href')).toBe('/admin/privacy');
    await page.setViewportSize(screenshotViewports[device]);
    await page.screenshot({ path: `/tmp/admin-routes-${device}-pipeline.png` });

    await openAdminArea(page, 'Reports');
    await page.getByRole('heading', { level: 3, name: 'Pipeline funnel' }).waitFor();
    await page.screenshot({ path: `/tmp/admin-routes-${device}-reports.png` });
    await page.reload();
    await adminAreaView(page, 'Reports')
      .getByRole('heading', { level: 3, name: 'Pipeline funnel' })
      .waitFor();
    expect(await areaLink(page, 'Reports').getAttribute('aria-current')).toBe('page');
    expect(await areaLink(page, 'CRM Pipeline').getAttribute('aria-current')).toBeNull();

    await openAdminArea(page, 'Audit');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await adminAreaView(page, 'Reports').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin');
    await waitForBoard(page);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await adminAreaView(page, 'Reports').waitFor();

    // A link as any other: the keyboard follows it, a middle click opens it in a new tab.
    await areaLink(page, 'Privacy').focus();
    await page.keyboard.press('Enter');
    await adminAreaView(page, 'Privacy').waitFor();
    expect(pathOf(page)).toBe('/admin/privacy');
    const [newTab] = await Promise.all([
      context.waitForEvent('page'),
      areaLink(page, 'Admins').click({ button: 'middle' }),
    ]);
    await newTab.waitForURL((url) => url.pathname === '/admin/admins');
    await adminAreaView(newTab, 'Admins').waitFor();
    expect(pathOf(page)).toBe('/admin/privacy');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an address with a record and filters', () => {
  it('opens the lead of an alert’s link over the pipeline, and a reload keeps the drawer and the filter of its area', async () => {
    const linked = await lead('Quinn');
    const { context, page, errors } = await openCrm(browser, 'desktop', baseUrl);

    await page.goto(`${baseUrl}/admin?lead=${String(linked.id)}`);
    await drawer(page, linked.name).waitFor();
    expect(pathOf(page)).toBe('/admin');

    const word = linked.name.split(' ')[1] ?? '';
    await page.goto(`${baseUrl}/admin/contacts?q=${word}&lead=${String(linked.id)}`);
    await drawer(page, linked.name).waitFor();
    await page.reload();
    await drawer(page, linked.name).waitFor();
    expect(await areaLink(page, 'Contact Submissions').getAttribute('aria-current')).toBe('page');
    expect(await searchBox(page).inputValue()).toBe(word);

    await drawer(page, linked.name).getByRole('button', { name: 'Close dialog' }).click();
    await drawer(page, linked.name).waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('lead'));
    expect(pathOf(page)).toBe('/admin/contacts');
    expect(searchOf(page).get('q')).toBe(word);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes an alert’s application link to the hiring board with the application open, which a reload keeps', async () => {
    const applicant = await application('Tuan');
    const { context, page, errors } = await openCrm(browser, 'desktop', baseUrl);

    await page.goto(`${baseUrl}/admin?application=${String(applicant.id)}`);
    await page.waitForURL((url) => url.pathname === '/admin/hiring');
    await drawer(page, applicant.name).getByText('Runs the release train').waitFor();
    expect(searchOf(page).get('application')).toBe(String(applicant.id));
    expect(await areaLink(page, 'Career Submissions').getAttribute('aria-current')).toBe('page');

    await page.reload();
    await drawer(page, applicant.name).getByText('Runs the release train').waitFor();
    expect(pathOf(page)).toBe('/admin/hiring');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an unknown admin address', () => {
  it('is the site’s not-found page, with HTTP 404', async () => {
    const { context, page, errors } = await openCrm(browser, 'desktop', baseUrl);
    const response = await page.goto(`${baseUrl}/admin/no-such-area`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(hydrationErrors(errors)).toEqual([]);
    await context.close();
  });
});
