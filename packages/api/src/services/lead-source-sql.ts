import { type LeadSource, leadSourceLabels } from '@app/domain';

/**
 * The source columns `contact_submissions` and `leads` share, in one order, with the field each
 * holds (whose label is its CSV header): every statement that writes or reads a source goes
 * through this list.
 */
const leadSourceColumns = [
  ['source_page', 'sourcePage'],
  ['landing_page', 'landingPage'],
  ['referrer', 'referrer'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const satisfies readonly (readonly [string, keyof LeadSource])[];

/** The column names, for an INSERT's column list. */
export const leadSourceColumnsSql = leadSourceColumns.map(([column]) => column).join(', ');

/** One placeholder per column, for the values `leadSourceParams` gives. */
export const leadSourcePlaceholdersSql = leadSourceColumns.map(() => '?').join(', ');

/** The values of `leadSourceColumnsSql`, in its order. */
export function leadSourceParams(source: LeadSource): (string | null)[] {
  return leadSourceColumns.map(([, field]) => source[field]);
}

/** The columns of the row `alias`, qualified, in the list's order. */
export function leadSourceColumnsOf(alias: string): string[] {
  return leadSourceColumns.map(([column]) => `${alias}.${column}`);
}

/** The columns' headers in the CSV export, in the order `leadSourceColumnsOf` lists them. */
export const leadSourceHeaders = leadSourceColumns.map(([, field]) => leadSourceLabels[field]);

/** The columns of the row `alias` under the field names, for a `select` read as a `LeadSource`. */
export function leadSourceSelectSql(alias: string): string {
  return leadSourceColumns.map(([column, field]) => `${alias}.${column} as "${field}"`).join(', ');
}

/**
 * The row's source as a JSON object with the `LeadSource` fields, or null when none is known (a
 * lead from before sources were kept, or from a client that sends the spec's payload only).
 */
export function leadSourceJsonSql(alias: string): string {
  const columns = leadSourceColumnsOf(alias);
  const fields = leadSourceColumns.map(([column, field]) => `'${field}', ${alias}.${column}`);
  return `case when num_nonnulls(${columns.join(', ')}) = 0 then null
               else json_build_object(${fields.join(', ')}) end`;
}
