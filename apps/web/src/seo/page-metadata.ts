import { site } from '../content/site.ts';
import ogImagePath from '../assets/og-image.jpg';

/** What a route declares about itself (in its `staticData.page`) for search engines and sharing. */
export type PageMetadata = {
  readonly title: string;
  readonly description: string;
  /** The route's own path, the canonical URL is built from it. Omit for pages without one. */
  readonly path?: string;
  readonly indexable: boolean;
  /** JSON-LD documents, built against the site's origin. */
  readonly structuredData?: (publicSiteUrl: string) => readonly object[];
};

export type MetaTag = { readonly key: 'name' | 'property'; readonly id: string; readonly content: string };
export type LinkTag = { readonly rel: string; readonly href: string };

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
    { key: 'property', id: 'og:type', content: 'website' },
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
  if (canonicalUrl !== undefined) meta.push({ key: 'property', id: 'og:url', content: canonicalUrl });
  return {
    title: page.title,
    meta,
    links: canonicalUrl === undefined ? [] : [{ rel: 'canonical', href: canonicalUrl }],
    structuredData: page.structuredData?.(publicSiteUrl) ?? [],
  };
}
