import { describe, expect, it } from 'vitest';
import { cvContentTypes, cvKindOf, cvMaxBytes, storedCvName } from './cv-file.ts';
import { sampleDocx, sampleExe, samplePdf, sampleZip, zipOf } from './cv-samples.ts';

const encoder = new TextEncoder();

describe('cvKindOf', () => {
  it('knows a PDF by its %PDF- signature', () => {
    expect(cvKindOf(samplePdf())).toBe('pdf');
  });

  it('knows a Word document by its word/ part', () => {
    expect(cvKindOf(sampleDocx())).toBe('docx');
  });

  it('finds the word/ part wherever it is in the archive', () => {
    const entries = Array.from({ length: 20 }, (_, index) => ({
      name: `customXml/item${index}.xml`,
      content: '<x/>'.repeat(50),
    }));
    expect(cvKindOf(zipOf([...entries, { name: 'word/document.xml', content: '<w/>' }]))).toBe(
      'docx',
    );
  });

  it('refuses a zip without a word/ part, even one that names word/ in its contents', () => {
    expect(cvKindOf(sampleZip())).toBeNull();
    expect(cvKindOf(zipOf([{ name: 'notes.txt', content: 'word/document.xml' }]))).toBeNull();
  });

  it('refuses a Windows executable, whatever its name or stated type', () => {
    expect(cvKindOf(sampleExe())).toBeNull();
  });

  it('refuses an empty file, and one that is only part of a signature', () => {
    expect(cvKindOf(new Uint8Array())).toBeNull();
    expect(cvKindOf(encoder.encode('%PDF'))).toBeNull();
    expect(cvKindOf(encoder.encode('PK\u0003\u0004'))).toBeNull();
  });

  it('refuses a PDF signature that is not at the start', () => {
    expect(cvKindOf(encoder.encode(' %PDF-1.4'))).toBeNull();
    expect(cvKindOf(encoder.encode('<html>%PDF-1.4</html>'))).toBeNull();
  });

  it('reads a zip held in a view into a larger buffer', () => {
    const docx = sampleDocx();
    const larger = new Uint8Array(docx.length + 10);
    larger.set(docx, 10);
    expect(cvKindOf(larger.subarray(10))).toBe('docx');
  });

  it('answers for a file of the largest size', () => {
    const large = new Uint8Array(cvMaxBytes);
    large.set(samplePdf());
    expect(cvKindOf(large)).toBe('pdf');
  });
});

describe('cvContentTypes', () => {
  it('are the registered types of the two kinds', () => {
    expect(cvContentTypes).toEqual({
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });
});

describe('storedCvName', () => {
  it('keeps a plain name, with the extension of the kind its content has', () => {
    expect(storedCvName('Jane Doe CV.pdf', 'pdf')).toBe('Jane Doe CV.pdf');
    expect(storedCvName('resume.exe', 'pdf')).toBe('resume.pdf');
    expect(storedCvName('resume.pdf', 'docx')).toBe('resume.docx');
    expect(storedCvName('resume', 'docx')).toBe('resume.docx');
  });

  it('drops any path, Windows or POSIX', () => {
    expect(storedCvName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(storedCvName('C:\\Users\\jane\\Documents\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(storedCvName('/tmp/', 'pdf')).toBe('cv.pdf');
  });

  it('removes quotes, semicolons and control characters that could break a header', () => {
    expect(storedCvName('a"b\'c;d.pdf', 'pdf')).toBe('abcd.pdf');
    expect(storedCvName('cv\r\nSet-Cookie: a=b.pdf', 'pdf')).toBe('cvSet-Cookie ab.pdf');
    expect(storedCvName('tab\there\u0000.pdf', 'pdf')).toBe('tabhere.pdf');
  });

  it('keeps the letters of accented names and drops other scripts and emoji', () => {
    expect(storedCvName('Nguyễn Văn An.pdf', 'pdf')).toBe('Nguyen Van An.pdf');
    expect(storedCvName('Zoë Ångström.docx', 'docx')).toBe('Zoe Angstrom.docx');
    expect(storedCvName('履歴書.pdf', 'pdf')).toBe('cv.pdf');
    expect(storedCvName('my 📄 cv.pdf', 'pdf')).toBe('my cv.pdf');
  });

  it('trims leading and trailing dots and spaces, so no hidden or odd name results', () => {
    expect(storedCvName('  ..hidden  .pdf', 'pdf')).toBe('hidden.pdf');
    expect(storedCvName('...pdf', 'pdf')).toBe('cv.pdf');
  });

  it('caps a long name at 120 characters, extension included', () => {
    const stored = storedCvName(`${'a'.repeat(500)}.docx`, 'docx');
    expect(stored).toHaveLength(120);
    expect(stored).toBe(`${'a'.repeat(115)}.docx`);
  });

  it('names a file without a usable name cv', () => {
    expect(storedCvName('', 'pdf')).toBe('cv.pdf');
    expect(storedCvName('.pdf', 'pdf')).toBe('cv.pdf');
    expect(storedCvName('"""', 'docx')).toBe('cv.docx');
  });
});
