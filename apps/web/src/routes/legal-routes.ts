import { lazyRouteComponent } from '@tanstack/react-router';
import type { LegalDocumentSlug } from '../content/legal.ts';
import { pageTitle } from '../content/site.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

const documentExports = {
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
  'cookie-policy': 'cookiePolicy',
} as const satisfies Record<LegalDocumentSlug, string>;

const pageExports = {
  'privacy-policy': 'PrivacyPolicyPage',
  'terms-of-service': 'TermsOfServicePage',
  'cookie-policy': 'CookiePolicyPage',
} as const satisfies Record<LegalDocumentSlug, string>;

function createLegalRoute<const Slug extends LegalDocumentSlug>(slug: Slug) {
  return createPublicPageRoute({
    path: `/${slug}`,
    loadHead: async () => {
      const document = (await import('../content/legal.ts'))[documentExports[slug]];
      return { title: pageTitle(document.title), description: document.description };
    },
    component: lazyRouteComponent(() => import('../legal/legal-pages.tsx'), pageExports[slug]),
  });
}

export const privacyPolicyRoute = createLegalRoute('privacy-policy');
export const termsOfServiceRoute = createLegalRoute('terms-of-service');
export const cookiePolicyRoute = createLegalRoute('cookie-policy');
