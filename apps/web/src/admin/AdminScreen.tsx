import './admin-styles.ts';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  adminLinkSearchSchema,
  crmFilterFromSearch,
  crmFilterParams,
  reportViewFromSearch,
  reportViewSearch,
  type AdminLinkSearch,
  type CrmFilter,
  type ReportView,
  type UncheckedAdminSearch,
} from '@app/domain';
import { AdminApp } from './AdminApp.tsx';
import { createAdminApi } from './api/admin-api.ts';
import { OpenAdminRecordContext, type OpenAdminRecord } from './crm/RecordLink.tsx';
import { browserLocalStorage, createAdminTokenStore } from './api/admin-token-store.ts';
import { turnstileSiteKeyFromDocument } from '../app/turnstile.ts';

const adminRouteApi = getRouteApi('/admin');

/** The /admin route: the login form when logged out, the CRM when logged in. */
export function AdminScreen() {
  const search = adminRouteApi.useSearch();
  const links = useMemo(() => adminLinkSearchSchema.parse(search), [search]);
  const filter = useMemo(() => crmFilterFromSearch(search), [search]);
  const reportView = useMemo(() => reportViewFromSearch(search), [search]);
  const navigate = adminRouteApi.useNavigate();
  // A filtered view is an address to bookmark or share. Typing replaces the address's entry
  // rather than leaving one per search in the history.
  const onFilterChange = useCallback(
    (next: CrmFilter, { typing }: { typing: boolean }) => {
      void navigate({
        search: (previous) => ({
          ...previous,
          q: next.q,
          from: next.from,
          to: next.to,
          teamSize: next.teamSize,
          position: next.position,
        }),
        replace: typing,
      });
    },
    [navigate],
  );
  // Each period chosen is an entry in the history, so Back returns to the one before.
  const onReportViewChange = useCallback(
    (next: ReportView | null, { replace }: { replace: boolean }) => {
      void navigate({
        search: (previous) => ({ ...previous, ...reportViewSearch(next) }),
        replace,
      });
    },
    [navigate],
  );
  // Once a linked record has been seen, a reload should not open it again.
  const onLinkDone = useCallback(
    (param: keyof AdminLinkSearch) => {
      void navigate({ search: (previous) => ({ ...previous, [param]: undefined }), replace: true });
    },
    [navigate],
  );
  // A link from one record to another opens it in place, as an alert's link would from outside:
  // in its drawer over the view, which keeps its search and filters.
  const openRecord = useCallback<OpenAdminRecord>(
    (param, id) => {
      void navigate({ search: (previous) => ({ ...filterParamsOf(previous), [param]: id }) });
    },
    [navigate],
  );
  const [api] = useState(() =>
    createAdminApi({ tokenStore: createAdminTokenStore(browserLocalStorage()) }),
  );
  const [turnstileSiteKey] = useState(() => turnstileSiteKeyFromDocument(document));
  return (
    <OpenAdminRecordContext value={openRecord}>
      <AdminApp
        api={api}
        turnstileSiteKey={turnstileSiteKey}
        links={links}
        onLinkDone={onLinkDone}
        filter={filter}
        onFilterChange={onFilterChange}
        reportView={reportView}
        onReportViewChange={onReportViewChange}
      />
    </OpenAdminRecordContext>
  );
}

function filterParamsOf(search: UncheckedAdminSearch): UncheckedAdminSearch {
  return Object.fromEntries(crmFilterParams.map((param) => [param, search[param]]));
}
