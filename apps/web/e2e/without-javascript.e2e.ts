import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { blogPageContent } from '../src/content/blog.ts';
import { contactSection } from '../src/content/contact-section.ts';
import { faqItems, hero, statistics } from '../src/content/home.ts';
import { footerLinkGroups, pageHeaderNavigation } from '../src/content/navigation.ts';
import { deviceNames, browserForThisFile, openPage } from './support/browser.ts';
import { isScrolledTo, menuToggle, menuToggleAccessibility } from './support/page-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

describe.each(deviceNames)('with JavaScript disabled on a %s', (device) => {
  it('the home page still shows its content', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('h1').textContent()).toBe(hero.heading);
    expect(await page.getByTestId('statistic-figure').allInnerTexts()).toEqual(
      statistics.map((statistic) => statistic.number),
    );
    const [firstQuestion] = faqItems;
    await page.getByText(firstQuestion?.question ?? '').click();
    expect(await page.getByText(firstQuestion?.answer ?? '').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: contactSection.heading }).isVisible()).toBe(
      true,
    );
    for (const group of footerLinkGroups) {
      expect(
        await page.getByRole('contentinfo').getByRole('heading', { name: group.title }).count(),
      ).toBe(1);
    }
    await context.close();
  });

  it('/contact still shows the contact section and its form', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/contact`);
    expect(await page.locator('h1').textContent()).toBe(contactSection.heading);
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone or WhatsApp',
      'Company',
      'Team Size',
      'Project Details',
    ]) {
      expect(await page.locator('#contact').getByLabel(label).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Get Free Consultation' }).isVisible()).toBe(
      true,
    );
    await context.close();
  });
});

describe('the phone menu with JavaScript disabled', () => {
  it('the menu opens from its toggle and its links go to their pages', async () => {
    const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/about`);
    const mobileNavigation = page.getByRole('navigation', { name: 'Main (mobile)' });
    expect(await mobileNavigation.isVisible()).toBe(false);
    expect(await menuToggleAccessibility(page)).toEqual({ name: 'Open menu', expanded: false });

    await menuToggle(page).click();
    expect(await mobileNavigation.isVisible()).toBe(true);
    expect(await menuToggleAccessibility(page)).toEqual({ name: 'Close menu', expanded: true });
    expect(await mobileNavigation.getByRole('link').allTextContents()).toEqual(
      pageHeaderNavigation.links.map((link) => link.label),
    );
    await menuToggle(page).click();
    expect(await mobileNavigation.isVisible()).toBe(false);

    await menuToggle(page).click();
    await mobileNavigation.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    expect(await page.locator('h1').textContent()).toBe(blogPageContent.hero.title);
    await context.close();
  });

  it("on the home page the menu's items jump to their sections", async () => {
    const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    await menuToggle(page).click();
    await page
      .getByRole('navigation', { name: 'Main (mobile)' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await page.waitForURL(`${baseUrl}/#pricing`);
    await expect.poll(() => isScrolledTo(page, 'pricing')).toBe(true);
    await context.close();
  });
});

describe.each(deviceNames)('/admin on a %s', (device) => {
  const message = (page: Page) =>
    page.getByRole('heading', { level: 1, name: 'The admin screen needs JavaScript' });

  it('says without JavaScript that the admin screen needs it', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/admin`);
    expect(await message(page).isVisible()).toBe(true);
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain(
      'Turn on JavaScript in your browser, then reload this page to sign in.',
    );
    expect(await main.getByRole('link', { name: 'Back to the website' }).getAttribute('href')).toBe(
      '/',
    );
    // Readable: the site's dark text on a white card, not the browser's bare defaults.
    const card = main.locator('div');
    expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(await card.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(13, 27, 54)',
    );
    await context.close();
  });

  it('shows nothing of the message with JavaScript', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(await message(page).count()).toBe(0);
    expect(await page.getByText('needs JavaScript').count()).toBe(0);
    await context.close();
  });
});
