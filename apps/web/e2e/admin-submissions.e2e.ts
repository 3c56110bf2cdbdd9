import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  createLead,
  ensureTestAdmin,
  sendCareerApplication,
  uniquePersonName,
} from './support/admin.ts';
import {
  leadCard,
  openAdminArea,
  openCrm,
  stageOfCard,
  waitForBoard,
  type AdminAreaLabel,
} from './support/admin-page.ts';
import { deviceNames, browserForThisFile } from './support/browser.ts';
import { runSql } from './support/database.ts';

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

    const panel = await openAdminArea(page, 'Contact Submissions');
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

  it('show the career applications on the hiring board with the LinkedIn profile opening in a new tab', async () => {
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
    await openAdminArea(page, 'Career Submissions');

    const card = page.getByRole('article', { name: withProfile.join(' '), exact: true });
    await card.waitFor();
    const text = await card.innerText();
    // A new application starts in Applied; its full text is in its detail.
    expect(
      await card.evaluate((element) => element.closest('[data-stage]')?.getAttribute('data-stage')),
    ).toBe('applied');
    for (const expected of [application.email, application.phone, application.position]) {
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

/** A word no other test's data holds, to find this test's rows by. */
const uniqueWord = () => uniquePersonName('Marker').split(' ')[1] ?? '';

/** Sixty consultation requests, a minute apart, half of them for teams of 16 or more. */
async function seedContactSubmissions(word: string): Promise<void> {
  await runSql(
    databaseUrl,
    `insert into contact_submissions (name, email, contact, company, team_size, message, created_at)
     select 'Bulk ' || ?::text || ' ' || i, 'bulk' || i || '@example.com',
            '+61 400 000 ' || lpad(i::text, 3, '0'), ?::text || ' Pty Ltd',
            case when i % 2 = 0 then '16+' else '1-3' end, 'Message number ' || i,
            now() - i * interval '1 minute'
       from generate_series(1, 60) as i`,
    [word, word],
  );
}

/** Sixty job applications, a minute apart, half of them about Kubernetes. */
async function seedCareerSubmissions(word: string): Promise<void> {
  await runSql(
    databaseUrl,
    `insert into career_submissions (first_name, last_name, email, phone, position, description,
                                     created_at)
     select 'Applicant', ?::text || i, 'applicant' || i || '@example.com', '+84 28 3822 6190',
            'DevOps Engineer',
            case when i % 2 = 0 then 'Kubernetes' else 'Terraform' end || ' for ' || ?::text,
            now() - i * interval '1 minute'
       from generate_series(1, 60) as i`,
    [word, word],
  );
}

/** Opens the tab of the admin address with the given search params. */
async function openTab(page: Page, search: string, tab: AdminAreaLabel): Promise<Locator> {
  await page.goto(`${baseUrl}/admin?${search}`);
  await waitForBoard(page);
  return openAdminArea(page, tab);
}

/** Scrolls to the list's end until it holds `count` cards, as a reader scrolling down would. */
async function scrollUntil(panel: Locator, count: number): Promise<void> {
  await expect
    .poll(async () => {
      await panel.getByRole('article').last().scrollIntoViewIfNeeded();
      return panel.getByRole('article').count();
    })
    .toBe(count);
}

describe.each(deviceNames)('many submissions on a %s', (device) => {
  it('load a page at a time as the list scrolls, and narrow with the filter of the address', async () => {
    const word = uniqueWord();
    await seedContactSubmissions(word);
    await seedCareerSubmissions(word);
    const { context, page, errors } = await openCrm(browser, device, baseUrl);

    const contacts = await openTab(page, `q=${word}`, 'Contact Submissions');
    await contacts.getByText('60 matching contact submissions').waitFor();
    await contacts.getByRole('article').first().waitFor();
    expect(await contacts.getByRole('article').count()).toBe(50);
    expect((await contacts.locator('mark').first().innerText()).toLowerCase()).toBe(
      word.toLowerCase(),
    );
    await scrollUntil(contacts, 60);
    expect(await contacts.getByRole('article').last().innerText()).toContain(`Bulk ${word} 60`);

    const bigTeams = await openTab(page, `q=${word}&teamSize=16%2B`, 'Contact Submissions');
    await bigTeams.getByText('30 matching contact submissions').waitFor();
    expect(await bigTeams.getByRole('article').count()).toBe(30);
    expect(await bigTeams.getByText('16+ developers').count()).toBe(30);

    // The hiring board: all sixty are new, in Applied, a page at a time as the column scrolls.
    const careers = await openTab(page, `q=${word}`, 'Career Submissions');
    const applied = careers.locator('[data-stage="applied"]');
    await applied.getByText('60 matching').waitFor();
    await applied.getByRole('article').first().waitFor();
    expect(await applied.getByRole('article').count()).toBe(50);
    await scrollUntil(applied, 60);

    const kubernetes = await openTab(page, `q=Kubernetes%20for%20${word}`, 'Career Submissions');
    const kubernetesApplied = kubernetes.locator('[data-stage="applied"]');
    await kubernetesApplied.getByText('30 matching').waitFor();
    await kubernetesApplied.getByRole('article').first().waitFor();
    expect(await kubernetesApplied.getByRole('article').count()).toBe(30);
    expect(errors).toEqual([]);
    await context.close();
  });
});
