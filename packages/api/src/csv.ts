/**
 * Writing CSV for spreadsheets (RFC 4180, as Excel and LibreOffice read it), as SQL: PostgreSQL
 * writes each record of an export as one text, so the server only passes lines along (building
 * them in JavaScript cell by cell made about 100 MB of short-lived garbage per 100,000 leads and
 * as much resident memory). Not a domain rule: only the exports use it. The few files built from
 * an answer in memory use the JavaScript twin below; both read the two lists of characters.
 */

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const csvByteOrderMark = '\uFEFF';

/**
 * What a spreadsheet may run as a formula or command when a cell starts with it: OWASP's list
 * (`=`, `+`, `-`, `@`, tab, carriage return) and the full-width `＝`, `＋`, `－`, `＠`, which
 * Excel also reads as formula signs.
 */
const formulaStarts = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

/**
 * What makes a cell quoted: the quote itself, line breaks and both list separators. Excel splits
 * a line at `;` where the locale's list separator is `;` (those whose decimal mark is a comma),
 * so an unquoted `x;=1+1;y` would be three cells there, the middle one a formula.
 */
const quotedWhenHolding = ['"', ',', ';', '\r', '\n'];

/** A character as SQL, by its code: nothing of the character itself to quote or escape. */
function sqlCharacter(character: string): string {
  return `chr(${String(character.codePointAt(0))})`;
}

const formulaStartsSql = formulaStarts.map(sqlCharacter).join(', ');
/** A regular expression's bracket: none of the characters is special inside one. */
const quotedWhenHoldingSql = `'[' || ${quotedWhenHolding.map(sqlCharacter).join(' || ')} || ']'`;

/**
 * One cell from a SQL text expression (null writes an empty cell): a cell starting with a formula
 * sign gets a leading apostrophe, which makes it plain text; then a cell holding a separator, a
 * quote or a line break is quoted, its quotes doubled. The expression is written several times
 * over: give a column, never a `?` placeholder (it would take a parameter each time).
 */
export function csvCellSql(text: string): string {
  const safe = `(case when left(${text}, 1) in (${formulaStartsSql})
                      then '''' || ${text} else ${text} end)`;
  return `coalesce(case when ${safe} ~ (${quotedWhenHoldingSql})
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
  const safe = formulaStarts.includes(text.charAt(0)) ? `'${text}` : text;
  return quotedWhenHolding.some((character) => safe.includes(character))
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

/** One record written in JavaScript: its cells separated by commas, ended by CRLF. */
export function csvRecord(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
