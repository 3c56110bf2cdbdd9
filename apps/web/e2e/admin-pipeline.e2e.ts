import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createLead, ensureTestAdmin } from './support/admin.ts';
import {
  board,
  centreCardInWindow,
  dollars,
  dragAnnouncement,
  dragCardWithMouse,
  holdOverColumn,
  leadCard,
  openCrm,
  pickUpWithKeyboard,
  pressOnCard,
  scrollBoardTo,
  stageColumn,
  stageOfCard,
  statistic,
  toast,
  waitForBoard,
} from './support/admin-page.ts';
import { deviceNames, browserForThisFile, type DeviceName } from './support/browser.ts';
import { findLeadsByEmail } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

async function storedStage(email: string): Promise<string | undefined> {
  const [lead] = await findLeadsByEmail(databaseUrl, email);
  return lead?.stage;
}

async function reloadBoard(page: Page) {
  await page.reload();
  await waitForBoard(page);
}

async function openNotes(page: Page, name: string) {
  await leadCard(page, name).getByRole('button', { name: 'View Notes' }).click();
  const dialog = page.getByRole('dialog', { name: `Notes for ${name}` });
  await dialog.getByRole('listitem').first().or(dialog.getByText('No notes yet')).waitFor();
  return dialog;
}

/** Unfolds Won or Lost on a phone, which folds them at first (a desktop shows them unfolded). */
async function showClosedColumn(page: Page, device: DeviceName, label: string) {
  if (device === 'phone')
    await page.getByRole('button', { name: `Show the ${label} column` }).click();
}

async function moveWithMenu(page: Page, name: string, stage: string) {
  await leadCard(page, name).getByRole('button', { name: 'Move to...' }).click();
  await page.getByRole('menuitem', { name: stage, exact: true }).click();
}

describe('the pipeline board layout', () => {
  it('has seven stage columns in order, 280 to 320 px wide (Won and Lost unfolded on a desktop), scrolling sideways', async () => {
    const lead = await createLead(baseUrl, 'Grace');
    const { context, page } = await openCrm(browser, 'desktop', baseUrl);
    const columns = await page.locator('[data-stage]').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const header = element.querySelector('h2');
        const headerBox = header?.parentElement;
        return {
          stage: (element as HTMLElement).dataset.stage,
          title: header?.firstElementChild?.textContent,
          width: box.width,
          folded: (element as HTMLElement).dataset.collapsed === 'true',
          headerColour: headerBox == null ? '' : getComputedStyle(headerBox).borderTopColor,
        };
      }),
    );
    expect(columns.map((column) => [column.stage, column.title])).toEqual([
      ['new', 'New'],
      ['contacted', 'Contacted'],
      ['qualified', 'Qualified'],
      ['proposal', 'Proposal'],
      ['negotiation', 'Negotiation'],
      ['closed_won', 'Won'],
      ['closed_lost', 'Lost'],
    ]);
    expect(columns.filter((column) => column.folded)).toEqual([]);
    for (const column of columns) {
      expect(column.width).toBeGreaterThanOrEqual(280);
      expect(column.width).toBeLessThanOrEqual(320);
    }
    // Mantine's blue, yellow, orange, grape, pink, green and red at shade 6.
    expect(columns.map((column) => column.headerColour)).toEqual([
      'rgb(34, 139, 230)',
      'rgb(250, 176, 5)',
      'rgb(253, 126, 20)',
      'rgb(190, 75, 219)',
      'rgb(230, 73, 128)',
      'rgb(64, 192, 87)',
      'rgb(250, 82, 82)',
    ]);
    const scroll = await board(page).evaluate((element) => ({
      client: element.clientWidth,
      content: element.scrollWidth,
    }));
    expect(scroll.content).toBeGreaterThan(scroll.client);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    const newCount = Number(
      await stageColumn(page, 'new')
        .locator('h2 > span')
        .nth(1)
        .evaluate((count) => count.firstChild?.textContent),
    );
    // The first page of the column: 50 cards, or all of them when fewer.
    expect(await stageColumn(page, 'new').getByRole('article').count()).toBe(
      Math.min(newCount, 50),
    );

    const card = leadCard(page, lead.name);
    for (const text of [
      lead.company,
      lead.email,
      lead.contact,
      '4-7 developers',
      '0% probability',
      'Created',
    ]) {
      expect(await card.textContent()).toContain(text);
    }
    for (const action of ['View Notes', 'Mark as Won', 'Mark as Lost', 'Delete Lead']) {
      expect(await card.getByRole('button', { name: action }).isVisible()).toBe(true);
    }
    await context.close();
  });
});

describe.each(deviceNames)('working the pipeline on a %s', (device) => {
  it('drags a card to the next column with the mouse; the move shows at once and survives a reload', async () => {
    const lead = await createLead(baseUrl, 'Olivia');
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await scrollBoardTo(page, 'new');
    await centreCardInWindow(page, lead.name);
    const card = leadCard(page, lead.name);

    const pressed = await pressOnCard(page, lead.name);
    expect(await card.getAttribute('data-dragging')).toBeNull();
    await page.mouse.move(pressed.x + 14, pressed.y + 4, { steps: 3 });
    await expect.poll(() => card.getAttribute('data-dragging')).toBe('true');
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.5');
    expect(await dragAnnouncement(page)).toBe(`Picked up lead ${lead.name} from New`);
    await holdOverColumn(page, 'contacted', pressed.y);
    expect(await stageColumn(page, 'new').getAttribute('data-over')).toBeNull();
    await page.mouse.up();

    await expect.poll(() => stageOfCard(page, lead.name)).toBe('contacted');
    expect(await dragAnnouncement(page)).toBe(`Lead ${lead.name} moved to Contacted`);
    await toast(page).getByText('Lead updated successfully').waitFor();
    expect(await storedStage(lead.email)).toBe('contacted');

    await reloadBoard(page);
    expect(await stageOfCard(page, lead.name)).toBe('contacted');
    const notes = await openNotes(page, lead.name);
    expect(await notes.textContent()).toContain('Stage changed from New to Contacted');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes nothing when a card is dropped on its own column or outside the board', async () => {
    const lead = await createLead(baseUrl, 'Henry');
    const { context, page } = await openCrm(browser, device, baseUrl);
    await scrollBoardTo(page, 'new');
    let moves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/trpc/leads.')) moves += 1;
    });
    // A phone's window is shorter than the page, which scrolls to the columns' whole height.
    await stageColumn(page, 'new').scrollIntoViewIfNeeded();
    const column = await stageColumn(page, 'new').boundingBox();
    if (column === null) throw new Error('The column is not visible');
    await dragCardWithMouse(page, lead.name, {
      x: column.x + column.width / 2,
      y: column.y + column.height - 20,
    });
    expect(await dragAnnouncement(page)).toBe(
      `Lead ${lead.name} was dropped back on New, nothing changed`,
    );
    expect(await stageOfCard(page, lead.name)).toBe('new');

    await dragCardWithMouse(page, lead.name, { x: column.x + column.width / 2, y: 100 });
    expect(await dragAnnouncement(page)).toBe(
      `Lead ${lead.name} was dropped outside the stages and stays in New`,
    );
    expect(await stageOfCard(page, lead.name)).toBe('new');
    expect(moves).toBe(0);
    expect(await storedStage(lead.email)).toBe('new');
    await context.close();
  });

  it('moves a card with the keyboard, announcing every step; the move survives a reload', async () => {
    const lead = await createLead(baseUrl, 'Amelia');
    const { context, page } = await openCrm(browser, device, baseUrl);
    const handle = page.getByRole('button', { name: `Drag ${lead.name} to another stage` });
    await handle.focus();
    await pickUpWithKeyboard(page, 'Space');
    await expect.poll(() => dragAnnouncement(page)).toBe(`Picked up lead ${lead.name} from New`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dragAnnouncement(page)).toBe(`Lead ${lead.name} is over Contacted`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dragAnnouncement(page)).toBe(`Lead ${lead.name} is over Qualified`);
    await page.keyboard.press('Space');
    await expect.poll(() => dragAnnouncement(page)).toBe(`Lead ${lead.name} moved to Qualified`);

    await expect.poll(() => stageOfCard(page, lead.name)).toBe('qualified');
    await toast(page).getByText('Lead updated successfully').waitFor();
    await expect
      .poll(() => handle.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expect.poll(() => storedStage(lead.email)).toBe('qualified');

    await handle.focus();
    await pickUpWithKeyboard(page, 'Enter');
    await expect
      .poll(() => dragAnnouncement(page))
      .toBe(`Picked up lead ${lead.name} from Qualified`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dragAnnouncement(page)).toBe(`Lead ${lead.name} is over Contacted`);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => dragAnnouncement(page))
      .toBe(`Moving lead ${lead.name} was cancelled, it stays in Qualified`);

    await reloadBoard(page);
    expect(await stageOfCard(page, lead.name)).toBe('qualified');
    await context.close();
  });

  it('moves a card with its Move to... menu', async () => {
    const lead = await createLead(baseUrl, 'Jack');
    const { context, page } = await openCrm(browser, device, baseUrl);
    await moveWithMenu(page, lead.name, 'Proposal');
    await expect.poll(() => stageOfCard(page, lead.name)).toBe('proposal');
    await toast(page).getByText('Lead updated successfully').waitFor();
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `Lead ${lead.name} moved to Proposal` })
        .count(),
    ).toBe(1);
    await expect.poll(() => storedStage(lead.email)).toBe('proposal');
    await context.close();
  });

  it('rolls a move back and says so when the server refuses it', async () => {
    const lead = await createLead(baseUrl, 'Ruby');
    const { context, page } = await openCrm(browser, device, baseUrl);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/leads.move**', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Internal server error',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
          },
        }),
      });
    });
    await moveWithMenu(page, lead.name, 'Negotiation');
    await expect.poll(() => stageOfCard(page, lead.name)).toBe('negotiation');
    release();

    await toast(page).getByText('Error: Failed to update lead').waitFor();
    await expect.poll(() => stageOfCard(page, lead.name)).toBe('new');
    expect(await storedStage(lead.email)).toBe('new');
    await context.close();
  });

  it('asks for the deal value when a card is dropped on Won, then wins it with its note and new statistics', async () => {
    const lead = await createLead(baseUrl, 'Charlotte');
    const { context, page } = await openCrm(browser, device, baseUrl);
    await moveWithMenu(page, lead.name, 'Negotiation');
    await toast(page).getByText('Lead updated successfully').waitFor();
    const wonBefore = Number(await statistic(page, 'Won'));
    const wonValueBefore = dollars(await statistic(page, 'Won Value'));
    const activeBefore = Number((await statistic(page, 'Active Leads')).replace(/,/g, ''));

    await scrollBoardTo(page, 'negotiation');
    await dragCardWithMouse(page, lead.name, 'closed_won');
    const dialog = page.getByRole('dialog', { name: 'Enter Deal Value' });
    await dialog.waitFor();
    const dialogBox = await dialog.boundingBox();
    expect(
      dialogBox !== null &&
        dialogBox.x >= 0 &&
        dialogBox.x + dialogBox.width <= (page.viewportSize()?.width ?? 0),
    ).toBe(true);
    expect(await dialog.textContent()).toContain(lead.name);
    expect(await dialog.textContent()).toContain(lead.company);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stageOfCard(page, lead.name)).toBe('negotiation');

    await scrollBoardTo(page, 'negotiation');
    await dragCardWithMouse(page, lead.name, 'closed_won');
    await dialog.getByLabel('Value').fill('$50,000');
    await dialog.getByLabel('Value').press('Enter');

    await toast(page).getByText('Lead marked as won with value $50,000').waitFor();
    await showClosedColumn(page, device, 'Won');
    await expect.poll(() => stageOfCard(page, lead.name)).toBe('closed_won');
    expect(await leadCard(page, lead.name).textContent()).toContain('$50,000');
    expect(await leadCard(page, lead.name).textContent()).toContain('100% probability');
    await expect.poll(async () => Number(await statistic(page, 'Won'))).toBe(wonBefore + 1);
    expect(dollars(await statistic(page, 'Won Value'))).toBe(wonValueBefore + 50_000);
    expect(dollars(await statistic(page, 'Total Value'))).toBe(wonValueBefore + 50_000);
    expect(Number((await statistic(page, 'Active Leads')).replace(/,/g, ''))).toBe(
      activeBefore - 1,
    );

    const notes = await openNotes(page, lead.name);
    expect(await notes.getByRole('listitem').first().textContent()).toContain(
      'Lead marked as WON with value: $50000',
    );
    const [stored] = await findLeadsByEmail(databaseUrl, lead.email);
    expect(stored).toMatchObject({
      stage: 'closed_won',
      isWon: true,
      isLost: false,
      probability: 100,
      estimatedValue: 50_000,
    });
    await context.close();
  });

  it('refuses a deal value that is not a number and changes nothing', async () => {
    const lead = await createLead(baseUrl, 'Leo');
    const { context, page } = await openCrm(browser, device, baseUrl);
    await leadCard(page, lead.name).getByRole('button', { name: 'Mark as Won' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Deal Value' });
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Value').fill('lots');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByText('Please enter a valid number').isVisible()).toBe(true);
    await toast(page).getByText('Error: Please enter a valid number').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await stageOfCard(page, lead.name)).toBe('new');
    expect(await storedStage(lead.email)).toBe('new');
    await context.close();
  });

  it('marks a lead lost with a reason', async () => {
    const lead = await createLead(baseUrl, 'Oscar');
    const { context, page } = await openCrm(browser, device, baseUrl);
    const lostBefore = Number(await statistic(page, 'Lost'));
    await leadCard(page, lead.name).getByRole('button', { name: 'Mark as Lost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Why was this lead lost?' });
    expect(await dialog.getByLabel('Value').getAttribute('placeholder')).toBe(
      'Enter reason for losing this lead',
    );
    await dialog.getByLabel('Value').fill('Chose an onshore agency');
    await dialog.getByLabel('Value').press('Enter');

    await toast(page).getByText('Lead marked as lost').waitFor();
    expect(await toast(page).textContent()).toContain('Chose an onshore agency');
    await showClosedColumn(page, device, 'Lost');
    await expect.poll(() => stageOfCard(page, lead.name)).toBe('closed_lost');
    expect(await leadCard(page, lead.name).textContent()).toContain(
      'Lost: Chose an onshore agency',
    );
    await expect.poll(async () => Number(await statistic(page, 'Lost'))).toBe(lostBefore + 1);
    const notes = await openNotes(page, lead.name);
    expect(await notes.getByRole('listitem').first().textContent()).toContain(
      'Lead marked as LOST. Reason: Chose an onshore agency',
    );
    const [stored] = await findLeadsByEmail(databaseUrl, lead.email);
    expect(stored).toMatchObject({
      stage: 'closed_lost',
      isWon: false,
      isLost: true,
      probability: 0,
      lostReason: 'Chose an onshore agency',
    });
    await context.close();
  });

  it('adds a note, which stays after a reload', async () => {
    const lead = await createLead(baseUrl, 'Isla');
    const { context, page } = await openCrm(browser, device, baseUrl);
    const dialog = await openNotes(page, lead.name);
    expect(await dialog.getByText('No notes yet').isVisible()).toBe(true);
    const field = dialog.getByPlaceholder('Add a new note...');
    const add = dialog.getByRole('button', { name: 'Add Note' });
    expect(await add.isDisabled()).toBe(true);
    await field.fill('   ');
    expect(await add.isDisabled()).toBe(true);
    await field.fill('Called: wants a proposal by Friday');
    await field.press('Enter');

    await toast(page).getByText('Note added successfully').waitFor();
    await dialog.getByText('Called: wants a proposal by Friday').waitFor();
    expect(await field.inputValue()).toBe('');
    expect(
      await dialog.getByRole('listitem').first().locator('time').getAttribute('datetime'),
    ).toMatch(/^\d{4}-\d\d-\d\dT/);
    const listHeight = await dialog
      .getByRole('region')
      .evaluate((element) => getComputedStyle(element).maxHeight);
    expect(listHeight).toBe('384px');

    await page.keyboard.press('Escape');
    await reloadBoard(page);
    const reopened = await openNotes(page, lead.name);
    expect(await reopened.textContent()).toContain('Called: wants a proposal by Friday');
    await context.close();
  });

  it('deletes a lead after confirmation', async () => {
    const lead = await createLead(baseUrl, 'Mia');
    const { context, page } = await openCrm(browser, device, baseUrl);
    await leadCard(page, lead.name).getByRole('button', { name: 'Delete Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Lead' });
    expect(await dialog.textContent()).toContain(
      `Are you sure you want to delete the lead ${lead.name} (${lead.company})?`,
    );
    expect(await dialog.textContent()).toContain(
      'This action cannot be undone and will also delete all associated notes.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await leadCard(page, lead.name).count()).toBe(1);

    await leadCard(page, lead.name).getByRole('button', { name: 'Delete Lead' }).click();
    await dialog.getByRole('button', { name: 'Delete Lead' }).click();
    await toast(page).getByText('Lead deleted successfully').waitFor();
    expect(await leadCard(page, lead.name).count()).toBe(0);
    expect(await findLeadsByEmail(databaseUrl, lead.email)).toEqual([]);

    await reloadBoard(page);
    expect(await leadCard(page, lead.name).count()).toBe(0);
    await context.close();
  });
});
