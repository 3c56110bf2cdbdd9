import { describe, expect, inject, it } from 'vitest';
import { careersPage } from '../src/content/careers.ts';
import { deviceNames, browserForThisFile, openPage } from './support/browser.ts';
import { findCareerSubmissionsByEmail } from './support/career-submissions.ts';
import {
  applicant,
  applicationConfirmation,
  applicationField,
  applicationForm,
  applicationFormHeading,
  applicationSubmitButton,
  applyNowFor,
  fillApplication,
  openCareers as openCareersPage,
  uniqueApplicantEmail,
} from './support/careers-page.ts';
import { isScrolledTo } from './support/page-helpers.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = await browserForThisFile();

const openCareers = (device: (typeof deviceNames)[number]) =>
  openCareersPage(browser, baseUrl, device);

describe.each(deviceNames)('careers on a %s', (device) => {
  it('shows the four positions with every field and the application steps', async () => {
    const { context, page } = await openCareers(device);
    for (const position of careersPage.positions.items) {
      const card = page.getByRole('article', { name: position.title });
      const text = await card.textContent();
      for (const part of [
        position.department,
        position.type,
        position.location,
        position.experience,
        position.compensation,
        position.description,
        ...position.skills,
      ]) {
        expect(text).toContain(part);
      }
      expect(await card.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(
        '#application-form',
      );
    }
    expect(await page.locator('ol h3').allTextContents()).toEqual(
      careersPage.applicationProcess.steps.map((step) => step.title),
    );
    await context.close();
  });

  it('Apply Now chooses the position, names it in the heading and scrolls to the form', async () => {
    const { context, page } = await openCareers(device);
    expect(await applicationFormHeading(page).textContent()).toBe('Apply for a Position');
    await applyNowFor(page, 'DevOps Engineer');

    await expect
      .poll(() => applicationField(page, 'Position').inputValue())
      .toBe('DevOps Engineer');
    expect(await applicationFormHeading(page).textContent()).toBe('Apply for DevOps Engineer');
    await expect.poll(() => isScrolledTo(page, careersPage.applicationForm.id)).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/careers`);
    await context.close();
  });

  it('sends an application to the real server, which stores it, then confirms and resets', async () => {
    const { context, page } = await openCareers(device);
    await applyNowFor(page, 'Mobile Developer React Native');
    // Held until the busy state has been checked, so the check never races the server.
    const { promise: applicationReleased, resolve: releaseApplication } =
      Promise.withResolvers<undefined>();
    await page.route('**/api/careers', async (route) => {
      await applicationReleased;
      await route.continue();
    });
    const email = uniqueApplicantEmail();
    await fillApplication(page, email);
    await applicationSubmitButton(page).click();

    expect(await applicationSubmitButton(page).textContent()).toBe('Submitting...');
    expect(await applicationSubmitButton(page).isDisabled()).toBe(true);
    releaseApplication(undefined);

    const confirmation = applicationConfirmation(page);
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('Application Submitted Successfully!');
    expect(await confirmation.textContent()).toContain(
      "We'll review your application and get back to you within 24 hours.",
    );
    expect(await applicationField(page, 'First Name').inputValue()).toBe('');
    expect(await applicationField(page, 'Position').inputValue()).toBe('');
    expect(await applicationFormHeading(page).textContent()).toBe('Apply for a Position');

    const stored = await findCareerSubmissionsByEmail(databaseUrl, email);
    expect(
      stored.map(({ firstName, lastName, phone, position, description, linkedinUrl }) => ({
        firstName,
        lastName,
        phone,
        position,
        description,
        linkedinUrl,
      })),
    ).toEqual([{ ...applicant, position: 'Mobile Developer React Native', linkedinUrl: null }]);

    await confirmation.getByRole('button', { name: 'Dismiss' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await context.close();
  });

  it("alerts the server's rule when it refuses the application, and keeps what was typed", async () => {
    const { context, page } = await openCareers(device);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const email = uniqueApplicantEmail();
    await applicationField(page, 'Position').selectOption('General Application');
    await fillApplication(page, email, '0901 234 567 ext 2');
    await applicationSubmitButton(page).click();

    await expect.poll(() => alerts).toEqual(['Error: Invalid phone format']);
    expect(await applicationField(page, 'Phone Number').inputValue()).toBe('0901 234 567 ext 2');
    expect(await applicationField(page, 'Position').inputValue()).toBe('General Application');
    expect(await applicationConfirmation(page).count()).toBe(0);
    expect(await findCareerSubmissionsByEmail(databaseUrl, email)).toEqual([]);
    await context.close();
  });

  it("alerts 'Error: ' and the message of a 500 that carries one, and keeps what was typed", async () => {
    const { context, page } = await openCareers(device);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/careers', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Internal trouble' } }),
    );
    await applicationField(page, 'Position').selectOption('Technical Lead');
    await fillApplication(page, uniqueApplicantEmail());
    await applicationSubmitButton(page).click();

    await expect.poll(() => alerts).toEqual(['Error: Internal trouble']);
    expect(await applicationField(page, 'First Name').inputValue()).toBe(applicant.firstName);
    expect(await applicationField(page, 'Position').inputValue()).toBe('Technical Lead');
    expect(await applicationConfirmation(page).count()).toBe(0);
    await context.close();
  });

  it('alerts a connection problem when the network fails', async () => {
    const { context, page } = await openCareers(device);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/careers', (route) => route.abort('failed'));
    await applicationField(page, 'Position').selectOption('Technical Lead');
    await fillApplication(page, uniqueApplicantEmail());
    await applicationSubmitButton(page).click();

    await expect.poll(() => alerts).toEqual(['Error submitting application. Please try again.']);
    expect(await applicationField(page, 'First Name').inputValue()).toBe(applicant.firstName);
    await context.close();
  });

  it('shows the page rules under the fields and sends nothing', async () => {
    const { context, page } = await openCareers(device);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/careers')) requests += 1;
    });
    await applicationSubmitButton(page).click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a position',
      'Please provide at least 50 characters describing why we should hire you',
    ]) {
      expect(await applicationForm(page).getByText(message).isVisible()).toBe(true);
    }
    expect(requests).toBe(0);
    await context.close();
  });
});

describe('careers without JavaScript', () => {
  it('shows the form as a plain multipart post to the careers door, its button enabled', async () => {
    const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/careers`);
    expect(await applicationFormHeading(page).textContent()).toBe('Apply for a Position');
    expect(await applicationField(page, 'Email Address').isVisible()).toBe(true);
    expect(await applicationField(page, 'CV (optional)').getAttribute('type')).toBe('file');
    expect(await applicationSubmitButton(page).isEnabled()).toBe(true);
    const form = applicationForm(page);
    expect({
      method: await form.getAttribute('method'),
      action: await form.getAttribute('action'),
      enctype: await form.getAttribute('enctype'),
    }).toEqual({
      method: 'post',
      action: `/api/careers#${careersPage.applicationForm.id}`,
      enctype: 'multipart/form-data',
    });
    await context.close();
  });
});
