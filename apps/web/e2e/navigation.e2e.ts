import { describe, expect, inject, it } from 'vitest';
import { contactSection } from '../src/content/contact-section.ts';
import { hero, pricingSection } from '../src/content/home.ts';
import { homeHeaderNavigation } from '../src/content/navigation.ts';
import { browserForThisFile, openPage, waitForHydration } from './support/browser.ts';
import { isScrolledTo, scrollY } from './support/page-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

describe('header on the home page (desktop)', () => {
  it.each(homeHeaderNavigation.links.map((link) => link.label))(
    '%s smooth-scrolls to its section',
    async (label) => {
      const link = homeHeaderNavigation.links.find((candidate) => candidate.label === label);
      const sectionId = link?.kind === 'section' ? link.sectionId : '';
      const { context, page } = await openPage(browser, 'desktop');
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: label })
        .click();
      await expect.poll(() => isScrolledTo(page, sectionId)).toBe(true);
      expect(page.url()).toBe(`${baseUrl}/`);
      await context.close();
    },
  );

  it("'Get Started' scrolls to the contact section", async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => isScrolledTo(page, 'contact')).toBe(true);
    await context.close();
  });
});

describe('header on other pages (desktop)', () => {
  it.each([
    ['Pricing', 'pricing'],
    ['Get Started', 'contact'],
  ])("'%s' goes to the home page, then scrolls to #%s", async (label, sectionId) => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    await header.getByRole('link', { name: label }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    // The address changes before the home page has replaced /contact, whose own contact section
    // already sits at the top: only once home is shown does the scroll position say anything.
    await expect.poll(() => page.locator('h1').textContent()).toBe(hero.heading);
    await expect.poll(() => isScrolledTo(page, sectionId)).toBe(true);
    await context.close();
  });
});

describe('mobile menu (phone)', () => {
  it('opens with the same items, and closes after a choice, scrolling to the section', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const mobileNavigation = page.getByRole('navigation', { name: 'Main (mobile)' });
    expect(await mobileNavigation.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await mobileNavigation.isVisible()).toBe(true);
    expect(await mobileNavigation.getByRole('link').allTextContents()).toEqual(
      homeHeaderNavigation.links.map((link) => link.label),
    );

    await mobileNavigation.getByRole('link', { name: 'Pricing' }).click();
    expect(await mobileNavigation.isVisible()).toBe(false);
    await expect.poll(() => isScrolledTo(page, 'pricing')).toBe(true);
    expect(await page.getByRole('heading', { name: pricingSection.title }).isVisible()).toBe(true);
    await context.close();
  });

  it('works from the keyboard: Enter opens and focuses the first item, Escape closes and returns focus', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Services');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('navigation', { name: 'Main (mobile)' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open menu',
    );

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => isScrolledTo(page, 'testimonials')).toBe(true);
    await context.close();
  });
});

describe('scrolling behaviours', () => {
  it('scrolls to the top whenever the address changes', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Bamboo Bridge Teams', exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => scrollY(page)).toBe(0);
    await context.close();
  });

  it('honours the scroll-to-contact flag once, about 100 ms after the home page loads', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${baseUrl}/contact`);
    await page.evaluate(() => {
      sessionStorage.setItem('scroll-to-contact', 'true');
    });
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => isScrolledTo(page, 'contact')).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('scroll-to-contact'))).toBeNull();
    expect(await page.getByRole('heading', { name: contactSection.heading }).isVisible()).toBe(
      true,
    );

    // The page's timers run on a clock the test moves on: once the home page has hydrated, every
    // timer due within a second fires at once, and with reduced motion a scroll would be a jump.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    // The home page hydrates after the document's marker, from its own chunk: React has claimed
    // its markup once the statistics carry React's own reference to their component.
    await page.waitForFunction(() => {
      const count = document.querySelector('[data-testid="statistic-count"]');
      return count !== null && Object.keys(count).some((key) => key.startsWith('__reactFiber$'));
    });
    await page.clock.runFor(1000);
    expect(await scrollY(page)).toBe(0);
    await context.close();
  });

  it('jumps instead of animating when the visitor prefers reduced motion', async () => {
    const { context, page } = await openPage(browser, 'desktop', { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Pricing' })
      .click();
    expect(await isScrolledTo(page, 'pricing')).toBe(true);
    await context.close();
  });
});
