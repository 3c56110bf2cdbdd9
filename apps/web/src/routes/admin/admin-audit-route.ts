import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pickSearchParams } from '@app/domain';
import { adminAreas } from './admin-areas.ts';
import { adminRoute } from './admin-route.ts';

const area = adminAreas.audit;

/** Who changed what, and when. */
export const adminAuditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: area.path,
  validateSearch: (search) => pickSearchParams(search, area.searchParams),
  component: lazyRouteComponent(() => import('../../admin/AdminScreen.tsx'), 'AuditTab'),
});
