/**
 * A timestamp column read as whole milliseconds since 1970, cut (not rounded) as JavaScript's
 * dates are: PostgreSQL keeps microseconds, and rounding could move a time into the next second.
 * Raw rows carry it as a number, which `new Date()` takes as it is.
 */
export function epochMsSql(column: string): string {
  return `(extract(epoch from date_trunc('milliseconds', ${column})) * 1000)::float8`;
}

/**
 * A timestamp column as text exactly as JavaScript's `toISOString` writes it (UTC, milliseconds
 * cut as `epochMsSql` cuts them, and `Z`), for answers PostgreSQL writes itself (exports, JSON).
 */
export function isoTimeSql(column: string): string {
  return `to_char(date_trunc('milliseconds', ${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
