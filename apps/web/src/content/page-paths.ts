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

export const publicPagePaths = [
  '/',
  '/contact',
  '/about',
  '/blog',
  '/careers',
  ...legalPagePaths,
  ...servicePagePaths,
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];
export type ServicePagePath = (typeof servicePagePaths)[number];
export type LegalPagePath = (typeof legalPagePaths)[number];

/** Served as an empty, non-indexed shell: the admin screen renders only in the browser. */
export const adminPath = '/admin';
