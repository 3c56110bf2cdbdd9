import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiTestHarness } from '../test/api-harness.ts';
import {
  csvByteOrderMark,
  csvCell as csvCellJs,
  csvCellSql,
  csvRecord as csvRecordJs,
  csvRecordSql,
} from './csv.ts';

// The CSV is written by PostgreSQL, so its rules are tested there.
const api = await createApiTestHarness();
afterAll(() => api.close());

async function csvCell(value: string | number | null): Promise<string> {
  const [row] = await api.sql<{ cell: string }>(
    `select ${csvCellSql('input.value')} as cell from (select ?::text as value) as input`,
    [value === null ? null : String(value)],
  );
  return row?.cell ?? 'no row';
}

async function csvRecord(values: ReadonlyArray<string | null>): Promise<string> {
  const [row] = await api.sql<{ line: string }>(
    `select ${csvRecordSql(values.map((_value, index) => `input.v${index}`))} as line
       from (select ${values.map((_value, index) => `?::text as v${index}`).join(', ') || '1'}) as input`,
    [...values],
  );
  return row?.line ?? 'no row';
}

describe('a CSV cell', () => {
  it('writes plain text, numbers and empty values as they are', async () => {
    expect(await csvCell('Olivia Hart')).toBe('Olivia Hart');
    expect(await csvCell(12_000)).toBe('12000');
    expect(await csvCell(0)).toBe('0');
    expect(await csvCell(null)).toBe('');
    expect(await csvCell('')).toBe('');
    expect(await csvCell('Nguyễn Văn Minh 👋')).toBe('Nguyễn Văn Minh 👋');
  });

  it.each([
    ['Harbour, Analytics', '"Harbour, Analytics"'],
    ['She said "two"', '"She said ""two"""'],
    ['"', '""""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['ends with CR\r', '"ends with CR\r"'],
    // Excel splits at `;` where it is the locale's list separator.
    ['x;=1+1;y', '"x;=1+1;y"'],
    ['Harbour; Analytics', '"Harbour; Analytics"'],
  ])('quotes %j as %j', async (value, written) => {
    expect(await csvCell(value)).toBe(written);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+61 2 5550 4821', "'+61 2 5550 4821"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=1,2', `"'=1,2"`],
    ['=1;2', `"'=1;2"`],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B61 2 5550 4821', "'\uFF0B61 2 5550 4821"],
    ['\uFF0D2+3', "'\uFF0D2+3"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
  ])('neutralises the formula start of %j', async (value, written) => {
    expect(await csvCell(value)).toBe(written);
  });

  it('neutralises a negative number too, and leaves a formula sign inside a cell alone', async () => {
    expect(await csvCell(-5)).toBe("'-5");
    expect(await csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(await csvCell(' =1')).toBe(' =1');
  });
});

describe('a CSV record', () => {
  it('separates the cells by commas and ends the record with CRLF', async () => {
    expect(await csvRecord(['ID', 'Name', 'Company'])).toBe('ID,Name,Company\r\n');
    expect(await csvRecord(['1', 'Hart, Olivia', null, '=1'])).toBe(`1,"Hart, Olivia",,'=1\r\n`);
  });

  it('writes an empty record for no cells', async () => {
    expect(await csvRecord([])).toBe('\r\n');
  });
});

describe('a CSV cell and record written in JavaScript (the reports)', () => {
  it.each([
    'Olivia Hart',
    12_000,
    -5,
    null,
    '',
    'Harbour, Analytics',
    'She said "two"',
    'line one\r\nline two',
    '=HYPERLINK("http://x")',
    '+61 2 5550 4821',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '=1,2',
    ' =1',
    'x;=1+1;y',
    '\uFF1D1+1',
    '\uFF20SUM(A1)',
  ])('writes %j as PostgreSQL does', async (value) => {
    expect(csvCellJs(value)).toBe(await csvCell(value));
  });

  it('writes any text as PostgreSQL does, formula signs and separators anywhere', async () => {
    const character = fc.oneof(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ';', "'", ' '),
      fc.constantFrom('\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE62', '\u2212'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(character, { maxLength: 8 }).map((characters) => characters.join('')),
        async (text) => {
          expect(csvCellJs(text)).toBe(await csvCell(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('separates the cells by commas and ends the record with CRLF', () => {
    expect(csvRecordJs([1, 'Hart, Olivia', null, '=1'])).toBe(`1,"Hart, Olivia",,'=1\r\n`);
  });
});

describe('csvByteOrderMark', () => {
  it('is the UTF-8 byte order mark', () => {
    expect(Buffer.from(csvByteOrderMark, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
