import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLinkParams, pickSearchParams } from '@app/domain';
import { site } from '../../content/site.ts';
import { rootRoute } from '../root-route.tsx';

/** The layout route's id: its area routes' APIs (`getRouteApi`) are found below it. */
export const adminRouteId = '/_admin';

/**
 * The parent of every admin area, without a path of its own: it holds the login guard and the
 * frame (header, notices, statistics, tab bar) once, and each area (admin-areas.ts) is a child
 * with its own address. Its code loads only when an area is visited, so nothing of the admin
 * reaches the public pages' JavaScript.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_admin',
  // The staff alerts' links, `?lead=ID` and `?application=ID`, open their record's drawer over
  // any area, and survive the login, which never leaves the address. The admin screen checks the
  // ids, so zod stays out of the public pages.
  validateSearch: (search) => pickSearchParams(search, Object.values(adminLinkParams)),
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
  component: lazyRouteComponent(() => import('../../admin/AdminScreen.tsx'), 'AdminScreen'),
});
