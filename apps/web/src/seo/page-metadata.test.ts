import { describe, expect, it } from 'vitest';
import { buildHeadTags, type PageMetadata } from './page-metadata.ts';

const contactPage: PageMetadata = {
  title: 'Contact Us | Bamboo Bridge Teams',
  description: 'Book a free consultation.',
  path: '/contact',
  indexable: true,
};

function metaContent(page: PageMetadata, id: string): string | undefined {
  return buildHeadTags(page, 'https://teams.example').meta.find((tag) => tag.id === id)?.content;
}

describe('head tags of a page', () => {
  it('builds the canonical and sharing URLs from the public site URL and the path', () => {
    const tags = buildHeadTags(contactPage, 'https://teams.example');
    expect(tags.title).toBe('Contact Us | Bamboo Bridge Teams');
    expect(tags.links).toEqual([{ rel: 'canonical', href: 'https://teams.example/contact' }]);
    expect(metaContent(contactPage, 'og:url')).toBe('https://teams.example/contact');
    expect(metaContent(contactPage, 'og:image')).toMatch(/^https:\/\/teams\.example\/.+\.jpg$/);
    expect(metaContent(contactPage, 'twitter:image')).toBe(metaContent(contactPage, 'og:image'));
  });

  it('calls an article page an article, and announces a feed the page names', () => {
    expect(metaContent(contactPage, 'og:type')).toBe('website');
    const articlePage: PageMetadata = { ...contactPage, path: '/blog/x', openGraphType: 'article' };
    expect(metaContent(articlePage, 'og:type')).toBe('article');

    const blogPage: PageMetadata = {
      ...contactPage,
      path: '/blog',
      feed: { title: 'The blog', path: '/blog/rss.xml' },
    };
    expect(buildHeadTags(blogPage, 'https://teams.example').links).toEqual([
      { rel: 'canonical', href: 'https://teams.example/blog' },
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'The blog',
        href: 'https://teams.example/blog/rss.xml',
      },
    ]);
  });

  it('repeats the title and description for Open Graph and Twitter', () => {
    for (const id of ['og:title', 'twitter:title'])
      expect(metaContent(contactPage, id)).toBe(contactPage.title);
    for (const id of ['description', 'og:description', 'twitter:description']) {
      expect(metaContent(contactPage, id)).toBe(contactPage.description);
    }
    expect(metaContent(contactPage, 'twitter:card')).toBe('summary_large_image');
  });

  it('keeps pages that are not to be indexed out of search results, without a canonical URL', () => {
    const adminPage: PageMetadata = {
      title: 'Admin',
      description: 'Staff area.',
      indexable: false,
    };
    const tags = buildHeadTags(adminPage, 'https://teams.example');
    expect(metaContent(adminPage, 'robots')).toBe('noindex, nofollow');
    expect(tags.links).toEqual([]);
    expect(tags.meta.some((tag) => tag.id === 'og:url')).toBe(false);
    expect(metaContent(contactPage, 'robots')).toBe('index, follow');
  });

  it('builds structured data against the same public site URL', () => {
    const tags = buildHeadTags(
      { ...contactPage, structuredData: (siteUrl) => [{ url: `${siteUrl}/` }] },
      'https://teams.example',
    );
    expect(tags.structuredData).toEqual([{ url: 'https://teams.example/' }]);
  });
});
