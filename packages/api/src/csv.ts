/**
 * Writing CSV for spreadsheets (RFC 4180, as Excel and LibreOffice read it), as SQL: PostgreSQL
 * writes each record of an export as one text, so the server only passes lines along (building
 * them in JavaScript cell by cell made about 100 MB of short-lived garbage per 100,000 leads and
 * as much resident memory). Not a domain rule: only the exports use it.
 */

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const csvByteOrderMark = '\uFEFF';

/**
 * One cell from a SQL text expression (null writes an empty cell): a cell starting with what a
 * spreadsheet may run as a formula or command (`=`, `+`, `-`, `@`, tab or carriage return, the
 * OWASP list) gets a leading apostrophe, which makes it plain text; then a cell holding the
 * separator, a quote or a line break is quoted, its quotes doubled. The expression is written
 * several times over: give a column, never a `?` placeholder (it would take a parameter each time).
 */
export function csvCellSql(text: string): string {
  const safe = `(case when left(${text}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r')
                      then '''' || ${text} else ${text} end)`;
  return `coalesce(case when ${safe} ~ E'[",\\r\\n]'
                        then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end, '')`;
}

/** One record from SQL text expressions: its cells separated by commas, ended by CRLF. */
export function csvRecordSql(texts: readonly string[]): string {
  const cells = texts.length === 0 ? "''" : texts.map(csvCellSql).join(" || ',' || ");
  return `(${cells} || E'\\r\\n')`;
}

/**
 * One cell written in JavaScript, by the same rules as `csvCellSql`, for the small files built from
 * an answer already in memory (a report's few dozen rows).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record written in JavaScript: its cells separated by commas, ended by CRLF. */
export function csvRecord(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
