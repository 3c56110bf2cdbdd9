import { IconBulb, IconClock, IconShieldCheck, type TablerIcon } from '@tabler/icons-react';
import { homeSectionIds, type HomeSectionId } from './navigation.ts';

/**
 * The contact section, which sits on the home page and on /contact: a module of its own, so that
 * /contact does not carry the whole home page's text.
 */

type ContactBenefit = {
  readonly title: string;
  readonly description: string;
  readonly icon: TablerIcon;
};

export type ContactSection = {
  readonly id: HomeSectionId;
  readonly heading: string;
  readonly lead: string;
  readonly benefits: readonly ContactBenefit[];
  readonly contactDetailsHeading: string;
  readonly emailLabel: string;
  readonly whatsAppLabel: string;
  readonly proposalPromise: string;
};

export const contactSection: ContactSection = {
  id: homeSectionIds.contact,
  heading: 'Ready to Build Your Dream Team?',
  lead: 'Book a free consultation with our team. Tell us about your product and goals, and we will recommend the right team size, skills and setup for your business.',
  benefits: [
    {
      title: 'Quick Response',
      description: 'We reply to every enquiry within 2 hours.',
      icon: IconClock,
    },
    {
      title: 'No Risk',
      description: 'Your consultation is free, with no obligation to proceed.',
      icon: IconShieldCheck,
    },
    {
      title: 'Expert Guidance',
      description: 'Personalised recommendations from engineers who build and run remote teams.',
      icon: IconBulb,
    },
  ],
  contactDetailsHeading: 'Get in Touch',
  emailLabel: 'Email Us',
  whatsAppLabel: 'WhatsApp',
  proposalPromise:
    'Send us your details and we will reply with a detailed proposal within 24 hours, with no commitment required.',
};
