import { describe, expect, it } from 'vitest';
import { blogArticles } from '../content/blog.ts';
import { blogFeedXml } from './blog-feed.ts';

const origin = 'https://example.test';

describe('the blog feed', () => {
  const xml = blogFeedXml(origin);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '');

  it('lists the six articles, newest first, each with its own address', () => {
    expect(items).toHaveLength(6);
    const links = items.map((item) => /<link>([^<]+)<\/link>/.exec(item)?.[1]);
    expect(links.toSorted()).toEqual(
      blogArticles.map((article) => `${origin}/blog/${article.slug}`).toSorted(),
    );
    const dates = items.map((item) =>
      Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ''),
    );
    expect(dates).toEqual(dates.toSorted((first, second) => second - first));
    expect(items[0]).toContain('<guid isPermaLink="true">');
  });

  it('is RSS 2.0 that names itself, with the texts escaped', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(`<atom:link href="${origin}/blog/rss.xml" rel="self"`);
    // "Where 40-60% Savings Really Come From, and Where They Don't"
    expect(xml).toContain('Where They Don&apos;t');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('gives each article the day it was published', () => {
    const [first] = blogArticles;
    if (first === undefined) throw new Error('no articles');
    const item = items.find((candidate) => candidate.includes(`/blog/${first.slug}<`)) ?? '';
    expect(item).toContain(
      `<pubDate>${new Date(`${first.date}T00:00:00Z`).toUTCString()}</pubDate>`,
    );
  });
});
