import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { pickSearchParams } from '@app/domain';
import { adminAreas } from './admin-areas.ts';
import { adminRoute } from './admin-route.ts';

const area = adminAreas.pipeline;

/** `/admin`: the spec's screen, the pipeline board under the statistics. */
export const adminPipelineRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: area.path,
  validateSearch: (search) => pickSearchParams(search, area.searchParams),
  beforeLoad: ({ search, cause }) => {
    // An alert's `/admin?application=ID` arrives from outside: the hiring board is what a staff
    // member expects under the application. A record link followed inside the screen stays put.
    if (cause === 'enter' && search.application !== undefined && search.lead === undefined) {
      redirect({
        to: adminAreas.hiring.path,
        search: { application: search.application },
        replace: true,
        throw: true,
      });
    }
  },
  component: lazyRouteComponent(() => import('../../admin/AdminScreen.tsx'), 'PipelineArea'),
});
