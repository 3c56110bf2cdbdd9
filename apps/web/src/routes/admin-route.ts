import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pickAdminSearchParams } from '@app/domain';
import { site } from '../content/site.ts';
import { adminPath } from '../content/page-paths.ts';
import { rootRoute } from './root-route.tsx';

/** Loaded only when visited, so nothing of the admin area reaches the public pages' JavaScript. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: adminPath,
  // The staff alerts' links: `?lead=ID` and `?application=ID` survive the login, which never
  // leaves this route. The admin screen checks the ids, so zod stays out of the public pages.
  validateSearch: pickAdminSearchParams,
  staticData: {
    page: {
      indexable: false,
      loadHead: () =>
        Promise.resolve({
          title: `Admin | ${site.businessName}`,
          description: `Staff area of ${site.businessName}.`,
        }),
    },
  },
  component: lazyRouteComponent(() => import('../admin/AdminScreen.tsx'), 'AdminScreen'),
});
