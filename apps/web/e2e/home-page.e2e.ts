import { describe, expect, inject, it } from 'vitest';
import { contactSection } from '../src/content/contact-section.ts';
import {
  closingCallToAction,
  faqSection,
  hero,
  industriesSection,
  pricingSection,
  processSection,
  servicesSection,
  successStoriesSection,
  techStackSection,
  testimonialsSection,
  trustSection,
  whyBuildSection,
} from '../src/content/home.ts';
import {
  deviceNames,
  hydrationErrors,
  browserForThisFile,
  openPage,
  waitForHydration,
} from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

const expectedSections = [
  { label: hero.heading, id: '' },
  { label: 'Key figures', id: '' },
  { label: whyBuildSection.title, id: 'about' },
  { label: servicesSection.title, id: 'services' },
  { label: techStackSection.title, id: '' },
  { label: processSection.title, id: '' },
  { label: successStoriesSection.title, id: '' },
  { label: testimonialsSection.title, id: 'testimonials' },
  { label: industriesSection.title, id: '' },
  { label: trustSection.title, id: '' },
  { label: faqSection.title, id: '' },
  { label: pricingSection.title, id: 'pricing' },
  { label: closingCallToAction.heading, id: '' },
  { label: contactSection.heading, id: 'contact' },
];

describe.each(deviceNames)('home page on a %s', (device) => {
  it('shows the fourteen sections in order, with their anchors, and hydrates cleanly', async () => {
    const { context, page, errors } = await openPage(browser, device);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);

    const sections = await page.$$eval('main > section', (elements) =>
      elements.map((section) => {
        const labelledBy = section.getAttribute('aria-labelledby');
        const label =
          section.getAttribute('aria-label') ??
          (labelledBy === null ? '' : (document.getElementById(labelledBy)?.textContent ?? ''));
        return { label, id: section.id };
      }),
    );
    expect(sections).toEqual(expectedSections);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe(hero.heading);
    expect(hydrationErrors(errors)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows three five-star testimonials, three case studies with three metrics, three packages and eight questions', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/`);
    const ratings = await page
      .getByTestId('testimonial-rating')
      .evaluateAll((elements) =>
        elements.map((element) => [
          element.getAttribute('aria-label'),
          Math.round(element.getBoundingClientRect().width),
        ]),
      );
    // One star every 1.25rem (20 px).
    expect(ratings).toEqual([
      ['Rated 5 out of 5', 100],
      ['Rated 5 out of 5', 100],
      ['Rated 5 out of 5', 100],
    ]);
    const caseStudies = page.locator('section[aria-labelledby="case-studies-heading"] article');
    expect(await caseStudies.count()).toBe(3);
    for (const caseStudy of await caseStudies.all())
      expect(await caseStudy.locator('dd').count()).toBe(3);
    expect(await page.locator('#pricing article').count()).toBe(3);
    expect(await page.locator('#pricing').getByText('Most Popular').count()).toBe(1);
    expect(await page.locator('details summary').count()).toBe(8);
    await context.close();
  });
});
