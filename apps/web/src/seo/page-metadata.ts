import { site } from '../content/site.ts';
import ogImagePath from '../assets/og-image.jpg';

/** Everything the head tags of a page are built from. */
export type PageMetadata = {
  readonly title: string;
  readonly description: string;
  /** The route's own path, the canonical URL is built from it. Omit for pages without one. */
  readonly path?: string;
  readonly indexable: boolean;
  /** JSON-LD documents, built against the site's origin. */
  readonly structuredData?: (publicSiteUrl: string) => readonly object[];
  /** Open Graph's kind of page: an article page says 'article'; 'website' otherwise. */
  readonly openGraphType?: 'website' | 'article';
  /** An RSS feed the page announces to feed readers. */
  readonly feed?: { readonly title: string; readonly path: string };
};

/** A page's own words for its head: kept with its content, loaded with its code. */
export type PageHead = Pick<
  PageMetadata,
  'title' | 'description' | 'structuredData' | 'openGraphType' | 'feed'
>;

/**
 * What a route declares about its page (in its `staticData.page`). The head is loaded on demand
 * from the page's own chunk, so no page's content travels in every other page's JavaScript.
 */
export type PageDeclaration = Pick<PageMetadata, 'path' | 'indexable'> & {
  readonly loadHead: () => Promise<PageHead>;
};

type MetaTag = {
  readonly key: 'name' | 'property';
  readonly id: string;
  readonly content: string;
};
type LinkTag = {
  readonly rel: string;
  readonly href: string;
  readonly type?: string;
  readonly title?: string;
};

export type HeadTags = {
  readonly title: string;
  readonly meta: readonly MetaTag[];
  readonly links: readonly LinkTag[];
  readonly structuredData: readonly object[];
};

/**
 * Written into prerendered HTML in place of the deployment's origin, which the build cannot know;
 * the server replaces it with PUBLIC_SITE_URL when it loads the pages.
 */
export const publicSiteUrlToken = '__PUBLIC_SITE_URL__';

/** The one helper every page's title, description, social-sharing and canonical tags go through. */
export function buildHeadTags(page: PageMetadata, publicSiteUrl: string): HeadTags {
  const canonicalUrl = page.path === undefined ? undefined : `${publicSiteUrl}${page.path}`;
  const imageUrl = `${publicSiteUrl}${ogImagePath}`;
  const meta: MetaTag[] = [
    { key: 'name', id: 'description', content: page.description },
    { key: 'name', id: 'robots', content: page.indexable ? 'index, follow' : 'noindex, nofollow' },
    { key: 'property', id: 'og:type', content: page.openGraphType ?? 'website' },
    { key: 'property', id: 'og:site_name', content: site.businessName },
    { key: 'property', id: 'og:locale', content: 'en_AU' },
    { key: 'property', id: 'og:title', content: page.title },
    { key: 'property', id: 'og:description', content: page.description },
    { key: 'property', id: 'og:image', content: imageUrl },
    { key: 'property', id: 'og:image:width', content: '1200' },
    { key: 'property', id: 'og:image:height', content: '630' },
    { key: 'property', id: 'og:image:alt', content: site.businessName },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', id: 'twitter:title', content: page.title },
    { key: 'name', id: 'twitter:description', content: page.description },
    { key: 'name', id: 'twitter:image', content: imageUrl },
  ];
  if (canonicalUrl !== undefined)
    meta.push({ key: 'property', id: 'og:url', content: canonicalUrl });
  const links: LinkTag[] =
    canonicalUrl === undefined ? [] : [{ rel: 'canonical', href: canonicalUrl }];
  if (page.feed !== undefined) {
    links.push({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: page.feed.title,
      href: `${publicSiteUrl}${page.feed.path}`,
    });
  }
  return {
    title: page.title,
    meta,
    links,
    structuredData: page.structuredData?.(publicSiteUrl) ?? [],
  };
}
