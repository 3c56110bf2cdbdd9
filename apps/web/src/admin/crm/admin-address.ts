import { getRouteApi, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  adminLinkSearchSchema,
  crmFilterFromSearch,
  type AdminLinkSearch,
  type CrmFilter,
} from '@app/domain';
import { adminRouteId } from '../../routes/admin/admin-route.ts';

const adminRouteApi = getRouteApi(adminRouteId);

/**
 * The records the address names (an alert's link, or a link between records), checked: each
 * shows in its drawer over whichever area is showing, for as long as the address holds it.
 */
export function useRecordLinks(): {
  readonly links: AdminLinkSearch;
  readonly openLeadId: number | null;
  readonly openApplicationId: number | null;
} {
  const search = adminRouteApi.useSearch();
  return useMemo(() => {
    const links = adminLinkSearchSchema.parse(search);
    return {
      links,
      openLeadId: typeof links.lead === 'number' ? links.lead : null,
      openApplicationId: typeof links.application === 'number' ? links.application : null,
    };
  }, [search]);
}

/** The search and filters the address holds, for the areas whose routes read them. */
export function useCrmFilter(): CrmFilter {
  const search = useSearch({ strict: false });
  return useMemo(() => crmFilterFromSearch(search), [search]);
}
