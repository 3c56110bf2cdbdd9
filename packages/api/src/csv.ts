/**
 * Writing CSV for spreadsheets (RFC 4180, as Excel and LibreOffice read it). Not a domain rule:
 * only the exports use it.
 */

/** A cell's value; empty for null. */
export type CsvValue = string | number | null;

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const csvByteOrderMark = '\uFEFF';

/** RFC 4180 ends every record with CRLF. */
const recordEnd = '\r\n';

/**
 * What a spreadsheet may run as a formula or command when a cell starts with it (the OWASP list):
 * such a cell gets a leading apostrophe, which makes it plain text.
 */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/** What makes a cell need quotes: the separator, a quote, or a line break. */
const needsQuotes = /[",\r\n]/;

/** One cell: neutralised against formula injection, then quoted if it must be (quotes doubled). */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  const safe = formulaStarts.has(text.charAt(0)) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record: its cells separated by commas, ended by CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}${recordEnd}`;
}
