import { describe, expect, inject, it } from 'vitest';
import { hero } from '../src/content/home.ts';
import { servicePagePaths } from '../src/content/page-paths.ts';
import { servicePages, type ToolsSection } from '../src/content/services.ts';
import { deviceNames, browserForThisFile, openPage, waitForHydration } from './support/browser.ts';
import { isScrolledTo, scrollY } from './support/page-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

async function openService(device: (typeof deviceNames)[number], path: string) {
  const opened = await openPage(browser, device);
  await opened.context.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'declined');
  });
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  return opened;
}

describe('service page calls to action without JavaScript', () => {
  it.each(servicePagePaths)(
    '%s links every call to action to the home contact section, or to its tools',
    async (path) => {
      const { context, page } = await openPage(browser, 'desktop', { javaScriptEnabled: false });
      await page.goto(`${baseUrl}${path}`);
      const servicePage = servicePages[path];
      const buttons = [
        servicePage.hero.primaryCta,
        ...(servicePage.hero.secondaryCta ? [servicePage.hero.secondaryCta] : []),
        servicePage.closingCta.button,
      ];
      for (const button of buttons) {
        const hrefs = await page
          .getByRole('main')
          .getByRole('link', { name: button.label, exact: true })
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs.length).toBeGreaterThan(0);
        expect(new Set(hrefs)).toEqual(
          new Set([button.action.kind === 'scroll' ? `#${button.action.target}` : '/#contact']),
        );
      }
      await context.close();
    },
  );
});

describe.each(deviceNames)('service pages on a %s', (device) => {
  it("the hero's call to action goes to the home page and scrolls to its contact section", async () => {
    const { context, page } = await openService(device, '/devops-cloud');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Optimize Your Infrastructure' })
      .click();
    await page.waitForURL(`${baseUrl}/`);
    // The address changes before the lazily loaded home page replaces the previous one.
    await expect.poll(() => page.locator('h1').textContent()).toBe(hero.heading);
    await expect.poll(() => isScrolledTo(page, 'contact')).toBe(true);
    await context.close();
  });

  it('the closing call to action does the same', async () => {
    const { context, page } = await openService(device, '/python-django');
    await page.getByRole('main').getByRole('link', { name: 'Start Your Project' }).last().click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => isScrolledTo(page, 'contact')).toBe(true);
    await context.close();
  });

  it("'See Our Tools' smooth-scrolls to the six tools on the same page", async () => {
    const { context, page } = await openService(device, '/rapid-prototyping');
    expect(await scrollY(page)).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'See Our Tools' }).click();
    await expect.poll(() => isScrolledTo(page, 'tools')).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/rapid-prototyping`);
    const toolsSection = servicePages['/rapid-prototyping'].sections.find(
      (section): section is ToolsSection => section.kind === 'tools',
    );
    expect(await page.locator('#tools h3').allTextContents()).toEqual(
      toolsSection?.tools.map((tool) => tool.name),
    );
    await context.close();
  });

  it('the rapid prototyping page has its four benefits, four steps, design section and 24-48 hour promise', async () => {
    const { context, page } = await openService(device, '/rapid-prototyping');
    const main = page.getByRole('main');
    for (const title of [
      'Speed to Market',
      'Cost Effective',
      'Iterative Design',
      'AI-Enhanced',
      'Concept and Design',
      'AI Development',
      'Testing and Iteration',
      'Handoff and Scale',
    ]) {
      expect(await main.getByRole('heading', { name: title, exact: true }).isVisible()).toBe(true);
    }
    expect(await main.getByRole('heading', { name: 'Every prototype includes' }).isVisible()).toBe(
      true,
    );
    expect(
      await main
        .getByRole('region', { name: 'See Your Idea Working in 24-48 Hours' })
        .textContent(),
    ).toContain('24-48 hours');
    await context.close();
  });
});
