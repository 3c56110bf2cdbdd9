/**
 * The admin screen's deep links, as the staff alert e-mails write them: `/admin?lead=ID` opens
 * that lead, `/admin?application=ID` that career application.
 *
 * This module has no zod: the route table that every public page loads reads it, and the checks
 * of the ids (admin-links.ts) load with the admin screen only.
 */
export const adminLinkParams = { lead: 'lead', application: 'application' } as const;

export type AdminLinkParam = keyof typeof adminLinkParams;

/** The CRM's search and filters, kept in the admin screen's address so a view can be shared. */
export const crmFilterParams = ['q', 'from', 'to', 'teamSize', 'position'] as const;

export type CrmFilterParam = (typeof crmFilterParams)[number];

/**
 * The Reports tab's period: `reportDays` (the last 30, 90 or 365 days) or a range from
 * `reportFrom` to `reportTo`. An address holding any of them opens the Reports tab.
 */
export const reportParams = ['reportDays', 'reportFrom', 'reportTo'] as const;

export type ReportParam = (typeof reportParams)[number];

/** The deep-link params as the address holds them, not yet checked. */
export type UncheckedAdminLinkSearch = { readonly [param in AdminLinkParam]?: unknown };

/**
 * The admin screen's params as the address holds them: deep links, filters and the reports'
 * period, not yet checked.
 */
export type UncheckedAdminSearch = UncheckedAdminLinkSearch & {
  readonly [param in CrmFilterParam | ReportParam]?: unknown;
};

/** Keeps the deep-link, filter and report params of a route's search and drops everything else. */
export function pickAdminSearchParams(search: Record<string, unknown>): UncheckedAdminSearch {
  const picked: { [param in AdminLinkParam | CrmFilterParam | ReportParam]?: unknown } = {};
  for (const param of [...Object.values(adminLinkParams), ...crmFilterParams, ...reportParams]) {
    if (search[param] !== undefined) picked[param] = search[param];
  }
  return picked;
}
