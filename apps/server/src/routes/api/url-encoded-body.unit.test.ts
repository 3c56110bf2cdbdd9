import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charsetOf, formDecoder, urlEncodedPairs } from './url-encoded-body.ts';

function pairs(body: string | Uint8Array, charset?: string): [string, string][] {
  const decoder = formDecoder(charset);
  if (decoder === undefined) throw new Error(`no decoder for ${String(charset)}`);
  return urlEncodedPairs(typeof body === 'string' ? Buffer.from(body, 'latin1') : body, decoder);
}

describe('charsetOf', () => {
  it('reads the charset parameter, quoted or not, in any case', () => {
    expect(charsetOf('application/x-www-form-urlencoded')).toBeUndefined();
    expect(charsetOf(undefined)).toBeUndefined();
    expect(charsetOf('application/x-www-form-urlencoded; charset=ISO-8859-1')).toBe('ISO-8859-1');
    expect(charsetOf('application/x-www-form-urlencoded;CHARSET="utf-8"; x=y')).toBe('utf-8');
  });
});

describe('formDecoder', () => {
  it('knows the WHATWG labels, Latin-1 being windows-1252 as in browsers', () => {
    expect(formDecoder(undefined)?.encoding).toBe('utf-8');
    expect(formDecoder('UTF-8')?.encoding).toBe('utf-8');
    expect(formDecoder('iso-8859-1')?.encoding).toBe('windows-1252');
    expect(formDecoder('latin1')?.encoding).toBe('windows-1252');
    expect(formDecoder('us-ascii')?.encoding).toBe('windows-1252');
  });

  it('has none for an unknown label or an encoding no form can be in', () => {
    expect(formDecoder('klingon')).toBeUndefined();
    expect(formDecoder('')).toBeUndefined();
    expect(formDecoder('utf-16')).toBeUndefined();
    expect(formDecoder('utf-16be')).toBeUndefined();
  });
});

describe('urlEncodedPairs', () => {
  it('reads a Latin-1 form as Latin-1, not as UTF-8', () => {
    expect(pairs('name=Jos%E9+Mar%EDa&city=M%FCnchen', 'iso-8859-1')).toEqual([
      ['name', 'José María'],
      ['city', 'München'],
    ]);
    expect(pairs('price=%80+5', 'windows-1252')).toEqual([['price', '€ 5']]);
    // Unescaped Latin-1 bytes, as a lax client sends them.
    expect(pairs(Buffer.from('name=José', 'latin1'), 'iso-8859-1')).toEqual([['name', 'José']]);
  });

  it('reads a UTF-8 form, with or without the charset said', () => {
    expect(pairs('name=Jos%C3%A9&q=%E2%82%AC')).toEqual([
      ['name', 'José'],
      ['q', '€'],
    ]);
    expect(pairs('name=Jos%C3%A9', 'utf-8')).toEqual([['name', 'José']]);
  });

  it('reads as URLSearchParams does: empty pieces skipped, + as space, %2B as +, a lone % kept', () => {
    expect(pairs('&&a=1&&b&=c&d=%2B+%&e=%4g%41')).toEqual([
      ['a', '1'],
      ['b', ''],
      ['', 'c'],
      ['d', '+ %'],
      ['e', '%4gA'],
    ]);
  });

  it('agrees with URLSearchParams on any UTF-8 form', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const body = Buffer.from(text, 'utf8');
        expect(pairs(body)).toEqual([...new URLSearchParams(body.toString('utf8'))]);
      }),
    );
  });
});
