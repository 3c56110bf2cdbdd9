import { lazyRouteComponent } from '@tanstack/react-router';
import { servicePagePaths, type ServicePagePath } from '../content/page-paths.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

const loadServicePage = async (path: ServicePagePath) =>
  (await import('../content/services.ts')).servicePages[path];

function createServiceRoute<const Path extends ServicePagePath>(path: Path) {
  return createPublicPageRoute({
    path,
    loadHead: async () => {
      const [page, { serviceStructuredData }] = await Promise.all([
        loadServicePage(path),
        import('../service-pages/service-structured-data.ts'),
      ]);
      return {
        title: page.title,
        description: page.metaDescription,
        structuredData: serviceStructuredData(page),
      };
    },
    component: lazyRouteComponent(async () => {
      const [page, { createServicePageComponent }] = await Promise.all([
        loadServicePage(path),
        import('../service-pages/service-page-component.tsx'),
      ]);
      return { default: createServicePageComponent(page) };
    }),
  });
}

/** One route per service page, in the order of the list. */
export const serviceRoutes = servicePagePaths.map(createServiceRoute);
