import { describe, expect, it } from 'vitest';
import { csvByteOrderMark, csvCell, csvRecord } from './csv.ts';

describe('csvCell', () => {
  it('writes plain text, numbers and empty values as they are', () => {
    expect(csvCell('Olivia Hart')).toBe('Olivia Hart');
    expect(csvCell(12_000)).toBe('12000');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvCell('Nguyễn Văn Minh 👋')).toBe('Nguyễn Văn Minh 👋');
  });

  it.each([
    ['Harbour, Analytics', '"Harbour, Analytics"'],
    ['She said "two"', '"She said ""two"""'],
    ['"', '""""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['ends with CR\r', '"ends with CR\r"'],
  ])('quotes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+61 2 5550 4821', "'+61 2 5550 4821"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=1,2', `"'=1,2"`],
  ])('neutralises the formula start of %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('neutralises a negative number too, and leaves a formula sign inside a cell alone', () => {
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('csvRecord', () => {
  it('separates the cells by commas and ends the record with CRLF', () => {
    expect(csvRecord(['ID', 'Name', 'Company'])).toBe('ID,Name,Company\r\n');
    expect(csvRecord([1, 'Hart, Olivia', null, '=1'])).toBe(`1,"Hart, Olivia",,'=1\r\n`);
  });

  it('writes an empty record for no cells', () => {
    expect(csvRecord([])).toBe('\r\n');
  });
});

describe('csvByteOrderMark', () => {
  it('is the UTF-8 byte order mark', () => {
    expect(Buffer.from(csvByteOrderMark, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
