import { describe, expect, it } from 'vitest';
import { careersStructuredData } from './careers-structured-data.ts';

describe('careers structured data', () => {
  it('lists the four open positions as full-time JobPostings in Vietnam', () => {
    const postings = careersStructuredData('https://example.test');
    expect(postings.map((posting) => (posting as { title: string }).title)).toEqual([
      'Senior Full Stack Developer',
      'DevOps Engineer',
      'Mobile Developer React Native',
      'Technical Lead',
    ]);
    expect(postings[1]).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
      datePosted: '2025-09-22',
      experienceRequirements: '3+ years',
      hiringOrganization: { '@type': 'Organization', name: 'Bamboo Bridge Teams' },
      jobLocation: { address: { addressLocality: 'Hanoi', addressCountry: 'VN' } },
      url: 'https://example.test/careers#application-form',
    });
  });
});
