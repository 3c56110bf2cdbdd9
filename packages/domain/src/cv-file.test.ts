import { describe, expect, it } from 'vitest';
import { cvContentTypes, cvKindOf, cvMaxBytes, storedCvName } from './cv-file.ts';
import {
  sampleDocx,
  sampleExe,
  samplePdf,
  sampleZip,
  zipHeaderFlood,
  zipOf,
} from './cv-samples.ts';

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

  it('goes by the central directory: local headers naming word/ without one are no Word document', () => {
    const docx = sampleDocx();
    const directoryStart = new DataView(docx.buffer).getUint32(docx.length - 6, true);
    expect(cvKindOf(docx.subarray(0, directoryStart))).toBeNull();
  });

  it('finds the directory before an archive comment', () => {
    const comment = new TextEncoder().encode('written by a CV builder; PK\u0005\u0006 inside');
    const docx = sampleDocx();
    const commented = new Uint8Array(docx.length + comment.length);
    commented.set(docx);
    commented.set(comment, docx.length);
    new DataView(commented.buffer).setUint16(docx.length - 2, comment.length, true);
    expect(cvKindOf(commented)).toBe('docx');
  });

  it('refuses a directory that claims more entries than it holds, or lies outside the file', () => {
    const overclaimed = sampleZip();
    const end = new DataView(overclaimed.buffer, overclaimed.length - 22);
    end.setUint16(10, 0xffff, true);
    expect(cvKindOf(overclaimed)).toBeNull();

    const elsewhere = sampleDocx();
    new DataView(elsewhere.buffer, elsewhere.length - 22).setUint32(16, 0xffffffff, true);
    expect(cvKindOf(elsewhere)).toBeNull();
  });

  it('refuses a name that would run past the directory', () => {
    const docx = zipOf([{ name: 'word/document.xml', content: '<w/>' }]);
    const view = new DataView(docx.buffer);
    const directoryStart = view.getUint32(docx.length - 6, true);
    view.setUint16(directoryStart + 28, 0xffff, true);
    expect(cvKindOf(docx)).toBeNull();
  });

  // Each of these took the server's event loop for a minute when every local header was decoded.
  it('answers at once for 5 MiB of forged local headers, and for as many end records', () => {
    expect(cvKindOf(zipHeaderFlood())).toBeNull();
    const endRecords = new Uint8Array(cvMaxBytes);
    endRecords.set([0x50, 0x4b, 0x03, 0x04]);
    for (let offset = 4; offset + 4 <= endRecords.length; offset += 4) {
      endRecords.set([0x50, 0x4b, 0x05, 0x06], offset);
    }
    expect(cvKindOf(endRecords)).toBeNull();
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

  it('undoes the escapes a browser puts in a form file name, and keeps quotes readable', () => {
    expect(storedCvName('my cv %22x%22.pdf', 'pdf')).toBe('my cv "x".pdf');
    expect(storedCvName('a"b\'c;d.pdf', 'pdf')).toBe('a"b\'c;d.pdf');
    expect(storedCvName('line%0D%0Abreak.pdf', 'pdf')).toBe('linebreak.pdf');
    expect(storedCvName('50%25 off.pdf', 'pdf')).toBe('50%25 off.pdf');
  });

  it('removes control and invisible format characters, so nothing breaks a header or hides', () => {
    expect(storedCvName('cv\r\nSet-Cookie: a=b.pdf', 'pdf')).toBe('cvSet-Cookie: a=b.pdf');
    expect(storedCvName('tab\there\u0000.pdf', 'pdf')).toBe('tabhere.pdf');
    // A right-to-left override would show this as "cvexe.pdf".
    expect(storedCvName('cv\u202efdp.exe', 'pdf')).toBe('cvfdp.pdf');
    expect(storedCvName('zero\u200bwidth.pdf', 'pdf')).toBe('zerowidth.pdf');
  });

  it('keeps names in any script, composed', () => {
    expect(storedCvName('Nguye\u0302\u0303n Va\u0306n An.pdf', 'pdf')).toBe('Nguyễn Văn An.pdf');
    expect(storedCvName('Zoë Ångström.docx', 'docx')).toBe('Zoë Ångström.docx');
    expect(storedCvName('履歴書.pdf', 'pdf')).toBe('履歴書.pdf');
    expect(storedCvName('my 📄 cv.pdf', 'pdf')).toBe('my 📄 cv.pdf');
    expect(storedCvName('two\u3000\u00a0 spaces.pdf', 'pdf')).toBe('two spaces.pdf');
  });

  it('trims leading and trailing dots and spaces, so no hidden or odd name results', () => {
    expect(storedCvName('  ..hidden  .pdf', 'pdf')).toBe('hidden.pdf');
    expect(storedCvName('...pdf', 'pdf')).toBe('cv.pdf');
  });

  // The regular expression this replaced took seconds here, with the server's event loop.
  it('cleans a name of 150,000 dots in linear time', () => {
    expect(storedCvName(`a${'.'.repeat(150_000)}b.pdf`, 'pdf')).toBe('a.pdf');
    expect(storedCvName(`${' .'.repeat(150_000)}b.pdf`, 'pdf')).toBe('b.pdf');
  });

  it('caps a long name at 120 characters, extension included, never halving one', () => {
    const stored = storedCvName(`${'a'.repeat(500)}.docx`, 'docx');
    expect(stored).toHaveLength(120);
    expect(stored).toBe(`${'a'.repeat(115)}.docx`);
    expect(storedCvName(`${'😀'.repeat(200)}.pdf`, 'pdf')).toBe(`${'😀'.repeat(116)}.pdf`);
    expect(storedCvName(`${'a'.repeat(115)} b.pdf`, 'pdf')).toBe(`${'a'.repeat(115)}.pdf`);
  });

  it('names a file without a usable name cv', () => {
    expect(storedCvName('', 'pdf')).toBe('cv.pdf');
    expect(storedCvName('.pdf', 'pdf')).toBe('cv.pdf');
    expect(storedCvName('\u202e\u0000.docx', 'docx')).toBe('cv.docx');
  });
});
