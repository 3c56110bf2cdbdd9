import { describe, expect, inject, it } from 'vitest';
import { cvWrongTypeMessage } from '@app/domain';
import { sampleExe, samplePdf } from '@app/domain/cv-samples';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile } from './support/browser.ts';
import { findCareerSubmissionsByEmail, readStoredFile } from './support/career-submissions.ts';
import {
  applicationConfirmation,
  applicationField,
  applicationForm,
  applicationSubmitButton,
  applyNowFor,
  chooseCv,
  fillApplication,
  openCareers,
  uniqueApplicantEmail,
} from './support/careers-page.ts';
import type { Page } from 'playwright-core';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = await browserForThisFile();

const cvField = (page: Page) =>
  applicationForm(page).getByRole('button', { name: 'CV (optional)' });

/** Every request the page sends an application with, by either door. */
function applicationRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/careers' || url.pathname.startsWith('/trpc/')) {
      sent.push(`${request.method()} ${url.pathname} ${request.headers()['content-type'] ?? ''}`);
    }
  });
  return sent;
}

describe('applying with a CV from a phone', () => {
  it('sends the CV with the application; the server keeps its name as the applicant wrote it', async () => {
    const { context, page } = await openCareers(browser, baseUrl, 'phone');
    const sent = applicationRequests(page);
    await applyNowFor(page, 'Technical Lead');
    const email = uniqueApplicantEmail();
    await fillApplication(page, email);
    const cv = Buffer.from(samplePdf('Nguyen Thi Lan - Curriculum vitae'));
    await chooseCv(page, {
      name: 'Nguyễn Thị Lan CV (2026).pdf',
      mimeType: 'application/pdf',
      buffer: cv,
    });
    await expect.poll(() => cvField(page).textContent()).toBe('Nguyễn Thị Lan CV (2026).pdf');
    await applicationForm(page)
      .getByRole('button', { name: 'Remove Nguyễn Thị Lan CV (2026).pdf' })
      .waitFor();

    await applicationSubmitButton(page).click();
    const confirmation = applicationConfirmation(page);
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('Application Submitted Successfully!');
    expect(sent).toEqual([
      expect.stringMatching(/^POST \/api\/careers multipart\/form-data; boundary=/),
    ]);
    expect(await applicationField(page, 'First Name').inputValue()).toBe('');
    expect(await applicationField(page, 'Position').inputValue()).toBe('');
    expect(await cvField(page).textContent()).toBe('Choose a file');

    const [stored] = await findCareerSubmissionsByEmail(databaseUrl, email);
    expect({
      position: stored?.position,
      cvFileName: stored?.cvFileName,
      cvContentType: stored?.cvContentType,
      cvByteSize: stored?.cvByteSize,
    }).toEqual({
      position: 'Technical Lead',
      cvFileName: 'Nguyễn Thị Lan CV (2026).pdf',
      cvContentType: 'application/pdf',
      cvByteSize: cv.length,
    });
    const cvKey = stored?.cvKey;
    if (cvKey === null || cvKey === undefined) throw new Error('the application has no CV');
    expect(await readStoredFile(databaseUrl, cvKey)).toEqual(cv);
    await context.close();
  });

  it('refuses a program renamed .pdf under the field, and sends nothing until it is replaced', async () => {
    const { context, page } = await openCareers(browser, baseUrl, 'phone');
    const sent = applicationRequests(page);
    await applicationField(page, 'Position').selectOption('General Application');
    const email = uniqueApplicantEmail();
    await fillApplication(page, email);
    await chooseCv(page, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(sampleExe()),
    });

    const message = applicationForm(page).getByText(cvWrongTypeMessage);
    await message.waitFor();
    expect(await cvField(page).getAttribute('aria-invalid')).toBe('true');
    // The chosen file's name, its remove button and the message, as a screen reader meets them.
    expect(await accessibilityViolations(page)).toEqual([]);
    await applicationSubmitButton(page).click();
    expect(await message.isVisible()).toBe(true);

    await chooseCv(page, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(samplePdf()),
    });
    await message.waitFor({ state: 'detached' });
    await applicationSubmitButton(page).click();
    await applicationConfirmation(page).waitFor();
    // One request: the refused file's submit sent none before it.
    expect(sent).toHaveLength(1);
    expect(await findCareerSubmissionsByEmail(databaseUrl, email)).toHaveLength(1);
    await context.close();
  });
});
