import { describe, expect, it } from 'vitest';
import { contactSection } from './contact-section.ts';
import {
  benefits,
  caseStudies,
  closingCallToAction,
  faqItems,
  hero,
  industries,
  pricingPackages,
  pricingSection,
  processSteps,
  serviceGroups,
  statisticFigure,
  statistics,
  technologyCategories,
  testimonials,
  testimonialsSection,
  trustCategories,
  whyBuildSection,
  servicesSection,
} from './home.ts';
import {
  footerLinkGroups,
  homeHeaderNavigation,
  pageHeaderNavigation,
  socialLinks,
  type NavigationLink,
} from './navigation.ts';
import { businessRegistrationLine, copyrightNotice, site } from './site.ts';

const describeLink = (link: NavigationLink): string =>
  link.kind === 'page' ? `${link.label} -> ${link.href}` : `${link.label} -> #${link.sectionId}`;

const allCopy = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allCopy);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allCopy);
  return [];
};

describe('hero', () => {
  it('offers the two spec buttons, scrolling to contact and services', () => {
    expect(hero.primaryButton).toEqual({
      label: 'Get a Free Estimate',
      targetSectionId: 'contact',
    });
    expect(hero.secondaryButton).toEqual({ label: 'Our Services', targetSectionId: 'services' });
  });
});

describe('statistics band', () => {
  it('shows 100+, 95%, 14 days and 60%, counting up to the numeric part', () => {
    expect(statistics.map(({ number, countTo, suffix }) => ({ number, countTo, suffix }))).toEqual([
      { number: '100+', countTo: 100, suffix: '+' },
      { number: '95%', countTo: 95, suffix: '%' },
      { number: '14 days', countTo: 14, suffix: { one: ' day', other: ' days' } },
      { number: '60%', countTo: 60, suffix: '%' },
    ]);
  });

  it('renders each figure as its count target followed by its suffix', () => {
    for (const statistic of statistics) {
      expect(statisticFigure(statistic, statistic.countTo)).toBe(statistic.number);
    }
  });

  it('makes a unit that is a word agree with the count: 0 days, 1 day, 2 days', () => {
    const days = { suffix: { one: ' day', other: ' days' } };
    expect([0, 1, 2].map((count) => statisticFigure(days, count))).toEqual([
      '0 days',
      '1 day',
      '2 days',
    ]);
    expect(statisticFigure({ suffix: '%' }, 1)).toBe('1%');
  });
});

describe('home sections', () => {
  it('has six benefit cards for Why Build Your Team, anchored as about', () => {
    expect(whyBuildSection.title).toMatch(/^Why Build Your Team/);
    expect(whyBuildSection.id).toBe('about');
    expect(benefits).toHaveLength(6);
  });

  it('has the three service groups in order, each with titled features', () => {
    expect(servicesSection.id).toBe('services');
    expect(serviceGroups.map((group) => group.title)).toEqual([
      'Dedicated Development Teams',
      'AI-Powered Rapid Prototyping',
      'Complete Team Setup',
    ]);
    for (const group of serviceGroups) {
      expect(group.features.length).toBeGreaterThan(0);
      for (const feature of group.features) {
        expect(feature.title).not.toBe('');
        expect(feature.description).not.toBe('');
      }
    }
  });

  it('groups the tech stack into the five spec categories', () => {
    expect(technologyCategories.map((category) => category.title)).toEqual([
      'Frontend',
      'Backend',
      'Mobile',
      'Cloud & DevOps',
      'Database',
    ]);
  });

  it('runs the four-step process with the spec durations', () => {
    expect(processSteps.map(({ step, title, duration }) => ({ step, title, duration }))).toEqual([
      { step: 1, title: 'Initial Consultation', duration: '1-2 days' },
      { step: 2, title: 'Team Assembly', duration: '5-7 days' },
      { step: 3, title: 'Rapid Deployment', duration: '1-2 days' },
      { step: 4, title: 'Ongoing Success', duration: 'Ongoing' },
    ]);
  });

  it('has three case studies, each with a category, technologies and exactly three metrics', () => {
    expect(caseStudies).toHaveLength(3);
    for (const caseStudy of caseStudies) {
      expect(caseStudy.category).not.toBe('');
      expect(caseStudy.technologies.length).toBeGreaterThan(0);
      expect(caseStudy.metrics).toHaveLength(3);
    }
  });

  it('has three five-star testimonials in the testimonials section', () => {
    expect(testimonialsSection.id).toBe('testimonials');
    expect(testimonials).toHaveLength(3);
    expect(testimonials.map((testimonial) => testimonial.rating)).toEqual([5, 5, 5]);
  });

  it('has six industries and a trust grid', () => {
    expect(industries).toHaveLength(6);
    expect(trustCategories.length).toBeGreaterThan(0);
  });

  it('has eight FAQ items with distinct questions', () => {
    expect(faqItems).toHaveLength(8);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(8);
  });

  it('offers the three pricing packages, Professional Team flagged Most Popular', () => {
    expect(pricingSection.id).toBe('pricing');
    expect(pricingSection.popularBadge).toBe('Most Popular');
    expect(
      pricingPackages.map(({ name, popular, buttonText }) => ({ name, popular, buttonText })),
    ).toEqual([
      { name: 'Starter Team', popular: false, buttonText: 'Get Pricing' },
      { name: 'Professional Team', popular: true, buttonText: 'Get Pricing' },
      { name: 'Enterprise Team', popular: false, buttonText: 'Contact Sales' },
    ]);
  });

  it('states no package price anywhere in the pricing copy', () => {
    expect(allCopy([pricingSection, pricingPackages]).join(' ')).not.toMatch(/\$\s?\d/);
  });

  it('closes with a call to action that scrolls to contact', () => {
    expect(closingCallToAction.button.targetSectionId).toBe('contact');
  });
});

describe('contact section', () => {
  it('uses the spec heading, benefits and proposal promise', () => {
    expect(contactSection.id).toBe('contact');
    expect(contactSection.heading).toBe('Ready to Build Your Dream Team?');
    expect(contactSection.lead).toMatch(/free consultation/i);
    expect(contactSection.benefits.map((benefit) => benefit.title)).toEqual([
      'Quick Response',
      'No Risk',
      'Expert Guidance',
    ]);
    expect(contactSection.benefits[0]?.description).toMatch(/within 2 hours/);
    expect(contactSection.proposalPromise).toMatch(/detailed proposal within 24 hours/);
    expect(contactSection.proposalPromise).toMatch(/no commitment/);
  });
});

describe('copy quality', () => {
  it('contains no placeholder text', () => {
    const homeCopy = allCopy([
      hero,
      statistics,
      benefits,
      serviceGroups,
      caseStudies,
      testimonials,
      industries,
      trustCategories,
      faqItems,
      pricingPackages,
      closingCallToAction,
      contactSection,
    ]);
    for (const text of homeCopy) {
      expect(text).not.toMatch(/lorem|ipsum|TBD|TODO|placeholder/i);
    }
  });
});

describe('navigation', () => {
  it('links the home header to sections and the Get Started button to contact', () => {
    expect(homeHeaderNavigation.links.map(describeLink)).toEqual([
      'About -> #about',
      'Services -> #services',
      'Testimonials -> #testimonials',
      'Pricing -> #pricing',
    ]);
    expect(describeLink(homeHeaderNavigation.callToAction)).toBe('Get Started -> #contact');
  });

  it('links the header on other pages to routes', () => {
    expect(pageHeaderNavigation.links.map(describeLink)).toEqual([
      'Home -> /',
      'About -> /about',
      'Pricing -> /#pricing',
      'Blog -> /blog',
    ]);
    expect(describeLink(pageHeaderNavigation.callToAction)).toBe('Get Started -> /#contact');
  });

  it('groups the footer links with the spec routes', () => {
    expect(
      footerLinkGroups.map((group) => ({
        title: group.title,
        links: group.links.map(describeLink),
      })),
    ).toEqual([
      {
        title: 'Services',
        links: [
          'Dedicated Teams -> /dedicated-teams',
          'Team Augmentation -> /team-augmentation',
          'Project Development -> /project-development',
          'Technical Consulting -> /technical-consulting',
          'AI Rapid Prototyping -> /rapid-prototyping',
        ],
      },
      {
        title: 'Technologies',
        links: [
          'React & Node.js -> /react-nodejs',
          'Python & Django -> /python-django',
          'Mobile Development -> /mobile-development',
          'DevOps & Cloud -> /devops-cloud',
        ],
      },
      {
        title: 'Company',
        links: [
          'About Us -> /about',
          'Blog -> /blog',
          'Careers -> /careers',
          'Contact -> #contact',
        ],
      },
      {
        title: 'Legal',
        links: [
          'Privacy Policy -> /privacy-policy',
          'Terms of Service -> /terms-of-service',
          'Cookie Policy -> /cookie-policy',
        ],
      },
    ]);
  });

  it('links to the LinkedIn company page', () => {
    expect(socialLinks.map((link) => link.href)).toEqual([site.linkedInUrl]);
  });
});

describe('site identity', () => {
  it('carries the registered business name, ABN and contact channels', () => {
    expect(site.businessName).toBe('Bamboo Bridge Teams');
    expect(businessRegistrationLine).toContain('ABN 41 683 927 150');
    expect(site.supportEmail).toBe('hello@bamboobridgeteams.com.au');
    expect(site.whatsApp.href).toBe('https://wa.me/61491570110');
    expect(site.australiaOffice.city).toBe('Canberra');
    expect(site.asiaHub.streetAddress).toContain('92 Nguyen Hue Boulevard');
  });

  it('dials the displayed phone numbers', () => {
    for (const office of [site.australiaOffice, site.asiaHub]) {
      expect(office.phone.href).toBe(`tel:${office.phone.display.replaceAll(' ', '')}`);
    }
  });

  it('prints the copyright line for the given year', () => {
    expect(copyrightNotice(2031)).toBe('© 2031 Bamboo Bridge Teams. All rights reserved.');
  });

  it("mentions building teams from Asia's top talent hubs in the footer tagline", () => {
    expect(site.footerTagline).toMatch(/remote development teams from Asia's top talent hubs/);
  });
});
