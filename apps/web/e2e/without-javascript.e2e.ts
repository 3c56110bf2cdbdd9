import { describe, expect, inject, it } from 'vitest';
import { contactSection } from '../src/content/contact-section.ts';
import { faqItems, hero, statistics } from '../src/content/home.ts';
import { footerLinkGroups } from '../src/content/navigation.ts';
import { deviceNames, browserForThisFile, openPage } from './support/browser.ts';

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
