import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-date.ts';
import { blogStructuredData } from './blog-structured-data.ts';

const origin = 'https://example.test';

describe('blog structured data', () => {
  it('describes each of the six articles as a BlogPosting on /blog', () => {
    const postings = blogStructuredData(origin);
    expect(postings).toHaveLength(6);
    expect(postings[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'The Future of Work Is Distributed by Design, Not by Accident',
      datePublished: '2025-09-28',
      author: { '@type': 'Person', name: 'Tran Minh Khoa' },
      publisher: { '@type': 'Organization', name: 'Bamboo Bridge Teams' },
      articleSection: 'Future of Work',
      keywords: 'Remote Work, Time Zones, Async Collaboration',
      url: `${origin}/blog#article-1`,
      mainEntityOfPage: `${origin}/blog`,
    });
    for (const posting of postings) {
      expect(posting).toHaveProperty('wordCount', expect.any(Number));
      expect((posting as { wordCount: number }).wordCount).toBeGreaterThan(400);
    }
  });
});

describe('article dates', () => {
  it('reads as day, month and year whatever the time zone', () => {
    expect(formatArticleDate('2025-09-28')).toBe('28 September 2025');
    expect(formatArticleDate('2025-10-03')).toBe('3 October 2025');
  });
});
