import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ensureTestAdmin, sendCareerApplication, uniquePersonName } from './support/admin.ts';
import { leadCard, openAdminArea, openCrm } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, deviceNames } from './support/browser.ts';
import { findCareerSubmissionsByEmail } from './support/career-submissions.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** A job application as the careers form sends it, with a name no other test uses. */
async function application(firstName: string) {
  const name = uniquePersonName(firstName);
  const [first, last] = name.split(' ') as [string, string];
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  const description = `Five years running Kubernetes for logistics companies.\n\n  I also mentor juniors: ${'k8s-'.repeat(30)}done.`;
  await sendCareerApplication(baseUrl, {
    firstName: first,
    lastName: last,
    email,
    phone: '+84 28 3822 6190',
    linkedinUrl: 'https://www.linkedin.com/in/someone',
    position: 'DevOps Engineer',
    description,
  });
  const [stored] = await findCareerSubmissionsByEmail(databaseUrl, email);
  if (stored === undefined) throw new Error('The application was not stored');
  return { id: stored.id, name, email, description };
}

const drawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Once the drawer has slid in: a half-faded panel would fail on contrast. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

describe.each(deviceNames)('the application detail on a %s', (device) => {
  it("shows 'Why should we hire them?' on the card with the description's first lines, the whole text in the detail", async () => {
    const applicant = await application('Quang');
    const { context, page } = await openCrm(browser, device, baseUrl);
    await openAdminArea(page, 'Career Submissions');
    const card = leadCard(page, applicant.name);
    await card.scrollIntoViewIfNeeded();

    const label = card.getByText('Why should we hire them?', { exact: true });
    expect(await label.isVisible()).toBe(true);
    const description = label.locator('xpath=following-sibling::p[1]');
    const shown = await description.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        text: element.textContent,
        clamp: style.webkitLineClamp,
        lines: Math.round(element.clientHeight / Number.parseFloat(style.lineHeight)),
        cut: element.scrollHeight > element.clientHeight,
      };
    });
    // The whole text is on the card for search and screen readers; three lines of it show.
    expect(shown).toEqual({ text: applicant.description, clamp: '3', lines: 3, cut: true });
    expect(await description.innerText()).toContain('Five years running Kubernetes');

    await card.getByRole('link', { name: applicant.name }).click();
    const reason = drawer(page, applicant.name).getByRole('region', {
      name: 'Why should we hire them?',
    });
    expect(await reason.locator('p').innerText()).toBe(applicant.description);
    await context.close();
  });

  it('opens from its link, takes a note, marks the application Not Selected with a reason, and shows both in the timeline', async () => {
    const applicant = await application('Linh');
    const { context, page, errors } = await openCrm(browser, device, baseUrl);

    await page.goto(`${baseUrl}/admin?application=${String(applicant.id)}`);

    const detail = drawer(page, applicant.name);
    await detail.waitFor();
    expect(await detail.getByText('Stage:').locator('..').innerText()).toContain('Applied');
    const reason = detail.getByRole('region', { name: 'Why should we hire them?' });
    expect(await reason.locator('p').innerText()).toBe(applicant.description);
    expect(await detail.getByRole('link', { name: applicant.email }).getAttribute('href')).toBe(
      `mailto:${applicant.email}`,
    );
    await detail.getByText('No CV attached').waitFor();
    const timeline = detail.getByRole('region', { name: 'Conversation' });
    await timeline.getByText('No e-mails, notes or stage changes yet.').waitFor();
    // The long word wraps inside the drawer instead of widening it.
    expect(await detail.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    await animationsDone(page);
    await page.screenshot({ path: `/tmp/w2-application-drawer-${device}.png` });
    expect(await accessibilityViolations(page)).toEqual([]);

    await timeline.getByPlaceholder('Add a new note...').fill('  Booked the technical interview  ');
    await timeline.getByRole('button', { name: 'Add Note' }).click();
    await timeline.getByText('Note: Booked the technical interview', { exact: true }).waitFor();
    // One history: the note shows once, in the conversation.
    expect(await detail.getByText('Booked the technical interview').count()).toBe(1);

    await detail.getByRole('button', { name: 'Not Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Why was this application not selected?' });
    await dialog.getByLabel('Value').press('Enter');
    await dialog.getByText('Please enter a reason').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: `/tmp/w2-not-selected-dialog-${device}.png` });
    await dialog.getByLabel('Value').fill('Chose a candidate with more Go');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await timeline.getByText('Moved to Not Selected', { exact: true }).waitFor();
    await timeline
      .getByText('Application marked as NOT SELECTED. Reason: Chose a candidate with more Go')
      .waitFor();
    await timeline.getByText('Note: Booked the technical interview', { exact: true }).waitFor();
    await detail.getByText('Chose a candidate with more Go', { exact: true }).waitFor();
    expect(await detail.getByText('Stage:').locator('..').innerText()).toContain('Not Selected');
    expect(await detail.getByRole('button', { name: 'Not Selected' }).isDisabled()).toBe(true);

    // The address holds the application: a reload opens it again, closing ends the link.
    await page.reload();
    await drawer(page, applicant.name).getByText('Booked the technical interview').waitFor();
    await drawer(page, applicant.name).getByRole('button', { name: 'Close dialog' }).click();
    await drawer(page, applicant.name).waitFor({ state: 'detached' });
    await page.waitForURL(`${baseUrl}/admin/hiring`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
