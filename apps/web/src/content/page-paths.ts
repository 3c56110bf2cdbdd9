/**
 * The one list of public, indexable pages. The router gives each a route (routes/route-tree.ts,
 * checked by its test), the build prerenders each into its own HTML file, the server lists each
 * in the sitemap, and links may only point at one of them.
 */

/** The service and technology pages; content/services.ts holds their content by path. */
export const servicePagePaths = [
  '/dedicated-teams',
  '/team-augmentation',
  '/project-development',
  '/technical-consulting',
  '/react-nodejs',
  '/python-django',
  '/mobile-development',
  '/devops-cloud',
  '/rapid-prototyping',
] as const;

export const legalPagePaths = ['/privacy-policy', '/terms-of-service', '/cookie-policy'] as const;

/**
 * Each blog article's address is /blog/<slug>: short, from its title, and never changed once
 * published (links and search engines keep it). content/blog.ts gives each article one of them.
 */
export const blogArticleSlugs = [
  'distributed-by-design',
  'measuring-dedicated-team-impact',
  'three-talent-markets',
  'where-savings-come-from',
  'first-30-days-onboarding',
  'ip-security-and-speed',
] as const;

export type BlogArticleSlug = (typeof blogArticleSlugs)[number];

export function blogArticlePath<const Slug extends BlogArticleSlug>(slug: Slug): `/blog/${Slug}` {
  return `/blog/${slug}`;
}

const blogArticlePaths = blogArticleSlugs.map(blogArticlePath);

/** The blog's RSS feed, built with the pages and linked from /blog's head. */
export const blogFeedPath = '/blog/rss.xml';

export const publicPagePaths = [
  '/',
  '/contact',
  '/about',
  '/blog',
  '/careers',
  ...legalPagePaths,
  ...servicePagePaths,
  ...blogArticlePaths,
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];
export type ServicePagePath = (typeof servicePagePaths)[number];
export type LegalPagePath = (typeof legalPagePaths)[number];
export type BlogArticlePath = (typeof blogArticlePaths)[number];

/** Served as an empty, non-indexed shell: the admin screen renders only in the browser. */
export const adminPath = '/admin';
