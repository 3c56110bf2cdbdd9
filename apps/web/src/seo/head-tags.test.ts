import { beforeEach, describe, expect, it } from 'vitest';
import { applyHeadTags, publicSiteUrlFromDocument, renderHeadTagsHtml } from './head-tags.ts';
import type { HeadTags } from './page-metadata.ts';

const homeTags: HeadTags = {
  title: 'Teams & "Partners" <Home>',
  meta: [{ key: 'name', id: 'description', content: 'Fast & friendly' }],
  links: [{ rel: 'canonical', href: 'https://teams.example/' }],
  structuredData: [{ '@type': 'Organization', name: '</script><script>alert(1)</script>' }],
};

const contactTags: HeadTags = {
  title: 'Contact',
  meta: [{ key: 'property', id: 'og:title', content: 'Contact' }],
  links: [{ rel: 'canonical', href: 'https://teams.example/contact' }],
  structuredData: [],
};

describe('rendering head tags into prerendered HTML', () => {
  it('escapes text and attributes', () => {
    const html = renderHeadTagsHtml(homeTags);
    expect(html).toContain(
      '<title data-page-head>Teams &amp; &quot;Partners&quot; &lt;Home&gt;</title>',
    );
    expect(html).toContain(
      '<meta data-page-head name="description" content="Fast &amp; friendly">',
    );
    expect(html).toContain('<link data-page-head rel="canonical" href="https://teams.example/">');
  });

  it('keeps structured data from closing its script element', () => {
    const html = renderHeadTagsHtml(homeTags);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json =
      /<script data-page-head type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(homeTags.structuredData[0]);
  });
});

describe('replacing head tags after a client-side navigation', () => {
  beforeEach(() => {
    document.head.innerHTML = `<meta charset="utf-8">${renderHeadTagsHtml(homeTags)}`;
  });

  it("swaps the previous page's tags for the new page's and leaves the rest", () => {
    applyHeadTags(document, contactTags);
    expect(document.title).toBe('Contact');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Contact',
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://teams.example/contact',
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });
});

describe('the public site URL seen from the browser', () => {
  it('is the canonical link of the page without its path', () => {
    window.history.replaceState(null, '', '/contact');
    document.head.innerHTML = renderHeadTagsHtml(contactTags);
    expect(publicSiteUrlFromDocument(document)).toBe('https://teams.example');
  });

  it("is the browser's origin on pages without a canonical link", () => {
    document.head.innerHTML = '';
    expect(publicSiteUrlFromDocument(document)).toBe(window.location.origin);
  });
});
