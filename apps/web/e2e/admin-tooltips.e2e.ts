import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tooltipTiming } from '../src/admin/admin-tooltips.tsx';
import {
  createLead,
  ensureTestAdmin,
  sendCareerApplication,
  uniquePersonName,
} from './support/admin.ts';
import { leadCard, openAdminArea, openCrm } from './support/admin-page.ts';
import { browserForThisFile, deviceNames, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** In the page's own clock (ms): when the pointer entered each named control, when each tooltip showed. */
type TooltipTimes = {
  readonly entered: { readonly name: string; readonly at: number }[];
  readonly shown: { readonly text: string; readonly at: number }[];
};

/**
 * Notes the times in the page itself, so the measured delays hold no round trips to the test:
 * the pointer entering a control with an aria-label, and a tooltip element being added.
 */
function recordTooltipTimes(): void {
  const times: TooltipTimes = { entered: [], shown: [] };
  Object.assign(window, { tooltipTimes: times });
  document.addEventListener(
    'mouseover',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('[aria-label]') : null;
      const name = control?.getAttribute('aria-label');
      const last = times.entered.at(-1);
      if (name != null && last?.name !== name) times.entered.push({ name, at: event.timeStamp });
    },
    true,
  );
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        const tooltip = node.matches('[role="tooltip"]')
          ? node
          : node.querySelector('[role="tooltip"]');
        if (tooltip !== null) {
          times.shown.push({ text: tooltip.textContent, at: performance.now() });
        }
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}

const tooltipTimes = (page: Page): Promise<TooltipTimes> =>
  page.evaluate(() => (window as unknown as { tooltipTimes: TooltipTimes }).tooltipTimes);

/** Ms from the pointer entering the named control to its tooltip showing. */
async function delayBeforeTooltip(page: Page, name: string): Promise<number> {
  const { entered, shown } = await tooltipTimes(page);
  const enteredAt = entered.findLast((entry) => entry.name === name)?.at;
  const shownAt = shown.findLast((entry) => entry.text === name)?.at;
  if (enteredAt === undefined || shownAt === undefined) {
    throw new Error(`No times for ${name}: ${JSON.stringify({ entered, shown })}`);
  }
  return shownAt - enteredAt;
}

async function moveMouseTo(page: Page, control: Locator): Promise<void> {
  // A column shows few cards at once and scrolls on its own: the control comes into its view.
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (box === null) throw new Error('The control is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

const tooltip = (page: Page, name: string): Locator =>
  page.getByRole('tooltip', { name, exact: true });

describe('tooltips on the admin icon-only controls (desktop)', () => {
  it('show after 700 ms of hovering, and at once on a second control reached within 300 ms', async () => {
    const first = await createLead(baseUrl, 'Tamsin');
    const second = await createLead(baseUrl, 'Ulrich');
    const { context, page } = await openCrm(browser, 'desktop', baseUrl);
    await page.evaluate(recordTooltipTimes);
    const firstName = `Drag ${first.name} to another stage`;
    const secondName = `Drag ${second.name} to another stage`;
    const firstHandle = leadCard(page, first.name).getByRole('button', { name: firstName });
    const secondHandle = leadCard(page, second.name).getByRole('button', { name: secondName });
    await secondHandle.scrollIntoViewIfNeeded();
    await firstHandle.scrollIntoViewIfNeeded();

    await moveMouseTo(page, firstHandle);
    await tooltip(page, firstName).waitFor();
    const firstDelay = await delayBeforeTooltip(page, firstName);
    expect(firstDelay).toBeGreaterThanOrEqual(tooltipTiming.openDelayMs - 50);

    await moveMouseTo(page, secondHandle);
    await tooltip(page, secondName).waitFor();
    const skippedDelay = await delayBeforeTooltip(page, secondName);
    expect(skippedDelay).toBeLessThan(tooltipTiming.skipDelayMs);
    await tooltip(page, firstName).waitFor({ state: 'detached' });

    // Once the last tooltip has closed, the next waits the full delay again.
    await page.mouse.move(2, 2);
    await tooltip(page, secondName).waitFor({ state: 'detached' });
    await moveMouseTo(page, firstHandle);
    await tooltip(page, firstName).waitFor();
    expect(await delayBeforeTooltip(page, firstName)).toBeGreaterThanOrEqual(
      tooltipTiming.openDelayMs - 50,
    );
    await context.close();
  });

  it("name the dialog's close button and the password toggle as their accessible names do", async () => {
    const lead = await createLead(baseUrl, 'Wilhelmina');
    const crm = await openCrm(browser, 'desktop', baseUrl);
    await leadCard(crm.page, lead.name).getByRole('button', { name: 'View Notes' }).click();
    const dialog = crm.page.getByRole('dialog', { name: `Notes for ${lead.name}` });
    await moveMouseTo(crm.page, dialog.getByRole('button', { name: 'Close dialog' }));
    await tooltip(crm.page, 'Close dialog').waitFor();
    await crm.context.close();

    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/admin`);
    const toggle = page.getByRole('button', { name: 'Show password' });
    await moveMouseTo(page, toggle);
    await tooltip(page, 'Show password').waitFor();
    await page.mouse.down();
    await page.mouse.up();
    await tooltip(page, 'Hide password').waitFor();
    expect(await page.getByRole('button', { name: 'Hide password' }).count()).toBe(1);
    await context.close();
  });
});

/** A job application on the hiring board, with a name no other test uses. */
async function sendApplication(firstName: string): Promise<string> {
  const name = uniquePersonName(firstName);
  const [first, last] = name.split(' ') as [string, string];
  await sendCareerApplication(baseUrl, {
    firstName: first,
    lastName: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    phone: '+84 28 3822 6190',
    linkedinUrl: '',
    position: 'DevOps Engineer',
    description: 'Five years running Kubernetes for logistics companies.',
  });
  return name;
}

/**
 * Rests the pointer on the control until its tooltip shows. Coming straight from the previous
 * control, the group's skip delay usually spares the open delay (the first test measures both).
 */
async function tooltipOf(page: Page, control: Locator, text: string): Promise<void> {
  await moveMouseTo(page, control);
  await tooltip(page, text).waitFor();
}

describe.each(deviceNames)('tooltips of the icon-bearing admin actions on a %s', (device) => {
  it("show on every action of a card, the header and the board, with the spec's delays", async () => {
    // Spec section 9; the one tooltip group of the admin screen applies them to every tooltip.
    expect(tooltipTiming).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
    const lead = await createLead(baseUrl, 'Xanthe');
    const applicant = await sendApplication('Yusuf');
    const { context, page } = await openCrm(browser, device, baseUrl);
    const card = leadCard(page, lead.name);
    const button = (name: string) => card.getByRole('button', { name, exact: true });
    const foldWon = device === 'phone' ? 'Show the Won column' : 'Fold the Won column';

    for (const [control, text] of [
      [button(`Drag ${lead.name} to another stage`), `Drag ${lead.name} to another stage`],
      [button('Move to...'), `Choose the stage to move ${lead.name} to`],
      [button('View Notes'), 'Read and add notes on this lead'],
      [button('Mark as Won'), 'Close this lead as won, with its deal value'],
      [button('Mark as Lost'), 'Close this lead as lost, with the reason'],
      [button('Delete Lead'), 'Delete this lead and all its notes'],
      [page.getByRole('button', { name: 'Logout' }), 'End this session and return to the login'],
      [
        page.getByRole('button', { name: 'Export CSV' }),
        'Download the leads shown, search and filters applied, as a CSV file',
      ],
      [page.getByRole('button', { name: foldWon }), foldWon],
    ] as const) {
      await tooltipOf(page, control, text);
    }

    await openAdminArea(page, 'Career Submissions');
    const application = leadCard(page, applicant);
    for (const [name, text] of [
      ['View Notes', 'Open the application, its notes and its stage changes'],
      ['Welcome Aboard', 'Hire the applicant: the application moves to Welcome Aboard'],
      ['Not Selected', 'Turn the application down, with the reason'],
      ['Delete Application', 'Delete the application, its notes and its CV'],
    ] as const) {
      await tooltipOf(page, application.getByRole('button', { name, exact: true }), text);
    }
    await context.close();
  });
});
