import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { samplePdf } from '@app/domain/cv-samples';
import { ensureTestAdmin, sendContactRequest, uniquePersonName } from './support/admin.ts';
import { leadCard, openAdminArea, openCrm, toast } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, deviceNames } from './support/browser.ts';
import { findCareerSubmissionsByEmail } from './support/career-submissions.ts';
import { findContactSubmissionsByEmail, findLeadsByEmail } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** A consultation request (its submission and lead) and a job application with a CV, from one address. */
async function seedPerson(firstName: string): Promise<{ name: string; email: string }> {
  const name = uniquePersonName(firstName);
  const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
  await sendContactRequest(baseUrl, {
    name,
    email,
    contact: '+61 412 345 678',
    company: 'Harbour Analytics',
    teamSize: '4-7',
    message: 'Two React engineers, please.',
  });
  const form = new FormData();
  const [first = firstName, last = 'Hart'] = name.split(' ');
  for (const [field, value] of Object.entries({
    firstName: first,
    lastName: last,
    email,
    phone: '+61 412 345 678',
    linkedinUrl: '',
    position: 'Technical Lead',
    description: 'Ten years of React and TypeScript in product teams.',
  })) {
    form.append(field, value);
  }
  form.append('cv', new Blob([samplePdf(`${name} CV`)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${baseUrl}/api/careers`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`POST /api/careers answered ${String(response.status)}`);
  return { name, email };
}

/**
 * Scans once every transition has finished and every dialog is fully opaque: a half-faded dialog
 * would fail on contrast, and a dialog's fade may not have started when the click returns. The
 * tests poll it: on a loaded machine a transition that starts after this wait (a toast, the next
 * fade) still met one scan on a phone.
 */
async function violations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.waitForFunction(() => {
    const opacityOf = (element: Element): number => {
      let opacity = 1;
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity;
    };
    return (
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      Array.from(document.querySelectorAll('[role="dialog"]')).every(
        (dialog) => opacityOf(dialog) === 1,
      )
    );
  });
  return accessibilityViolations(page);
}

/** An e-mail written to the person from their lead's drawer: it waits in the outbox, held for them. */
async function sendEmailFromLead(page: Page, name: string, subject: string): Promise<void> {
  await leadCard(page, name).getByText('Harbour Analytics').click();
  const drawer = page.getByRole('dialog', { name, exact: true });
  const conversation = drawer.getByRole('region', { name: 'Conversation' });
  await conversation.getByRole('button', { name: 'Send e-mail' }).click();
  const form = conversation.getByRole('form', { name: 'New e-mail' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Two engineers are free in March.');
  await form.getByRole('button', { name: 'Preview' }).click();
  await conversation
    .getByRole('region', { name: 'Preview' })
    .getByRole('button', { name: 'Send' })
    .click();
  await conversation.getByRole('article', { name: /^E-mail from .+ to / }).waitFor();
  await drawer.getByRole('button', { name: 'Close dialog' }).click();
  await drawer.waitFor({ state: 'detached' });
}

async function search(page: Page, email: string): Promise<void> {
  const field = page.getByLabel('E-mail address');
  await field.fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('the Privacy tab', () => {
  it.each(deviceNames)(
    'finds, exports and erases a person’s data by address (%s)',
    async (device) => {
      const person = await seedPerson(device === 'phone' ? 'Olivia' : 'Amelia');
      const stranger = await seedPerson('Noah');
      const { context, page, errors } = await openCrm(browser, device, baseUrl);

      const subject = `Developers for ${person.name}`;
      await sendEmailFromLead(page, person.name, subject);

      await openAdminArea(page, 'Privacy');
      await search(page, person.email.toUpperCase());
      const summary = page.getByRole('status').filter({ hasText: 'Held for' });
      await expect
        .poll(() => summary.textContent())
        .toMatch(
          /1 contact submission, 1 lead, 1 career application, 1 CV file, .*1 e-mail of a conversation/,
        );
      for (const group of [
        /^Contact submissions \(1\)$/,
        /^Leads \(1\)$/,
        /^Career applications \(1\)$/,
        /^E-mails of conversations \(1\)$/,
      ]) {
        expect(await page.getByRole('heading', { name: group }).count()).toBe(1);
      }
      const sentCard = page.getByRole('article').filter({ hasText: subject });
      expect(await sentCard.textContent()).toContain('Sent to them');
      expect(await sentCard.textContent()).toContain('Two engineers are free in March.');
      await expect.poll(() => violations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^privacy-\d{4}-\d{2}-\d{2}\.json$/);
      const document = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        email: string;
        contactSubmissions: { email: string }[];
        leads: { email: string }[];
        applications: { email: string; cv: { fileName: string } | null }[];
        conversationMessages: { direction: string; to: string; subject: string }[];
      };
      expect(document.email).toBe(person.email);
      expect(document.contactSubmissions.map((row) => row.email)).toEqual([person.email]);
      expect(document.leads.map((row) => row.email)).toEqual([person.email]);
      expect(document.applications.map((row) => row.cv?.fileName)).toEqual(['cv.pdf']);
      expect(document.conversationMessages).toEqual([
        expect.objectContaining({ direction: 'sent', to: person.email, subject }),
      ]);
      expect(JSON.stringify(document)).not.toContain(stranger.email);

      // The CV is a download of its own beside the document.
      const [cvDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CV, cv.pdf' }).click(),
      ]);
      expect(cvDownload.suggestedFilename()).toBe('cv.pdf');
      expect(await readFile(await cvDownload.path(), 'latin1')).toContain(`${person.name} CV`);

      await page.getByRole('button', { name: 'Erase', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: "Erase this person's data" });
      expect(await dialog.textContent()).toContain(
        `Erase everything held for ${person.email}? This deletes 1 contact submission, 1 lead, 1 career application, 1 CV file`,
      );
      expect(await dialog.textContent()).toContain('1 e-mail of a conversation.');
      await expect.poll(() => violations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Data erased');
      await page.getByText('Nothing is held for this address.').waitFor();

      await search(page, person.email);
      await page.getByText('Nothing is held for this address.').waitFor();
      expect(await findLeadsByEmail(databaseUrl, person.email)).toEqual([]);
      expect(await findContactSubmissionsByEmail(databaseUrl, person.email)).toEqual([]);
      expect(await findCareerSubmissionsByEmail(databaseUrl, person.email)).toEqual([]);
      expect(await findLeadsByEmail(databaseUrl, stranger.email)).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
