import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pickSearchParams } from '@app/domain';
import { adminAreas } from './admin-areas.ts';
import { adminRoute } from './admin-route.ts';

const area = adminAreas.unmatched;

/** E-mails that came in matching no lead or application, waiting for staff to place them. */
export const adminUnmatchedRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: area.path,
  validateSearch: (search) => pickSearchParams(search, area.searchParams),
  component: lazyRouteComponent(() => import('../../admin/AdminScreen.tsx'), 'UnmatchedMailArea'),
});
