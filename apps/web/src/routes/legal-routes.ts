import { lazyRouteComponent } from '@tanstack/react-router';
import { legalPagePaths, type LegalPagePath } from '../content/page-paths.ts';
import { pageTitle } from '../content/site.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

/** Where each legal page finds its document (content/legal.ts) and component (legal-pages.tsx). */
const legalPageExports = {
  '/privacy-policy': { document: 'privacyPolicy', page: 'PrivacyPolicyPage' },
  '/terms-of-service': { document: 'termsOfService', page: 'TermsOfServicePage' },
  '/cookie-policy': { document: 'cookiePolicy', page: 'CookiePolicyPage' },
} as const satisfies Record<LegalPagePath, { document: string; page: string }>;

function createLegalRoute<const Path extends LegalPagePath>(path: Path) {
  const exports = legalPageExports[path];
  return createPublicPageRoute({
    path,
    loadHead: async () => {
      const document = (await import('../content/legal.ts'))[exports.document];
      return { title: pageTitle(document.title), description: document.description };
    },
    component: lazyRouteComponent(() => import('../legal/legal-pages.tsx'), exports.page),
  });
}

export const legalRoutes = legalPagePaths.map(createLegalRoute);
