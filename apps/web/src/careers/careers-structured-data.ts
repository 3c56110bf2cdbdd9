import logoPath from '../assets/logo-mark.svg?no-inline';
import { careersPage, type OpenPosition } from '../content/careers.ts';
import { site } from '../content/site.ts';

/** Every open role is in Vietnam; schema.org wants the country as its ISO code. */
const positionCountry = 'VN';

function jobPosting(position: OpenPosition, publicSiteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: `<p>${position.description}</p><p>Skills: ${position.skills.join(', ')}.</p><p>Experience: ${position.experience}. ${position.compensation}.</p>`,
    datePosted: position.datePosted,
    employmentType: 'FULL_TIME',
    industry: 'Software development',
    occupationalCategory: position.department,
    skills: position.skills.join(', '),
    experienceRequirements: position.experience,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.businessName,
      sameAs: site.linkedInUrl,
      logo: `${publicSiteUrl}${logoPath}`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: position.location,
        addressCountry: positionCountry,
      },
    },
    directApply: true,
    url: `${publicSiteUrl}/careers#${careersPage.applicationForm.id}`,
  };
}

/** schema.org JobPosting for each open position on /careers. */
export function careersStructuredData(publicSiteUrl: string): readonly object[] {
  return careersPage.positions.items.map((position) => jobPosting(position, publicSiteUrl));
}
