import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pickSearchParams } from '@app/domain';
import { adminAreas } from './admin-areas.ts';
import { adminRoute } from './admin-route.ts';

const area = adminAreas.reports;

/** The charts over one period, which the address keeps (`?reportDays=30`, or a range). */
export const adminReportsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: area.path,
  validateSearch: (search) => pickSearchParams(search, area.searchParams),
  component: lazyRouteComponent(() => import('../../admin/reports/ReportsArea.tsx'), 'ReportsArea'),
});
