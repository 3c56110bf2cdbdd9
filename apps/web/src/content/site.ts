type PhoneNumber = {
  readonly display: string;
  readonly href: string;
};

export type Office = {
  readonly label: string;
  readonly city: string;
  readonly streetAddress: string | null;
  readonly region: string;
  readonly country: string;
  readonly phone: PhoneNumber;
};

export type SiteIdentity = {
  readonly businessName: string;
  readonly abn: string;
  readonly foundedYear: number;
  readonly origin: string;
  readonly defaultTitle: string;
  readonly defaultDescription: string;
  readonly footerTagline: string;
  readonly email: string;
  readonly supportEmail: string;
  readonly whatsApp: PhoneNumber;
  readonly australiaOffice: Office;
  readonly asiaHub: Office;
  readonly linkedInUrl: string;
};

const contactEmail = 'hello@bamboobridgeteams.com.au';

export const site: SiteIdentity = {
  businessName: 'Bamboo Bridge Teams',
  abn: '41 683 927 150',
  foundedYear: 2023,
  origin: 'https://bamboobridgeteams.com.au',
  defaultTitle: 'Bamboo Bridge Teams | Dedicated Remote Development Teams from Asia',
  defaultDescription:
    'Bamboo Bridge Teams builds dedicated remote software development teams in Pakistan, the Philippines and Vietnam. Pre-vetted engineers, Australian management, teams ready in 14 days and up to 60% lower cost than US-based development.',
  footerTagline:
    "We build dedicated remote development teams from Asia's top talent hubs in Pakistan, the Philippines and Vietnam, managed from Australia and accountable to you.",
  email: contactEmail,
  supportEmail: contactEmail,
  whatsApp: { display: '+61 491 570 110', href: 'https://wa.me/61491570110' },
  australiaOffice: {
    label: 'Australia Office',
    city: 'Canberra',
    streetAddress: null,
    region: 'ACT',
    country: 'Australia',
    phone: { display: '+61 2 5550 4821', href: 'tel:+61255504821' },
  },
  asiaHub: {
    label: 'Asian Operations Hub',
    city: 'Ho Chi Minh City',
    streetAddress: '92 Nguyen Hue Boulevard, Ben Nghe Ward, District 1',
    region: 'Ho Chi Minh City',
    country: 'Vietnam',
    phone: { display: '+84 28 3822 6190', href: 'tel:+842838226190' },
  },
  linkedInUrl: 'https://www.linkedin.com/company/bamboo-bridge-teams',
};

export const emailHref = (address: string): string => `mailto:${address}`;

export const businessRegistrationLine = `${site.businessName} is a registered Australian business name. ABN ${site.abn}`;

export const copyrightNotice = (year: number): string =>
  `© ${year} ${site.businessName}. All rights reserved.`;

/** The document title of a page other than home: its name, then the business. */
export function pageTitle(pageName: string): string {
  return `${pageName} | ${site.businessName}`;
}
