import { createRoute, type RouteComponent } from '@tanstack/react-router';
import type { PageMetadata } from '../seo/page-metadata.ts';
import type { PublicPagePath } from './public-pages.ts';
import { publicLayoutRoute } from './root-route.tsx';

type PublicPageRouteOptions<Path extends PublicPagePath> = {
  readonly path: Path;
  readonly title: string;
  readonly description: string;
  readonly structuredData?: PageMetadata['structuredData'];
  /**
   * Preferably `lazyRouteComponent(() => import('../x/XPage.tsx'), 'XPage')`: each page then loads
   * only its own code; the router loads it before the page renders or hydrates.
   */
  readonly component: RouteComponent;
};

/** A public page: inside the site layout, indexable, with its own title, description and canonical URL. */
export function createPublicPageRoute<const Path extends PublicPagePath>({
  path,
  title,
  description,
  structuredData,
  component,
}: PublicPageRouteOptions<Path>) {
  return createRoute({
    getParentRoute: () => publicLayoutRoute,
    path,
    staticData: { page: { title, description, path, indexable: true, structuredData } },
    component,
  });
}
