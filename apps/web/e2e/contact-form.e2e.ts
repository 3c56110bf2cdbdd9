import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { findLeadsByEmail } from './support/database.ts';
import {
  deviceNames,
  hydrationErrors,
  browserForThisFile,
  openPage,
  waitForFormToRespond,
  waitForHydration,
} from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = await browserForThisFile();

const uniqueEmail = () => `lead-${randomUUID()}@example.com`;

/** A field of the contact form (the footer has a navigation landmark named 'Company' too). */
const field = (page: Page, label: string) => page.locator('#contact').getByLabel(label);

async function fillRequiredFields(
  page: Page,
  entry: { name: string; email: string; contact: string },
) {
  await field(page, 'Full Name').fill(entry.name);
  await field(page, 'Email Address').fill(entry.email);
  await field(page, 'Phone or WhatsApp').fill(entry.contact);
}

const submitButton = (page: Page) =>
  page.getByRole('button', { name: /Get Free Consultation|Sending/ });

const contactForm = (page: Page) => page.getByRole('form', { name: 'Consultation request' });

/** The form hydrates with its own chunk, after the rest of the page. */
async function waitForContactForm(page: Page): Promise<void> {
  await waitForHydration(page);
  await waitForFormToRespond(contactForm(page));
}
const statusLine = (page: Page) => page.locator('#contact').getByRole('status');

/** Spec section 8: what the visitor is told when the request was not taken. */
const failureToasts = {
  refused: {
    title: 'Form Submission Issue',
    message: 'X. Please email us directly at hello@bamboobridgeteams.com.au.',
  },
  noAnswer: {
    title: 'Connection Error',
    message: 'Please check your connection and try again, or email us directly',
  },
} as const;

/** The colour of the toast's accent in the destructive style: Mantine's red at the theme's shade 7. */
const destructiveAccent = 'rgb(240, 62, 62)';

const enquiry = {
  name: 'Jane Citizen',
  contact: '+61 412 345 678',
  company: 'Acme Pty Ltd',
  message: 'A marketplace for local trades.',
} as const;

/** The answers a request can get on its way: the server's, a proxy's, or none at all. */
const unacceptedAnswers = [
  {
    answer: '200 {"success": false, "error": "X"}',
    reply: (route: Route) => route.fulfill({ status: 200, json: { success: false, error: 'X' } }),
    status: 'X',
    toast: failureToasts.refused,
  },
  {
    answer: '500 {"success": false, "error": "X"}',
    reply: (route: Route) => route.fulfill({ status: 500, json: { success: false, error: 'X' } }),
    status: 'X',
    toast: failureToasts.refused,
  },
  {
    answer: "200 with an HTML page (a captive portal's)",
    reply: (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Sign in to the Wi-Fi</title><h1>Sign in</h1>',
      }),
    status: 'Network error occurred',
    toast: failureToasts.noAnswer,
  },
  {
    answer: 'a dropped connection',
    reply: (route: Route) => route.abort('connectionreset'),
    status: 'Network error occurred',
    toast: failureToasts.noAnswer,
  },
] as const;

describe.each(deviceNames)('contact form on a %s', (device) => {
  it('sends the request to the real server, which stores the lead', async () => {
    const { context, page, errors } = await openPage(browser, device);
    await page.goto(`${baseUrl}/contact`);
    await waitForContactForm(page);
    // Held until the busy state has been checked, so the check never races the server.
    const { promise: submissionReleased, resolve: releaseSubmission } =
      Promise.withResolvers<undefined>();
    await page.route('**/api/contact', async (route) => {
      await submissionReleased;
      await route.continue();
    });
    const email = uniqueEmail();
    await fillRequiredFields(page, { name: 'Jane Citizen', email, contact: '+61 412 345 678' });
    await field(page, 'Company').fill('Acme Pty Ltd');
    await field(page, 'Team Size').selectOption('4-7');
    await field(page, 'Project Details').fill('A marketplace for local trades.');
    await submitButton(page).click();

    expect(await submitButton(page).textContent()).toBe('Sending...');
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await statusLine(page).textContent()).toBe('Sending....');
    releaseSubmission(undefined);

    await expect.poll(() => statusLine(page).textContent()).toBe('Form Submitted Successfully');
    const toast = page.getByRole('alert');
    expect(await toast.textContent()).toContain('Success!');
    expect(await toast.textContent()).toContain(
      "Your message has been sent. We'll get back to you within 2 hours.",
    );
    expect(await field(page, 'Full Name').inputValue()).toBe('');

    const leads = await findLeadsByEmail(databaseUrl, email);
    expect(
      leads.map(({ name, contact, company, teamSize, message, stage }) => ({
        name,
        contact,
        company,
        teamSize,
        message,
        stage,
      })),
    ).toEqual([
      {
        name: 'Jane Citizen',
        contact: '+61 412 345 678',
        company: 'Acme Pty Ltd',
        teamSize: '4-7',
        message: 'A marketplace for local trades.',
        stage: 'new',
      },
    ]);
    expect(hydrationErrors(errors)).toEqual([]);
    await context.close();
  });

  it("shows the server's rule when it rejects the request, keeps the values and stores nothing", async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/`);
    await waitForContactForm(page);
    const email = uniqueEmail();
    await fillRequiredFields(page, { name: 'Jane Citizen', email, contact: '12345' });
    await submitButton(page).click();

    await expect.poll(() => statusLine(page).textContent()).toBe('Contact number too short');
    const toast = page.getByRole('alert');
    expect(await toast.textContent()).toContain('Form Submission Issue');
    expect(await toast.textContent()).toContain(
      'Please email us directly at hello@bamboobridgeteams.com.au',
    );
    expect(await field(page, 'Phone or WhatsApp').inputValue()).toBe('12345');
    expect(await findLeadsByEmail(databaseUrl, email)).toEqual([]);
    await context.close();
  });

  it.each(unacceptedAnswers)(
    'reads $answer as not sent: its status, a destructive toast, the values kept',
    async ({ reply, status, toast: expectedToast }) => {
      const { context, page } = await openPage(browser, device);
      await page.goto(`${baseUrl}/contact`);
      await waitForContactForm(page);
      await page.route('**/api/contact', reply);
      const email = uniqueEmail();
      await fillRequiredFields(page, { name: enquiry.name, email, contact: enquiry.contact });
      await field(page, 'Company').fill(enquiry.company);
      await field(page, 'Project Details').fill(enquiry.message);
      await submitButton(page).click();

      await expect.poll(() => statusLine(page).textContent()).toBe(status);
      const toast = page.getByRole('alert');
      await toast.getByText(expectedToast.title, { exact: true }).waitFor();
      expect(await toast.textContent()).toContain(expectedToast.message);
      expect(
        await toast.evaluate((element) => getComputedStyle(element, '::before').backgroundColor),
      ).toBe(destructiveAccent);
      expect(await page.getByText('Success!').count()).toBe(0);
      expect(await page.getByText('Form Submitted Successfully').count()).toBe(0);
      expect({
        name: await field(page, 'Full Name').inputValue(),
        email: await field(page, 'Email Address').inputValue(),
        contact: await field(page, 'Phone or WhatsApp').inputValue(),
        company: await field(page, 'Company').inputValue(),
        message: await field(page, 'Project Details').inputValue(),
      }).toEqual({ ...enquiry, email });
      expect(await submitButton(page).isEnabled()).toBe(true);
      await context.close();
    },
  );

  it('shows the page rules under the fields, re-checks them as they change, and sends nothing', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/contact`);
    await waitForContactForm(page);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) requests += 1;
    });
    await submitButton(page).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid contact number',
    ]) {
      expect(await page.getByText(message).isVisible()).toBe(true);
    }
    const errorColour = await page
      .getByText('Name must be at least 2 characters')
      .evaluate((element) => getComputedStyle(element).color);
    expect(errorColour).toBe('rgb(201, 42, 42)');
    // The field in error is marked by its border and message; its placeholder stays muted, as a
    // field's without an error does, so it never reads as something typed.
    const looks = (label: string) =>
      field(page, label).evaluate((input) => ({
        placeholder: getComputedStyle(input, '::placeholder').color,
        border: getComputedStyle(input).borderTopColor,
      }));
    // The border eases into its error colour (Mantine's transition): wait for it to arrive.
    await expect.poll(async () => (await looks('Full Name')).border).toBe(errorColour);
    const inError = await looks('Full Name');
    const fine = await looks('Company');
    expect(inError.placeholder).toBe(fine.placeholder);
    expect(fine.border).not.toBe(errorColour);

    await field(page, 'Full Name').fill('Jo');
    expect(await page.getByText('Name must be at least 2 characters').count()).toBe(0);
    expect(await page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(requests).toBe(0);
    expect(await statusLine(page).textContent()).toBe('');
    await context.close();
  });

  it('keeps what the visitor typed before the form hydrated, its button enabled throughout', async () => {
    const { context, page } = await openPage(browser, device);
    const { promise: formChunkReleased, resolve: releaseFormChunk } =
      Promise.withResolvers<undefined>();
    await page.route('**/assets/ContactForm-*.js', async (route) => {
      await formChunkReleased;
      await route.continue();
    });
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const email = uniqueEmail();
    await fillRequiredFields(page, { name: 'Early Typist', email, contact: '+61 412 345 678' });
    // A click now would post the plain form (forms-without-javascript.e2e.ts).
    expect(await submitButton(page).isEnabled()).toBe(true);

    releaseFormChunk(undefined);
    await waitForFormToRespond(contactForm(page));
    await submitButton(page).click();
    await expect.poll(() => statusLine(page).textContent()).toBe('Form Submitted Successfully');
    expect(page.url()).toBe(`${baseUrl}/contact`);
    expect((await findLeadsByEmail(databaseUrl, email)).map((lead) => lead.name)).toEqual([
      'Early Typist',
    ]);
    await context.close();
  });

  it('reports a network failure and lets F8 move focus to the toast', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/contact`);
    await waitForContactForm(page);
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await fillRequiredFields(page, {
      name: 'Jane Citizen',
      email: uniqueEmail(),
      contact: '+61 412 345 678',
    });
    await submitButton(page).click();

    await expect.poll(() => statusLine(page).textContent()).toBe('Network error occurred');
    const toast = page.getByRole('alert');
    expect(await toast.textContent()).toContain('Connection Error');
    expect(await toast.textContent()).toContain(
      'Please check your connection and try again, or email us directly',
    );

    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
      ),
    ).toBe('Notifications (F8)');
    await page.keyboard.press('Enter');
    await expect.poll(() => toast.count()).toBe(0);
    await context.close();
  });
});
