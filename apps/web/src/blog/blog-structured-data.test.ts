import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-date.ts';
import { blogArticles } from '../content/blog.ts';
import { blogArticleSlugs } from '../content/page-paths.ts';
import { articleStructuredData, blogStructuredData } from './blog-structured-data.ts';

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
      url: `${origin}/blog/distributed-by-design`,
      mainEntityOfPage: `${origin}/blog/distributed-by-design`,
    });
    for (const posting of postings) {
      expect(posting).toHaveProperty('wordCount', expect.any(Number));
      expect((posting as { wordCount: number }).wordCount).toBeGreaterThan(400);
    }
  });
});

describe('article addresses', () => {
  it('give every article one short slug of its own, and every slug an article', () => {
    expect(blogArticles.map((article) => article.slug).sort()).toEqual(
      [...blogArticleSlugs].sort(),
    );
    for (const slug of blogArticleSlugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(40);
    }
  });

  it("describe an article's own page as one BlogPosting at its address", () => {
    const [article] = blogArticles;
    if (article === undefined) throw new Error('no articles');
    expect(articleStructuredData(article)(origin)).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: article.title,
        url: `${origin}/blog/${article.slug}`,
        mainEntityOfPage: `${origin}/blog/${article.slug}`,
      }),
    ]);
  });
});

describe('article dates', () => {
  it('reads as day, month and year whatever the time zone', () => {
    expect(formatArticleDate('2025-09-28')).toBe('28 September 2025');
    expect(formatArticleDate('2025-10-03')).toBe('3 October 2025');
  });
});
