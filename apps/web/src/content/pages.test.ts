import { describe, expect, it } from 'vitest';
import { careerPositionChoices, openPositionTitles } from '@app/domain';
import { aboutPage } from './about.ts';
import { applicationFormHeading, careersPage, openPositions, positionChoices } from './careers.ts';
import {
  type CtaButton,
  type ServicePage,
  type ServiceSection,
  isServicePath,
  servicePages,
} from './services.ts';
import { servicePagePaths, type ServicePagePath } from './page-paths.ts';

const allPages: readonly ServicePage[] = Object.values(servicePages);

function page(path: ServicePagePath): ServicePage {
  return servicePages[path];
}

function ctaButtons(servicePage: ServicePage): CtaButton[] {
  const { primaryCta, secondaryCta } = servicePage.hero;
  return [primaryCta, ...(secondaryCta ? [secondaryCta] : []), servicePage.closingCta.button];
}

function sectionsOfKind<Kind extends ServiceSection['kind']>(
  servicePage: ServicePage,
  kind: Kind,
): Extract<ServiceSection, { kind: Kind }>[] {
  return servicePage.sections.filter(
    (section): section is Extract<ServiceSection, { kind: Kind }> => section.kind === kind,
  );
}

function listGroupTitles(servicePage: ServicePage): string[] {
  return sectionsOfKind(servicePage, 'lists').flatMap((section) =>
    section.groups.map((group) => group.title),
  );
}

function sectionHeadings(servicePage: ServicePage): string[] {
  return servicePage.sections.map((section) => section.heading);
}

describe('service pages', () => {
  it('has exactly the nine service and technology routes, each filed under its own path', () => {
    expect(Object.keys(servicePages).sort()).toEqual(
      [
        '/dedicated-teams',
        '/team-augmentation',
        '/project-development',
        '/technical-consulting',
        '/react-nodejs',
        '/python-django',
        '/mobile-development',
        '/devops-cloud',
        '/rapid-prototyping',
      ].sort(),
    );
    expect([...servicePagePaths].sort()).toEqual(Object.keys(servicePages).sort());
    for (const [path, servicePage] of Object.entries(servicePages)) {
      expect(servicePage.path).toBe(path);
    }
  });

  it('recognises only service routes', () => {
    expect(isServicePath('/devops-cloud')).toBe(true);
    expect(isServicePath('/about')).toBe(false);
    expect(isServicePath('/devops-cloud/')).toBe(false);
  });

  it.each(allPages.map((servicePage) => [servicePage.path, servicePage] as const))(
    '%s has metadata, a hero, benefits, a process and a closing call to action',
    (_path, servicePage) => {
      expect(servicePage.title).toContain('Bamboo Bridge Teams');
      expect(servicePage.metaDescription.length).toBeGreaterThan(50);
      expect(servicePage.hero.heading).not.toBe('');
      expect(servicePage.hero.text).not.toBe('');
      expect(servicePage.hero.primaryCta.label).not.toBe('');
      expect(sectionsOfKind(servicePage, 'benefits').length).toBeGreaterThanOrEqual(1);
      expect(sectionsOfKind(servicePage, 'process').length).toBeGreaterThanOrEqual(1);
      for (const process of sectionsOfKind(servicePage, 'process')) {
        expect(process.steps.map((step) => step.step)).toEqual(
          process.steps.map((_step, index) => index + 1),
        );
      }
      expect(servicePage.closingCta.heading).not.toBe('');
      expect(servicePage.closingCta.text).not.toBe('');
      expect(servicePage.closingCta.button.label).not.toBe('');
    },
  );

  it('sends every call to action to the contact section except the one tools scroll on rapid prototyping', () => {
    const scrollButtons = allPages.flatMap((servicePage) =>
      ctaButtons(servicePage)
        .filter((button) => button.action.kind === 'scroll')
        .map((button) => ({ path: servicePage.path, button })),
    );
    expect(scrollButtons).toEqual([
      {
        path: '/rapid-prototyping',
        button: { label: 'See Our Tools', action: { kind: 'scroll', target: 'tools' } },
      },
    ]);
    const allButtons = allPages.flatMap(ctaButtons);
    const contactButtons = allButtons.filter((button) => button.action.kind === 'contact');
    expect(contactButtons).toHaveLength(allButtons.length - 1);
  });

  it('gives the scroll target a matching tools section', () => {
    expect(
      sectionsOfKind(page('/rapid-prototyping'), 'tools').map((section) => section.id),
    ).toEqual(['tools']);
  });

  it('uses the exact Python and Django labels and sections', () => {
    const python = page('/python-django');
    expect(python.hero.primaryCta.label).toBe('Start Your Project');
    expect(python.closingCta.button.label).toBe('Start Your Project');
    expect(sectionHeadings(python)).toEqual(
      expect.arrayContaining([
        'Why Choose Python and Django',
        'Our Python and Django Expertise',
        'What We Build',
      ]),
    );
    expect(listGroupTitles(python)).toEqual(
      expect.arrayContaining([
        'Content Management Systems',
        'Enterprise Applications',
        'Data-Driven Applications',
      ]),
    );
  });

  it('uses the exact mobile development labels and sections', () => {
    const mobile = page('/mobile-development');
    expect(mobile.hero.primaryCta.label).toBe('Build Your App');
    expect(mobile.closingCta.button.label).toBe('Start Your App Project');
    expect(listGroupTitles(mobile)).toEqual(
      expect.arrayContaining([
        'iOS',
        'Android',
        'Cross-Platform',
        'Progressive Web Apps',
        'Business Apps',
        'E-commerce Apps',
        'Social and Entertainment Apps',
      ]),
    );
    expect(sectionHeadings(mobile)).toContain('Our Mobile Expertise');
  });

  it('uses the exact DevOps and cloud labels and sections', () => {
    const devops = page('/devops-cloud');
    expect(devops.hero.primaryCta.label).toBe('Optimize Your Infrastructure');
    expect(devops.closingCta.button.label).toBe('Get DevOps Consultation');
    expect(sectionHeadings(devops)).toEqual(
      expect.arrayContaining(['Our DevOps Services', 'Cloud Platforms and Tools']),
    );
    expect(listGroupTitles(devops)).toEqual(
      expect.arrayContaining([
        'Infrastructure Setup',
        'Deployment Automation',
        'Monitoring and Maintenance',
      ]),
    );
  });

  it('uses the exact AI rapid prototyping labels, tools, benefits and steps', () => {
    const prototyping = page('/rapid-prototyping');
    expect(prototyping.hero.primaryCta).toEqual({
      label: 'Start Your Prototype',
      action: { kind: 'contact' },
    });
    expect(prototyping.hero.secondaryCta?.label).toBe('See Our Tools');
    expect(prototyping.closingCta.button).toEqual({
      label: 'Get Started Today',
      action: { kind: 'contact' },
    });
    expect(prototyping.closingCta.text).toContain('24-48 hours');
    expect(prototyping.closingCta.text).toContain('70%');

    const [tools] = sectionsOfKind(prototyping, 'tools');
    expect(tools?.tools).toHaveLength(6);
    expect(tools?.tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['Cursor', 'GitHub Copilot', 'Claude', 'Vercel']),
    );

    expect(
      sectionsOfKind(prototyping, 'benefits').flatMap((section) =>
        section.items.map((item) => item.title),
      ),
    ).toEqual(['Speed to Market', 'Cost Effective', 'Iterative Design', 'AI-Enhanced']);
    expect(
      sectionsOfKind(prototyping, 'process').flatMap((section) =>
        section.steps.map((step) => step.title),
      ),
    ).toEqual([
      'Concept and Design',
      'AI Development',
      'Testing and Iteration',
      'Handoff and Scale',
    ]);
    expect(sectionsOfKind(prototyping, 'design')).toHaveLength(1);
  });

  it('labels the remaining service pages for what they sell', () => {
    expect(page('/dedicated-teams').hero.primaryCta.label).toBe('Build Your Team');
    expect(page('/team-augmentation').hero.primaryCta.label).toBe('Augment Your Team');
  });

  it('states the setup, guarantee and cost claims on the dedicated teams page', () => {
    const highlights = sectionsOfKind(page('/dedicated-teams'), 'highlights').flatMap((section) =>
      section.items.map((item) => item.value),
    );
    expect(highlights).toEqual(['14 days', 'Top 5%', '40-60%', '30 days']);
  });
});

describe('careers content', () => {
  it('lists the four open positions exactly as specified', () => {
    expect(
      openPositions.map(({ title, location, experience, type, department }) => ({
        title,
        location,
        experience,
        type,
        department,
      })),
    ).toEqual([
      {
        title: 'Senior Full Stack Developer',
        location: 'Ho Chi Minh City',
        experience: '5+ years',
        type: 'Full-time',
        department: 'Engineering',
      },
      {
        title: 'DevOps Engineer',
        location: 'Hanoi',
        experience: '3+ years',
        type: 'Full-time',
        department: 'Engineering',
      },
      {
        title: 'Mobile Developer React Native',
        location: 'Da Nang',
        experience: '4+ years',
        type: 'Full-time',
        department: 'Engineering',
      },
      {
        title: 'Technical Lead',
        location: 'Ho Chi Minh City',
        experience: '7+ years',
        type: 'Full-time',
        department: 'Engineering',
      },
    ]);
    for (const position of openPositions) {
      expect(position.compensation).toBe('Competitive salary packages above market rate');
      expect(position.skills.length).toBeGreaterThanOrEqual(4);
      expect(position.description.length).toBeGreaterThan(50);
    }
    expect(new Set(openPositions.map((position) => position.id)).size).toBe(4);
    expect(careersPage.positions.items).toBe(openPositions);
  });

  it("takes the open roles' titles and the form choices from the domain, in the same order", () => {
    expect(openPositions.map((position) => position.title)).toEqual([...openPositionTitles]);
    expect(positionChoices).toBe(careerPositionChoices);
    expect(positionChoices).toEqual([
      ...openPositions.map((position) => position.title),
      'General Application',
    ]);
  });

  it('has six benefits, four culture points and the four application steps', () => {
    expect(careersPage.benefits.items).toHaveLength(6);
    expect(careersPage.culture.points).toHaveLength(4);
    expect(careersPage.applicationProcess.steps.map((step) => step.title)).toEqual([
      'Apply Online',
      'Technical Assessment',
      'Culture Fit',
      'Welcome Aboard',
    ]);
  });

  it('states the hero claims and the form texts', () => {
    expect(careersPage.hero.stats).toEqual([
      { value: '4.9/5', label: 'Employee Satisfaction' },
      { value: '200+', label: 'Happy Developers' },
    ]);
    expect(careersPage.hero.reviewNote).toContain('24 hours');
    expect(careersPage.positions.applyButtonLabel).toBe('Apply Now');
    expect(careersPage.applicationForm.id).toBe('application-form');
    expect(careersPage.applicationForm.successTitle).toBe('Application Submitted Successfully!');
    expect(careersPage.applicationForm.successMessage).toBe(
      "We'll review your application and get back to you within 24 hours.",
    );
  });

  it('names the chosen position in the form heading', () => {
    expect(applicationFormHeading('')).toBe('Apply for a Position');
    expect(applicationFormHeading('DevOps Engineer')).toBe('Apply for DevOps Engineer');
  });
});

describe('about content', () => {
  it('has the four values, two leaders and the three Vietnam statistics', () => {
    expect(aboutPage.story.heading).toBe('Our Story');
    expect(aboutPage.story.paragraphs.join(' ')).toContain('2023');
    expect(aboutPage.values.items.map((value) => value.title)).toEqual([
      'People First',
      'Excellence',
      'Global Impact',
      'Trust & Integrity',
    ]);
    expect(aboutPage.leadership.heading).toBe('Leadership Team');
    expect(aboutPage.leadership.leaders.map((leader) => leader.name)).toEqual([
      'Daniel Whitford',
      'Tran Minh Khoa',
    ]);
    expect(aboutPage.whyVietnam.stats.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: '500K+', label: 'Tech Professionals' },
      { value: '#3', label: 'Global Outsourcing Ranking' },
      { value: '90%', label: 'English Proficiency' },
    ]);
    expect(aboutPage.closingCta.button.action).toEqual({ kind: 'contact' });
  });
});
