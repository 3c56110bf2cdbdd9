/**
 * The admin screen's deep links, as the staff alert e-mails write them: `/admin?lead=ID` opens
 * that lead, `/admin?application=ID` that career application.
 *
 * This module has no zod: the route table that every public page loads reads it, and the checks
 * of the ids (admin-links.ts) load with the admin screen only.
 */
export const adminLinkParams = { lead: 'lead', application: 'application' } as const;

export type AdminLinkParam = keyof typeof adminLinkParams;

/** The deep-link params as the address holds them, not yet checked. */
export type UncheckedAdminLinkSearch = { readonly [param in AdminLinkParam]?: unknown };

/** Keeps the deep-link params of a route's search and drops everything else. */
export function pickAdminLinkParams(search: Record<string, unknown>): UncheckedAdminLinkSearch {
  const picked: { [param in AdminLinkParam]?: unknown } = {};
  for (const param of Object.values(adminLinkParams)) {
    if (search[param] !== undefined) picked[param] = search[param];
  }
  return picked;
}
