import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  defaultReportView,
  reportViewFromSearch,
  reportViewSearch,
  type ReportView,
} from '@app/domain';
import { ReportsTab } from './ReportsTab.tsx';

const reportsRouteApi = getRouteApi('/_admin/admin/reports');

/**
 * The Reports area. Its period is in the address, so a report can be bookmarked or shared; an
 * address without one shows the default period.
 */
export function ReportsArea() {
  const search = reportsRouteApi.useSearch();
  const view = useMemo(() => reportViewFromSearch(search) ?? defaultReportView, [search]);
  const navigate = reportsRouteApi.useNavigate();
  // Each period chosen is an entry in the history, so Back returns to the one before.
  const changeView = useCallback(
    (next: ReportView) => {
      void navigate({ search: (previous) => ({ ...previous, ...reportViewSearch(next) }) });
    },
    [navigate],
  );
  return <ReportsTab view={view} onViewChange={changeView} />;
}
