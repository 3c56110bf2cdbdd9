import { createRoute, type RouteComponent } from '@tanstack/react-router';
import type { PageHead } from '../seo/page-metadata.ts';
import type { PublicPagePath } from '../content/page-paths.ts';
import { publicLayoutRoute } from './root-route.tsx';

type PublicPageRouteOptions<Path extends PublicPagePath> = {
  readonly path: Path;
  /**
   * The page's title, description and JSON-LD, imported from its content module on demand:
   * `() => import('../content/x.ts').then(...)`. The router only calls it for the page shown.
   */
  readonly loadHead: () => Promise<PageHead>;
  /**
   * `lazyRouteComponent(() => import('../x/XPage.tsx'), 'XPage')`: each page then loads only its
   * own code; the router loads it before the page renders or hydrates.
   */
  readonly component: RouteComponent;
};

/** A public page: inside the site layout, indexable, with its own head tags and canonical URL. */
export function createPublicPageRoute<const Path extends PublicPagePath>({
  path,
  loadHead,
  component,
}: PublicPageRouteOptions<Path>) {
  return createRoute({
    getParentRoute: () => publicLayoutRoute,
    path,
    staticData: { page: { path, indexable: true, loadHead } },
    component,
  });
}
