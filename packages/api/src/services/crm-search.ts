import type { CrmFilter, PageCursor } from '@app/domain';

/** A piece of SQL and the values of its `?` placeholders, in order. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** A searched column; an empty nullable one counts as empty text. */
interface SearchedColumn {
  name: string;
  nullable: boolean;
}

const required = (name: string): SearchedColumn => ({ name, nullable: false });
const nullable = (name: string): SearchedColumn => ({ name, nullable: true });

/** The columns each CRM list is searched in, in the order its search text joins them. */
const searchedColumns = {
  leads: [
    required('name'),
    required('email'),
    nullable('company'),
    required('contact'),
    nullable('message'),
  ],
  contact_submissions: [
    required('name'),
    required('email'),
    nullable('company'),
    required('contact'),
    nullable('message'),
  ],
  career_submissions: ['first_name', 'last_name', 'email', 'phone', 'position', 'description'].map(
    required,
  ),
} satisfies Record<string, SearchedColumn[]>;

export type CrmTable = keyof typeof searchedColumns;

/**
 * The text a CRM list is searched in: its searchable fields, lower-cased and joined by spaces (so
 * "Olivia Hart" finds an applicant whose names are stored apart). The migration
 * (20261125160000_crm_search) builds each table's pg_trgm GIN index on this very expression, read
 * unqualified; the planner uses the index only for the same expression, whatever the alias.
 */
export function searchTextSql(table: CrmTable, alias?: string): string {
  const prefix = alias === undefined ? '' : `${alias}.`;
  const parts = searchedColumns[table].map((column) =>
    column.nullable ? `coalesce(${prefix}${column.name}, '')` : `${prefix}${column.name}`,
  );
  return `lower(${parts.join(" || ' ' || ")})`;
}

/** The search as a LIKE pattern's body: `%`, `_` and the escape character `\` match themselves. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The filter as SQL conditions on one of the CRM's tables, read under `alias`: the search as a
 * case-insensitive substring of its search text, the days as whole UTC days of `created_at`, the
 * team size and the position exactly. Team size is left out for job applications, which have
 * none, and position for leads and consultation requests, which have none.
 */
export function crmFilterConditions(table: CrmTable, alias: string, filter: CrmFilter): SqlPart[] {
  const conditions: SqlPart[] = [];
  if (filter.q !== undefined) {
    conditions.push({
      sql: `${searchTextSql(table, alias)} like '%' || lower(?) || '%'`,
      params: [likeLiteral(filter.q)],
    });
  }
  if (filter.from !== undefined) {
    conditions.push({
      sql: `${alias}.created_at >= (?::date)::timestamp at time zone 'UTC'`,
      params: [filter.from],
    });
  }
  if (filter.to !== undefined) {
    conditions.push({
      sql: `${alias}.created_at < (?::date + 1)::timestamp at time zone 'UTC'`,
      params: [filter.to],
    });
  }
  if (filter.teamSize !== undefined && table !== 'career_submissions') {
    conditions.push({ sql: `${alias}.team_size = ?`, params: [filter.teamSize] });
  }
  if (filter.position !== undefined && table === 'career_submissions') {
    conditions.push({ sql: `${alias}.position = ?`, params: [filter.position] });
  }
  return conditions;
}

/**
 * Rows after the cursor in the order (time desc, id desc): the row comparison uses the index on
 * both columns, and the cursor's microseconds keep rows that differ below the millisecond apart.
 */
export function afterCursorCondition(
  timeColumn: string,
  idColumn: string,
  cursor: PageCursor,
): SqlPart {
  return {
    sql: `(${timeColumn}, ${idColumn}) < (?::timestamptz, ?)`,
    params: [cursor.at, cursor.id],
  };
}

/**
 * One page of a board column (leads or applications): the rows of the stage that match the
 * filter, after the cursor in the column's order (`timeColumn` desc, then id desc).
 */
export function boardColumnConditions(
  table: CrmTable,
  alias: string,
  timeColumn: string,
  input: { stage: string; filter: CrmFilter; cursor?: PageCursor | null | undefined },
): SqlPart[] {
  const conditions: SqlPart[] = [
    { sql: `${alias}.stage = ?`, params: [input.stage] },
    ...crmFilterConditions(table, alias, input.filter),
  ];
  if (input.cursor !== null && input.cursor !== undefined) {
    conditions.push(afterCursorCondition(`${alias}.${timeColumn}`, `${alias}.id`, input.cursor));
  }
  return conditions;
}

/** The conditions joined as a `where` clause (empty when there are none). */
export function whereClause(conditions: SqlPart[]): SqlPart {
  if (conditions.length === 0) return { sql: '', params: [] };
  return {
    sql: `where ${conditions.map((condition) => `(${condition.sql})`).join(' and ')}`,
    params: conditions.flatMap((condition) => condition.params),
  };
}

/**
 * A time column as a page cursor's `at`, written by PostgreSQL with its microseconds, in UTC, so
 * the next page starts exactly after it.
 */
export function cursorTimeSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** A page from `limit + 1` rows read: the extra row only tells that another page follows. */
export function pageOf<Row extends { cursor_at: string; id: number }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: PageCursor | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor:
      rows.length > limit && last !== undefined ? { at: last.cursor_at, id: last.id } : null,
  };
}
