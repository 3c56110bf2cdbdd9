import { describe, expect, it } from 'vitest';
import { attachmentDisposition, attachmentFileName } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('names a plain file both ways', () => {
    expect(attachmentDisposition('Jane Doe CV.pdf')).toBe(
      `attachment; filename="Jane Doe CV.pdf"; filename*=UTF-8''Jane%20Doe%20CV.pdf`,
    );
  });

  it('escapes quotes in the ASCII name and percent-encodes them in the UTF-8 one', () => {
    expect(attachmentDisposition('my cv "x".pdf')).toBe(
      `attachment; filename="my cv \\"x\\".pdf"; filename*=UTF-8''my%20cv%20%22x%22.pdf`,
    );
    expect(attachmentDisposition("it's (final)*.pdf")).toBe(
      `attachment; filename="it's (final)*.pdf"; filename*=UTF-8''it%27s%20%28final%29%2A.pdf`,
    );
    expect(attachmentDisposition('back\\slash;.pdf')).toBe(
      `attachment; filename="back\\\\slash;.pdf"; filename*=UTF-8''back%5Cslash%3B.pdf`,
    );
  });

  it('gives an ASCII stand-in for other scripts, and the name itself in UTF-8', () => {
    expect(attachmentDisposition('Nguyễn Văn An.pdf')).toBe(
      `attachment; filename="Nguyen Van An.pdf"; filename*=UTF-8''Nguy%E1%BB%85n%20V%C4%83n%20An.pdf`,
    );
    expect(attachmentDisposition('履歴書.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    );
  });

  it('never lets a character end the header, even in a name no CV could have', () => {
    const header = attachmentDisposition('a\r\nSet-Cookie: x=y\u0000\ud800.pdf');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toBe(
      `attachment; filename="a__Set-Cookie: x=y__.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3Dy%00%EF%BF%BD.pdf`,
    );
  });
});

describe('attachmentFileName', () => {
  it('reads back every name the server writes', () => {
    for (const name of [
      'leads.csv',
      'my cv "x".pdf',
      'back\\slash.pdf',
      'Nguyễn Văn An.pdf',
      '履歴書.pdf',
    ]) {
      expect(attachmentFileName(attachmentDisposition(name))).toBe(name);
    }
  });

  it('reads a plain quoted or bare filename, as the CSV downloads send it', () => {
    expect(attachmentFileName('attachment; filename="leads-2026-11-25.csv"')).toBe(
      'leads-2026-11-25.csv',
    );
    expect(attachmentFileName('attachment; filename=report.csv')).toBe('report.csv');
  });

  it('falls back on filename when filename* cannot be decoded, and answers null without either', () => {
    expect(attachmentFileName(`attachment; filename="cv.pdf"; filename*=UTF-8''%E0%A4`)).toBe(
      'cv.pdf',
    );
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
