import { cookiePolicy, privacyPolicy, termsOfService } from '../content/legal.ts';
import { LegalPage } from './LegalPage.tsx';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}

export function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
