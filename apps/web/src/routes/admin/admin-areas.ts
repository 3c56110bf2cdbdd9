import { crmFilterParams, reportParams, type CrmFilterParam, type ReportParam } from '@app/domain';
import { adminPath } from '../../content/page-paths.ts';

type AdminAreaDeclaration = {
  /** The area's address; `/admin` itself is the spec's screen, the pipeline. */
  readonly path: string;
  /** Its link in the tab bar. */
  readonly label: string;
  /** The search params its route reads besides the record links (`?lead=`, `?application=`). */
  readonly searchParams: readonly (CrmFilterParam | ReportParam)[];
};

/**
 * The admin's areas, in the tab bar's order: each is a route of its own (routes/admin/), so its
 * address survives a reload and Back leaves it. No icons here: this list is part of the route
 * table that every public page loads, and the icons load with the admin screen (AdminAreaTabs).
 */
export const adminAreas = {
  pipeline: { path: adminPath, label: 'CRM Pipeline', searchParams: crmFilterParams },
  contacts: {
    path: '/admin/contacts',
    label: 'Contact Submissions',
    searchParams: crmFilterParams,
  },
  hiring: { path: '/admin/hiring', label: 'Career Submissions', searchParams: crmFilterParams },
  unmatched: { path: '/admin/unmatched', label: 'Unmatched mail', searchParams: [] },
  reports: { path: '/admin/reports', label: 'Reports', searchParams: reportParams },
  templates: { path: '/admin/templates', label: 'Templates', searchParams: [] },
  spam: { path: '/admin/spam', label: 'Spam', searchParams: [] },
  privacy: { path: '/admin/privacy', label: 'Privacy', searchParams: [] },
  admins: { path: '/admin/admins', label: 'Admins', searchParams: [] },
  audit: { path: '/admin/audit', label: 'Audit', searchParams: [] },
} as const satisfies Record<string, AdminAreaDeclaration>;

export type AdminAreaId = keyof typeof adminAreas;

export type AdminArea = (typeof adminAreas)[AdminAreaId];

export type AdminAreaPath = AdminArea['path'];

/** Each area's address, which the server answers with the admin shell (scripts/prerender.ts). */
export const adminAreaPaths: readonly AdminAreaPath[] = Object.values(adminAreas).map(
  (area) => area.path,
);
