import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { careersPage } from '../../src/content/careers.ts';
import {
  type DeviceName,
  openPage,
  type OpenedPage,
  waitForFormToRespond,
  waitForHydration,
} from './browser.ts';

export const uniqueApplicantEmail = () => `applicant-${randomUUID()}@example.com`;

export const applicationForm = (page: Page) => page.getByRole('form', { name: 'Job application' });
export const applicationField = (page: Page, label: string) =>
  applicationForm(page).getByLabel(label);
export const applicationSubmitButton = (page: Page) =>
  applicationForm(page).getByRole('button', { name: /Submit Application|Submitting/ });
export const applicationFormHeading = (page: Page) =>
  page.locator(`#${careersPage.applicationForm.id} h2`);
/** Clicks the position's Apply Now, which chooses it and scrolls to the form. */
export async function applyNowFor(page: Page, position: string): Promise<void> {
  await page
    .getByRole('article', { name: position })
    .getByRole('link', { name: 'Apply Now' })
    .click();
}

/** Chooses the file in the form's CV field, as the file picker would. */
export async function chooseCv(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await applicationForm(page).locator('input[type="file"]').setInputFiles(file);
}

export const applicationConfirmation = (page: Page) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');

/** /careers with the cookie notice answered, once its form can be used. */
export async function openCareers(
  browser: Browser,
  baseUrl: string,
  device: DeviceName,
): Promise<OpenedPage> {
  const opened = await openPage(browser, device);
  await opened.context.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'declined');
  });
  await opened.page.goto(`${baseUrl}/careers`);
  await waitForHydration(opened.page);
  // The form is its own chunk and hydrates after the page.
  await waitForFormToRespond(applicationForm(opened.page));
  return opened;
}

export const applicant = {
  firstName: 'Nguyen',
  lastName: 'Thi Lan',
  phone: '+84 90 123 4567',
  description:
    'Six years of React Native and TypeScript, shipping banking and retail apps to the App Store and Google Play.',
};

export async function fillApplication(
  page: Page,
  email: string,
  phone = applicant.phone,
): Promise<void> {
  await applicationField(page, 'First Name').fill(applicant.firstName);
  await applicationField(page, 'Last Name').fill(applicant.lastName);
  await applicationField(page, 'Email Address').fill(email);
  await applicationField(page, 'Phone Number').fill(phone);
  await applicationField(page, 'Why should we hire you?').fill(applicant.description);
}
