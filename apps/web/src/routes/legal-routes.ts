import { cookiePolicy, privacyPolicy, termsOfService, type LegalDocument } from '../content/legal.ts';
import { pageTitle } from '../content/services.ts';
import { createLegalPageComponent } from '../legal/legal-page-component.tsx';
import { createPublicPageRoute } from './create-public-page-route.ts';

function createLegalRoute<const Path extends `/${LegalDocument['slug']}`>(path: Path, document: LegalDocument) {
  return createPublicPageRoute({
    path,
    title: pageTitle(document.title),
    description: document.description,
    component: createLegalPageComponent(document),
  });
}

export const privacyPolicyRoute = createLegalRoute('/privacy-policy', privacyPolicy);
export const termsOfServiceRoute = createLegalRoute('/terms-of-service', termsOfService);
export const cookiePolicyRoute = createLegalRoute('/cookie-policy', cookiePolicy);
