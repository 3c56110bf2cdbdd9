import { describe, expect, inject, it } from 'vitest';
import {
  createLead,
  ensureTestAdmin,
  sendCareerApplication,
  uniquePersonName,
} from './support/admin.ts';
import { leadCard, openCrm, stageOfCard } from './support/admin-page.ts';
import { deviceNames, browserForThisFile } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

describe.each(deviceNames)('submission tabs on a %s', (device) => {
  it('show the contact requests the public form sent, each also a new lead on the board', async () => {
    const full = await createLead(baseUrl, 'Sophie', {
      teamSize: '8-15',
      message: 'A booking platform for clinics.\nLaunch in March.',
    });
    const bare = await createLead(baseUrl, 'Lucas', { company: '', teamSize: '', message: '' });
    const { context, page } = await openCrm(browser, device, baseUrl);
    expect(await stageOfCard(page, full.name)).toBe('new');
    expect(await stageOfCard(page, bare.name)).toBe('new');

    await page.getByRole('tab', { name: 'Contact Submissions' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Contact Submissions' });
    const fullCard = panel.getByRole('article', { name: full.name, exact: true });
    await fullCard.waitFor();
    const fullText = await fullCard.innerText();
    for (const text of [
      full.email,
      full.contact,
      full.company,
      '8-15 developers',
      'A booking platform for clinics.\nLaunch in March.',
    ]) {
      expect(fullText).toContain(text);
    }
    expect(await fullCard.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);

    const bareText = await panel.getByRole('article', { name: bare.name, exact: true }).innerText();
    expect(bareText).toContain(bare.email);
    expect(bareText).not.toContain('Company');
    expect(bareText).not.toContain('developers');
    expect(bareText).not.toContain('Message');
    expect(await leadCard(page, full.name).isVisible()).toBe(false);
    expect(await panel.getByRole('article').count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('show the career applications with the LinkedIn profile opening in a new tab', async () => {
    const withProfile = uniquePersonName('Minh').split(' ');
    const withoutProfile = uniquePersonName('Linh').split(' ');
    const application = {
      email: 'applicant@example.com',
      phone: '+84 28 3822 6190',
      position: 'DevOps Engineer',
      description: 'Five years running Kubernetes clusters in production for fintech clients.',
    };
    await sendCareerApplication(baseUrl, {
      ...application,
      firstName: withProfile[0] ?? '',
      lastName: withProfile[1] ?? '',
      linkedinUrl: 'https://www.linkedin.com/in/minh-example',
    });
    await sendCareerApplication(baseUrl, {
      ...application,
      firstName: withoutProfile[0] ?? '',
      lastName: withoutProfile[1] ?? '',
      linkedinUrl: '',
    });
    const { context, page } = await openCrm(browser, device, baseUrl);
    await page.getByRole('tab', { name: 'Career Submissions' }).click();

    const card = page.getByRole('article', { name: withProfile.join(' '), exact: true });
    await card.waitFor();
    const text = await card.innerText();
    for (const expected of [
      application.email,
      application.phone,
      application.position,
      'Why should we hire them?',
      application.description,
    ]) {
      expect(text).toContain(expected);
    }
    const link = card.getByRole('link', { name: /LinkedIn Profile/ });
    expect(await link.getAttribute('href')).toBe('https://www.linkedin.com/in/minh-example');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    const bare = page.getByRole('article', { name: withoutProfile.join(' '), exact: true });
    expect(await bare.getByRole('link', { name: /LinkedIn/ }).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });
});
