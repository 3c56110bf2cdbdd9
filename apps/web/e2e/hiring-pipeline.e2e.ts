import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { samplePdf } from '@app/domain/cv-samples';
import { ensureTestAdmin, uniquePersonName } from './support/admin.ts';
import {
  board,
  dragAnnouncement,
  dragCardWithMouse,
  leadCard,
  openAdminArea,
  openCrm,
  pickUpWithKeyboard,
  stageOfCard,
} from './support/admin-page.ts';
import { browserForThisFile } from './support/browser.ts';
import {
  findApplicationNotes,
  findCareerSubmissionsByEmail,
} from './support/career-submissions.ts';
import {
  applicationConfirmation,
  applicationField,
  applicationSubmitButton,
  applyNowFor,
  chooseCv,
  fillApplication,
  openCareers,
  uniqueApplicantEmail,
} from './support/careers-page.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** Applies from a phone for the Technical Lead role, with a CV; answers who applied. */
async function applyFromPhone(cv: Buffer): Promise<{ name: string; email: string }> {
  const { context, page } = await openCareers(browser, baseUrl, 'phone');
  await applyNowFor(page, 'Technical Lead');
  const email = uniqueApplicantEmail();
  await fillApplication(page, email);
  const name = uniquePersonName('Thao');
  const [firstName, lastName] = name.split(' ') as [string, string];
  await applicationField(page, 'First Name').fill(firstName);
  await applicationField(page, 'Last Name').fill(lastName);
  await chooseCv(page, {
    name: `${name} CV.pdf`,
    mimeType: 'application/pdf',
    buffer: cv,
  });
  await applicationSubmitButton(page).click();
  await applicationConfirmation(page).waitFor();
  await context.close();
  return { name, email };
}

async function storedApplication(email: string) {
  const [stored] = await findCareerSubmissionsByEmail(databaseUrl, email);
  if (stored === undefined) throw new Error('The application was not stored');
  return stored;
}

const drawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function closeDrawer(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await drawer(page, name).waitFor({ state: 'detached' });
}

describe('the hiring pipeline, from a phone application to Welcome Aboard', () => {
  it('shows the application in Applied, downloads its CV, moves it by mouse and keyboard, takes a note and hires', async () => {
    const cv = Buffer.from(samplePdf('Curriculum vitae of a technical lead'));
    const applicant = await applyFromPhone(cv);
    const { id } = await storedApplication(applicant.email);

    const { context, page } = await openCrm(browser, 'desktop', baseUrl);
    await openAdminArea(page, 'Career Submissions');
    await board(page).waitFor();
    expect(await board(page).getAttribute('aria-label')).toBe('Hiring board');
    const card = leadCard(page, applicant.name);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => stageOfCard(page, applicant.name)).toBe('applied');
    expect(await card.innerText()).toContain('Technical Lead');

    // Read it: the drawer holds the full text and the CV.
    await card.getByRole('link', { name: applicant.name, exact: true }).click();
    const detail = drawer(page, applicant.name);
    await detail.waitFor();
    const reason = detail.getByRole('region', { name: 'Why should we hire them?' });
    expect(await reason.innerText()).toContain('Six years of React Native and TypeScript');
    const storedName = `${applicant.name} CV.pdf`;
    const downloading = page.waitForEvent('download');
    await detail.getByRole('button', { name: `Download CV, ${storedName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(storedName);
    expect(await readFile(await download.path())).toEqual(cv);
    await closeDrawer(page, applicant.name);

    // Drag it to Technical Assessment with the mouse.
    await dragCardWithMouse(page, applicant.name, 'technical_assessment');
    await expect.poll(() => stageOfCard(page, applicant.name)).toBe('technical_assessment');
    await expect
      .poll(async () => (await storedApplication(applicant.email)).stage)
      .toBe('technical_assessment');

    // Then on to Culture Fit with the keyboard, as a screen-reader user would.
    await leadCard(page, applicant.name)
      .getByRole('button', { name: `Drag ${applicant.name} to another stage` })
      .focus();
    await pickUpWithKeyboard(page, 'Space');
    await expect
      .poll(() => dragAnnouncement(page))
      .toBe(`Picked up application ${applicant.name} from Technical Assessment`);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => dragAnnouncement(page))
      .toBe(`Application ${applicant.name} is over Culture Fit`);
    await page.keyboard.press('Space');
    await expect
      .poll(() => dragAnnouncement(page))
      .toBe(`Application ${applicant.name} moved to Culture Fit`);
    await expect.poll(() => stageOfCard(page, applicant.name)).toBe('culture_fit');
    await expect
      .poll(async () => (await storedApplication(applicant.email)).stage)
      .toBe('culture_fit');

    // A note, from the card's View Notes.
    await leadCard(page, applicant.name).getByRole('button', { name: 'View Notes' }).click();
    await detail.waitFor();
    await detail.getByPlaceholder('Add a new note...').fill('Strong system design interview');
    await detail.getByRole('button', { name: /^Add/ }).click();
    await detail.getByText('Strong system design interview').waitFor();

    // Welcome Aboard, after its confirmation.
    await detail.getByRole('button', { name: 'Welcome Aboard' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Welcome Aboard' });
    await confirmation.getByRole('button', { name: 'Welcome Aboard' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedApplication(applicant.email)).stage).toBe('hired');
    expect(await findApplicationNotes(databaseUrl, id)).toEqual([
      'Stage changed from Applied to Technical Assessment',
      'Stage changed from Technical Assessment to Culture Fit',
      'Strong system design interview',
      'Applicant hired: Welcome Aboard',
    ]);
    await detail.getByText('Applicant hired: Welcome Aboard').waitFor();
    await context.close();
  });
});
