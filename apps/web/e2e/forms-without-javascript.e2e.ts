import { randomUUID } from 'node:crypto';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formThankYouPaths } from '@app/domain';
import { samplePdf } from '@app/domain/cv-samples';
import { careersPage } from '../src/content/careers.ts';
import { contactSection } from '../src/content/contact-section.ts';
import { careerThankYouTexts, contactThankYouTexts } from '../src/thank-you/thank-you-texts.ts';
import {
  browserForThisFile,
  deviceNames,
  hydrationErrors,
  openPage,
  waitForFormToRespond,
  waitForHydration,
} from './support/browser.ts';
import { findCareerSubmissionsByEmail, readStoredFile } from './support/career-submissions.ts';
import {
  applicant,
  applicationField,
  applicationForm,
  applicationSubmitButton,
  chooseCv,
  fillApplication,
  uniqueApplicantEmail,
} from './support/careers-page.ts';
import { findContactSubmissionsByEmail, findLeadsByEmail } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = await browserForThisFile();

const uniqueEmail = () => `plain-post-${randomUUID()}@example.com`;

const contactForm = (page: Page) => page.getByRole('form', { name: 'Consultation request' });
const contactField = (page: Page, label: string) => contactForm(page).getByLabel(label);
const contactSubmitButton = (page: Page) =>
  contactForm(page).getByRole('button', { name: 'Get Free Consultation' });

/**
 * The thank-you page's address: the browser keeps the fragment of the form's action (the form's
 * section) across the server's redirect, which the page has no element for.
 */
function waitForThankYouPage(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === path);
}

/** Clicks a form's submit button and waits for the page the server answers its post with. */
async function submitAndWaitForAnswer(
  page: Page,
  button: Locator,
  action: string,
): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === action && response.request().method() === 'POST',
    ),
    button.click(),
  ]);
  await page.waitForLoadState();
  return answer;
}

/**
 * The message the field shows under it: named by the field's aria-describedby, and placed below
 * the field itself.
 */
async function messageUnder(page: Page, field: Locator): Promise<string | null> {
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (errorId === undefined) return null;
  const message = page.locator(`[id="${errorId}"]`);
  const [fieldBox, messageBox] = await Promise.all([field.boundingBox(), message.boundingBox()]);
  if (fieldBox === null || messageBox === null)
    throw new Error('the field or its message is hidden');
  expect(messageBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
  return message.textContent();
}

describe.each(deviceNames)('the forms posted with JavaScript disabled on a %s', (device) => {
  it('contact, bad input: the page shows each message under its field and keeps the values', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/contact`);
    const email = `not-an-email-${randomUUID()}`;
    await contactField(page, 'Full Name').fill('J');
    await contactField(page, 'Email Address').fill(email);
    await contactField(page, 'Phone or WhatsApp').fill('123');
    await contactField(page, 'Company').fill('Acme & Sons <Pty> $& Ltd');
    await contactField(page, 'Team Size').selectOption('4-7');
    await contactField(page, 'Project Details').fill('A marketplace.\nFor local trades.');

    const answer = await submitAndWaitForAnswer(page, contactSubmitButton(page), '/api/contact');

    expect(answer.status()).toBe(400);
    expect(page.url()).toBe(`${baseUrl}/api/contact#${contactSection.id}`);
    expect(await messageUnder(page, contactField(page, 'Full Name'))).toBe(
      'Name must be at least 2 characters',
    );
    expect(await messageUnder(page, contactField(page, 'Email Address'))).toBe(
      'Please enter a valid email address',
    );
    expect(await messageUnder(page, contactField(page, 'Phone or WhatsApp'))).toBe(
      'Please enter a valid contact number',
    );
    expect(await messageUnder(page, contactField(page, 'Company'))).toBeNull();
    expect({
      name: await contactField(page, 'Full Name').inputValue(),
      email: await contactField(page, 'Email Address').inputValue(),
      contact: await contactField(page, 'Phone or WhatsApp').inputValue(),
      company: await contactField(page, 'Company').inputValue(),
      teamSize: await contactField(page, 'Team Size').inputValue(),
      message: await contactField(page, 'Project Details').inputValue(),
    }).toEqual({
      name: 'J',
      email,
      contact: '123',
      company: 'Acme & Sons <Pty> $& Ltd',
      teamSize: '4-7',
      message: 'A marketplace.\nFor local trades.',
    });
    expect(await findContactSubmissionsByEmail(databaseUrl, email)).toEqual([]);
    await context.close();
  });

  it('contact, good input: the thank-you page, the submission and its lead stored', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    const email = uniqueEmail();
    await contactField(page, 'Full Name').fill('Jane Citizen');
    await contactField(page, 'Email Address').fill(email);
    await contactField(page, 'Phone or WhatsApp').fill('+61 412 345 678');
    await contactField(page, 'Team Size').selectOption('1-3');

    await contactSubmitButton(page).click();
    await waitForThankYouPage(page, formThankYouPaths.contact);

    expect(await page.locator('h1').textContent()).toBe(contactThankYouTexts.heading);
    expect(await page.getByText(contactThankYouTexts.title, { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText(contactThankYouTexts.message).isVisible()).toBe(true);
    const stored = await findContactSubmissionsByEmail(databaseUrl, email);
    expect(
      stored.map(({ name, contact, teamSize, spamReason }) => ({
        name,
        contact,
        teamSize,
        spamReason,
      })),
    ).toEqual([
      { name: 'Jane Citizen', contact: '+61 412 345 678', teamSize: '1-3', spamReason: null },
    ]);
    expect(
      (await findLeadsByEmail(databaseUrl, email)).map(({ name, stage }) => ({ name, stage })),
    ).toEqual([{ name: 'Jane Citizen', stage: 'new' }]);
    await context.close();
  });

  it('careers, bad input with a CV: each message under its field, the values kept, the CV asked for again', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/careers`);
    const email = uniqueApplicantEmail();
    await applicationField(page, 'First Name').fill('N');
    await applicationField(page, 'Last Name').fill(applicant.lastName);
    await applicationField(page, 'Email Address').fill(email);
    await applicationField(page, 'Phone Number').fill('12345');
    await applicationField(page, 'LinkedIn Profile').fill('not a url');
    await applicationField(page, 'Position').selectOption('DevOps Engineer');
    await applicationField(page, 'Why should we hire you?').fill('Too short.');
    await chooseCv(page, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(samplePdf()),
    });

    const answer = await submitAndWaitForAnswer(
      page,
      applicationSubmitButton(page),
      '/api/careers',
    );

    expect(answer.status()).toBe(400);
    expect(page.url()).toBe(`${baseUrl}/api/careers#${careersPage.applicationForm.id}`);
    const messages = {
      firstName: await messageUnder(page, applicationField(page, 'First Name')),
      lastName: await messageUnder(page, applicationField(page, 'Last Name')),
      phone: await messageUnder(page, applicationField(page, 'Phone Number')),
      linkedinUrl: await messageUnder(page, applicationField(page, 'LinkedIn Profile')),
      description: await messageUnder(page, applicationField(page, 'Why should we hire you?')),
      cv: await messageUnder(page, applicationField(page, 'CV (optional)')),
    };
    expect(messages).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: null,
      phone: 'Please enter a valid phone number',
      linkedinUrl: 'Please enter a valid LinkedIn URL',
      description: 'Please provide at least 50 characters describing why we should hire you',
      cv: 'Please choose your CV again',
    });
    expect(await page.locator(`#${careersPage.applicationForm.id} h2`).textContent()).toBe(
      'Apply for DevOps Engineer',
    );
    expect({
      firstName: await applicationField(page, 'First Name').inputValue(),
      email: await applicationField(page, 'Email Address').inputValue(),
      linkedinUrl: await applicationField(page, 'LinkedIn Profile').inputValue(),
      position: await applicationField(page, 'Position').inputValue(),
      description: await applicationField(page, 'Why should we hire you?').inputValue(),
    }).toEqual({
      firstName: 'N',
      email,
      linkedinUrl: 'not a url',
      position: 'DevOps Engineer',
      description: 'Too short.',
    });
    expect(await findCareerSubmissionsByEmail(databaseUrl, email)).toEqual([]);
    await context.close();
  });

  it('careers, good input with a CV: the thank-you page, the application and its CV stored', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/careers`);
    const email = uniqueApplicantEmail();
    await fillApplication(page, email);
    await applicationField(page, 'Position').selectOption('Technical Lead');
    const cv = Buffer.from(samplePdf('Nguyen Thi Lan - Curriculum vitae'));
    await chooseCv(page, { name: 'Lan CV.pdf', mimeType: 'application/pdf', buffer: cv });

    await applicationSubmitButton(page).click();
    await waitForThankYouPage(page, formThankYouPaths.career);

    expect(await page.locator('h1').textContent()).toBe(careerThankYouTexts.heading);
    expect(await page.getByText(careerThankYouTexts.message).isVisible()).toBe(true);
    const stored = await findCareerSubmissionsByEmail(databaseUrl, email);
    expect(
      stored.map(({ firstName, position, description, cvFileName, spamReason }) => ({
        firstName,
        position,
        description,
        cvFileName,
        spamReason,
      })),
    ).toEqual([
      {
        firstName: applicant.firstName,
        position: 'Technical Lead',
        description: applicant.description,
        cvFileName: 'Lan CV.pdf',
        spamReason: null,
      },
    ]);
    const cvKey = stored[0]?.cvKey;
    if (cvKey === null || cvKey === undefined) throw new Error('the application has no CV');
    expect(await readStoredFile(databaseUrl, cvKey)).toEqual(cv);
    await context.close();
  });
});

describe('a form submitted before the page has hydrated', () => {
  it('goes through as a plain post while the app chunk is blocked, and is stored', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.route('**/assets/entry-client-*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/contact`);
    const email = uniqueEmail();
    await contactField(page, 'Full Name').fill('Early Bird');
    await contactField(page, 'Email Address').fill(email);
    await contactField(page, 'Phone or WhatsApp').fill('+61 412 345 678');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await contactSubmitButton(page).click();
    await waitForThankYouPage(page, formThankYouPaths.contact);

    expect(await page.locator('h1').textContent()).toBe(contactThankYouTexts.heading);
    expect((await findLeadsByEmail(databaseUrl, email)).map((lead) => lead.name)).toEqual([
      'Early Bird',
    ]);
    await context.close();
  });

  it('is answered with the form again, which then hydrates at its own address and sends by script', async () => {
    const { context, page, errors } = await openPage(browser, 'desktop');
    const { promise: appReleased, resolve: releaseApp } = Promise.withResolvers<undefined>();
    await page.route('**/assets/entry-client-*.js', async (route) => {
      await appReleased;
      await route.continue();
    });
    await page.goto(`${baseUrl}/careers`);
    const email = uniqueApplicantEmail();
    await fillApplication(page, email);
    await applicationField(page, 'First Name').fill('N');
    await applicationField(page, 'Position').selectOption('Technical Lead');
    const answer = await submitAndWaitForAnswer(
      page,
      applicationSubmitButton(page),
      '/api/careers',
    );
    expect(answer.status()).toBe(400);

    releaseApp(undefined);
    await waitForHydration(page);
    await waitForFormToRespond(applicationForm(page));
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(
      `/careers#${careersPage.applicationForm.id}`,
    );
    expect(hydrationErrors(errors)).toEqual([]);
    expect(await messageUnder(page, applicationField(page, 'First Name'))).toBe(
      'First name must be at least 2 characters',
    );
    expect(await applicationField(page, 'Position').inputValue()).toBe('Technical Lead');

    await applicationField(page, 'First Name').fill(applicant.firstName);
    expect(await messageUnder(page, applicationField(page, 'First Name'))).toBeNull();
    await applicationSubmitButton(page).click();
    await page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText(careerThankYouTexts.heading)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/careers');
    expect(await applicationField(page, 'First Name').inputValue()).toBe('');
    expect(
      (await findCareerSubmissionsByEmail(databaseUrl, email)).map((stored) => stored.position),
    ).toEqual(['Technical Lead']);
    await context.close();
  });
});

describe('a careers form filled before it hydrated', () => {
  it('takes over what was typed and the CV chosen, and sends them by script', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const { promise: formReleased, resolve: releaseForm } = Promise.withResolvers<undefined>();
    await page.route('**/assets/CareerApplicationForm-*.js', async (route) => {
      await formReleased;
      await route.continue();
    });
    await page.goto(`${baseUrl}/careers`);
    await waitForHydration(page);
    const email = uniqueApplicantEmail();
    await fillApplication(page, email);
    await applicationField(page, 'Position').selectOption('General Application');
    const cv = Buffer.from(samplePdf());
    await chooseCv(page, { name: 'early.pdf', mimeType: 'application/pdf', buffer: cv });

    releaseForm(undefined);
    await waitForFormToRespond(applicationForm(page));
    expect(await applicationField(page, 'Position').inputValue()).toBe('General Application');
    await applicationSubmitButton(page).click();
    await page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText(careerThankYouTexts.heading)
      .waitFor();

    expect(new URL(page.url()).pathname).toBe('/careers');
    const stored = await findCareerSubmissionsByEmail(databaseUrl, email);
    expect(
      stored.map(({ firstName, description, cvFileName }) => ({
        firstName,
        description,
        cvFileName,
      })),
    ).toEqual([
      {
        firstName: applicant.firstName,
        description: applicant.description,
        cvFileName: 'early.pdf',
      },
    ]);
    await context.close();
  });
});

describe('the thank-you pages', () => {
  it.each(Object.values(formThankYouPaths))(
    '%s is a prerendered page that search engines neither index nor find in the sitemap',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(
        '<meta data-page-head name="robots" content="noindex, nofollow">',
      );
      expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toContain(path);
    },
  );
});
