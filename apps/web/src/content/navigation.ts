import { IconBrandLinkedin, type TablerIcon } from '@tabler/icons-react';
import type { PublicPagePath } from './page-paths.ts';
import { site } from './site.ts';

export const homeSectionIds = {
  about: 'about',
  services: 'services',
  testimonials: 'testimonials',
  pricing: 'pricing',
  contact: 'contact',
} as const;

export type HomeSectionId = (typeof homeSectionIds)[keyof typeof homeSectionIds];

type HomeSectionLink = {
  readonly kind: 'section';
  readonly label: string;
  readonly sectionId: HomeSectionId;
};

export type PageLink = {
  readonly kind: 'page';
  readonly label: string;
  readonly href: PublicPagePath | '/#pricing' | '/#contact';
};

export type NavigationLink = HomeSectionLink | PageLink;

export type HeaderNavigation = {
  readonly links: readonly NavigationLink[];
  readonly callToAction: NavigationLink;
};

export const homeHeaderNavigation: HeaderNavigation = {
  links: [
    { kind: 'section', label: 'About', sectionId: homeSectionIds.about },
    { kind: 'section', label: 'Services', sectionId: homeSectionIds.services },
    { kind: 'section', label: 'Testimonials', sectionId: homeSectionIds.testimonials },
    { kind: 'section', label: 'Pricing', sectionId: homeSectionIds.pricing },
  ],
  callToAction: { kind: 'section', label: 'Get Started', sectionId: homeSectionIds.contact },
};

export const pageHeaderNavigation: HeaderNavigation = {
  links: [
    { kind: 'page', label: 'Home', href: '/' },
    { kind: 'page', label: 'About', href: '/about' },
    { kind: 'page', label: 'Pricing', href: '/#pricing' },
    { kind: 'page', label: 'Blog', href: '/blog' },
  ],
  callToAction: { kind: 'page', label: 'Get Started', href: '/#contact' },
};

export type FooterLinkGroup = {
  readonly title: string;
  readonly links: readonly NavigationLink[];
};

export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    title: 'Services',
    links: [
      { kind: 'page', label: 'Dedicated Teams', href: '/dedicated-teams' },
      { kind: 'page', label: 'Team Augmentation', href: '/team-augmentation' },
      { kind: 'page', label: 'Project Development', href: '/project-development' },
      { kind: 'page', label: 'Technical Consulting', href: '/technical-consulting' },
      { kind: 'page', label: 'AI Rapid Prototyping', href: '/rapid-prototyping' },
    ],
  },
  {
    title: 'Technologies',
    links: [
      { kind: 'page', label: 'React & Node.js', href: '/react-nodejs' },
      { kind: 'page', label: 'Python & Django', href: '/python-django' },
      { kind: 'page', label: 'Mobile Development', href: '/mobile-development' },
      { kind: 'page', label: 'DevOps & Cloud', href: '/devops-cloud' },
    ],
  },
  {
    title: 'Company',
    links: [
      { kind: 'page', label: 'About Us', href: '/about' },
      { kind: 'page', label: 'Blog', href: '/blog' },
      { kind: 'page', label: 'Careers', href: '/careers' },
      { kind: 'section', label: 'Contact', sectionId: homeSectionIds.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { kind: 'page', label: 'Privacy Policy', href: '/privacy-policy' },
      { kind: 'page', label: 'Terms of Service', href: '/terms-of-service' },
      { kind: 'page', label: 'Cookie Policy', href: '/cookie-policy' },
    ],
  },
];

export type SocialLink = {
  readonly label: string;
  readonly href: string;
  readonly icon: TablerIcon;
};

export const socialLinks: readonly SocialLink[] = [
  { label: `${site.businessName} on LinkedIn`, href: site.linkedInUrl, icon: IconBrandLinkedin },
];
