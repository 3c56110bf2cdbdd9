/**
 * The admin screen's deep links, as the staff alert e-mails write them: `/admin?lead=ID` opens
 * that lead, `/admin?application=ID` that career application.
 *
 * This module has no zod: the route table that every public page loads reads it, and the checks
 * of the ids (admin-links.ts) load with the admin screen only.
 */
export const adminLinkParams = { lead: 'lead', application: 'application' } as const;

export type AdminLinkParam = keyof typeof adminLinkParams;

/**
 * The CRM's search and filters, kept in the address of the areas they apply to (the pipeline and
 * the two submission lists) so a view can be shared.
 */
export const crmFilterParams = ['q', 'from', 'to', 'teamSize', 'position'] as const;

export type CrmFilterParam = (typeof crmFilterParams)[number];

/**
 * The Reports area's period: `reportDays` (the last 30, 90 or 365 days) or a range from
 * `reportFrom` to `reportTo`, read at `/admin/reports` only.
 */
export const reportParams = ['reportDays', 'reportFrom', 'reportTo'] as const;

export type ReportParam = (typeof reportParams)[number];

/** A route's params as the address holds them, not yet checked. */
export type UncheckedSearch<Param extends string> = Readonly<Partial<Record<Param, unknown>>>;

/**
 * Keeps the named params of a route's search and drops everything else: each admin route names
 * the params it reads, so an address carries no other area's leftovers.
 */
export function pickSearchParams<const Param extends string>(
  search: Readonly<Record<string, unknown>>,
  params: readonly Param[],
): UncheckedSearch<Param> {
  const picked: Partial<Record<Param, unknown>> = {};
  for (const param of params) {
    if (search[param] !== undefined) picked[param] = search[param];
  }
  return picked;
}
