import type { ServicePage } from '../content/services.ts';
import { site } from '../content/site.ts';

/** schema.org Service for a service page, offered by the business. */
export function serviceStructuredData(
  page: ServicePage,
): (publicSiteUrl: string) => readonly object[] {
  return (publicSiteUrl) => [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: page.hero.eyebrow ?? page.hero.heading,
      description: page.metaDescription,
      url: `${publicSiteUrl}${page.path}`,
      areaServed: 'Worldwide',
      provider: {
        '@type': 'Organization',
        name: site.businessName,
        url: `${publicSiteUrl}/`,
      },
    },
  ];
}
