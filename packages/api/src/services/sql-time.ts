/**
 * A timestamp column read as whole milliseconds since 1970, cut (not rounded) as JavaScript's
 * dates are: PostgreSQL keeps microseconds, and rounding could move a time into the next second.
 * Raw rows carry it as a number, which `new Date()` takes as it is.
 */
export function epochMsSql(column: string): string {
  return `(extract(epoch from date_trunc('milliseconds', ${column})) * 1000)::float8`;
}
