import { ContactSection } from '../contact/ContactSection/ContactSection.tsx';
import { useScrollToContactRequest } from '../navigation/use-site-navigation.ts';
import { BenefitsSection } from './BenefitsSection/BenefitsSection.tsx';
import { CaseStudiesSection } from './CaseStudiesSection/CaseStudiesSection.tsx';
import { ClosingCallToAction } from './ClosingCallToAction/ClosingCallToAction.tsx';
import { FaqSection } from './FaqSection/FaqSection.tsx';
import { HeroSection } from './HeroSection/HeroSection.tsx';
import { IndustriesSection } from './IndustriesSection/IndustriesSection.tsx';
import { PricingSection } from './PricingSection/PricingSection.tsx';
import { ProcessSection } from './ProcessSection/ProcessSection.tsx';
import { ServicesSection } from './ServicesSection/ServicesSection.tsx';
import { StatisticsBand } from './StatisticsBand/StatisticsBand.tsx';
import { TechStackSection } from './TechStackSection/TechStackSection.tsx';
import { TestimonialsSection } from './TestimonialsSection/TestimonialsSection.tsx';
import { TrustSection } from './TrustSection/TrustSection.tsx';

/** The fourteen sections of spec section 2, in order. */
export function HomePage() {
  useScrollToContactRequest();
  return (
    <>
      <HeroSection />
      <StatisticsBand />
      <BenefitsSection />
      <ServicesSection />
      <TechStackSection />
      <ProcessSection />
      <CaseStudiesSection />
      <TestimonialsSection />
      <IndustriesSection />
      <TrustSection />
      <FaqSection />
      <PricingSection />
      <ClosingCallToAction />
      <ContactSection headingLevel={2} page="/" />
    </>
  );
}
