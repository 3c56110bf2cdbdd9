import { aboutPage } from '../../src/content/about.ts';
import { blogArticles, blogPageContent } from '../../src/content/blog.ts';
import { applicationFormHeading, careersPage } from '../../src/content/careers.ts';
import {
  cookiePolicy,
  privacyPolicy,
  termsOfService,
  type LegalDocument,
} from '../../src/content/legal.ts';
import { servicePagePaths } from '../../src/content/page-paths.ts';
import { servicePages } from '../../src/content/services.ts';
import { pageTitle } from '../../src/content/site.ts';

/**
 * What each inner page (every public page but the home and contact pages, which have suites of
 * their own) must show: its h1, its h2s in order, its head tags.
 */
export type ExpectedPage = {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly h1: string;
  readonly h2s: readonly string[];
  /** The schema.org types of its JSON-LD documents, in order. */
  readonly structuredDataTypes: readonly string[];
};

function legalPage(path: string, document: LegalDocument): ExpectedPage {
  return {
    path,
    title: pageTitle(document.title),
    description: document.description,
    h1: document.title,
    h2s: ['On this page', ...document.sections.map((section) => section.heading)],
    structuredDataTypes: [],
  };
}

export const innerPages: readonly ExpectedPage[] = [
  {
    path: '/about',
    title: aboutPage.title,
    description: aboutPage.metaDescription,
    h1: aboutPage.hero.heading,
    h2s: [
      aboutPage.story.heading,
      aboutPage.values.heading,
      aboutPage.leadership.heading,
      aboutPage.whyVietnam.heading,
      aboutPage.closingCta.heading,
    ],
    structuredDataTypes: [],
  },
  {
    path: '/blog',
    title: blogPageContent.meta.title,
    description: blogPageContent.meta.description,
    h1: blogPageContent.hero.title,
    h2s: [blogPageContent.articlesHeading, blogPageContent.callToAction.title],
    structuredDataTypes: blogArticles.map(() => 'BlogPosting'),
  },
  {
    path: '/careers',
    title: careersPage.title,
    description: careersPage.metaDescription,
    h1: careersPage.hero.heading,
    h2s: [
      careersPage.benefits.heading,
      careersPage.culture.heading,
      careersPage.positions.heading,
      careersPage.applicationProcess.heading,
      applicationFormHeading(''),
    ],
    structuredDataTypes: careersPage.positions.items.map(() => 'JobPosting'),
  },
  legalPage('/privacy-policy', privacyPolicy),
  legalPage('/terms-of-service', termsOfService),
  legalPage('/cookie-policy', cookiePolicy),
  ...servicePagePaths.map((path): ExpectedPage => {
    const page = servicePages[path];
    return {
      path,
      title: page.title,
      description: page.metaDescription,
      h1: page.hero.heading,
      h2s: [...page.sections.map((section) => section.heading), page.closingCta.heading],
      structuredDataTypes: ['Service'],
    };
  }),
];

export const innerPagePaths = innerPages.map((page) => page.path);
