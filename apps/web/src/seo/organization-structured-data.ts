import { site, type Office } from '../content/site.ts';
import logoPath from '../assets/logo-mark.svg?no-inline';

function postalAddress(office: Office): object {
  return {
    '@type': 'PostalAddress',
    ...(office.streetAddress === null ? {} : { streetAddress: office.streetAddress }),
    addressLocality: office.city,
    addressRegion: office.region,
    addressCountry: office.country,
  };
}

function officeContactPoint(office: Office): object {
  return {
    '@type': 'ContactPoint',
    contactType: 'sales',
    name: office.label,
    telephone: office.phone.display,
    email: site.email,
    areaServed: 'Worldwide',
    availableLanguage: 'English',
  };
}

/** schema.org Organization for the home page, so search engines can show the business's details. */
export function organizationStructuredData(publicSiteUrl: string): readonly object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.businessName,
      url: `${publicSiteUrl}/`,
      logo: `${publicSiteUrl}${logoPath}`,
      description: site.defaultDescription,
      email: site.email,
      foundingDate: String(site.foundedYear),
      taxID: `ABN ${site.abn}`,
      address: [postalAddress(site.australiaOffice), postalAddress(site.asiaHub)],
      contactPoint: [officeContactPoint(site.australiaOffice), officeContactPoint(site.asiaHub)],
      sameAs: [site.linkedInUrl],
    },
  ];
}
