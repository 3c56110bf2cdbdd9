import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pickSearchParams } from '@app/domain';
import { adminAreas } from './admin-areas.ts';
import { adminRoute } from './admin-route.ts';

const area = adminAreas.templates;

/** The mail templates staff insert into the e-mails they write from a drawer. */
export const adminTemplatesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: area.path,
  validateSearch: (search) => pickSearchParams(search, area.searchParams),
  component: lazyRouteComponent(() => import('../../admin/AdminScreen.tsx'), 'TemplatesArea'),
});
