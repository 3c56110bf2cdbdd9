import type { PublicRoutePath } from '../content/navigation.ts';

/**
 * The one list of public, indexable pages. The router must give each a route (route-tree.ts checks
 * it), the build prerenders each into its own HTML file, and the server lists each in the sitemap.
 */
export const publicPagePaths = [
  '/',
  '/contact',
  '/about',
  '/blog',
  '/careers',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/dedicated-teams',
  '/team-augmentation',
  '/project-development',
  '/technical-consulting',
  '/react-nodejs',
  '/python-django',
  '/mobile-development',
  '/devops-cloud',
  '/rapid-prototyping',
] as const satisfies readonly PublicRoutePath[];

export type PublicPagePath = (typeof publicPagePaths)[number];

/** Served as an empty, non-indexed shell: the admin screen renders only in the browser. */
export const adminPath = '/admin';
