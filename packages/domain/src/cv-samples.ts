/**
 * Small, real files for the CV tests, built in code rather than kept as binaries: a one-page PDF,
 * a Word document, a zip that is not one and the start of a Windows executable. Exported as
 * `@app/domain/cv-samples`, never from the package's index, so no app bundles it.
 */

const encoder = new TextEncoder();

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) {
    value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  }
  return value >>> 0;
});

/** The CRC-32 a zip entry's headers carry. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian fields of the given widths (2 or 4 bytes), as zip headers lay them out. */
function fields(...values: [width: 2 | 4, value: number][]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(values.reduce((total, [width]) => total + width, 0));
  const view = new DataView(bytes.buffer);
  let offset = 0;
  for (const [width, value] of values) {
    if (width === 2) view.setUint16(offset, value, true);
    else view.setUint32(offset, value, true);
    offset += width;
  }
  return bytes;
}

/** A zip archive of the entries, stored without compression (which every reader accepts). */
export function zipOf(
  entries: readonly { name: string; content: string }[],
): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const content = encoder.encode(entry.content);
    const crc = crc32(content);
    // version, flags, method (0: stored), time, date, crc, sizes, name length, extra length
    const described = fields(
      [2, 20],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0x21],
      [4, crc],
      [4, content.length],
      [4, content.length],
      [2, name.length],
      [2, 0],
    );
    const local = concat([fields([4, 0x04034b50]), described, name, content]);
    // made by, then as above, then comment length, disk, internal and external attributes, offset
    centrals.push(
      concat([
        fields([4, 0x02014b50], [2, 20]),
        described,
        fields([2, 0], [2, 0], [2, 0], [4, 0], [4, offset]),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = concat(centrals);
  const end = fields(
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, entries.length],
    [2, entries.length],
    [4, directory.length],
    [4, offset],
    [2, 0],
  );
  return concat([...locals, directory, end]);
}

/** A one-page PDF showing `text` (ASCII), with a correct cross-reference table. */
export function samplePdf(text = 'Curriculum vitae'): Uint8Array<ArrayBuffer> {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return encoder.encode(pdf);
}

/** A Word document with one paragraph: the three parts Word needs to open it. */
export function sampleDocx(text = 'Curriculum vitae'): Uint8Array<ArrayBuffer> {
  return zipOf([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'word/document.xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** A zip archive that is not a Word document, whatever it is named. */
export function sampleZip(): Uint8Array<ArrayBuffer> {
  return zipOf([{ name: 'notes.txt', content: 'Not a Word document.' }]);
}

/** The start of a Windows executable: the DOS header (`MZ`) pointing at a PE header. */
export function sampleExe(): Uint8Array<ArrayBuffer> {
  const exe = new Uint8Array(256);
  exe.set(encoder.encode('MZ'), 0);
  new DataView(exe.buffer).setUint32(0x3c, 0x80, true);
  exe.set(encoder.encode('PE\0\0'), 0x80);
  return exe;
}

/**
 * What froze the server for 77 s as a CV: 5 MB repeating a zip's local header signature with a
 * name length of 65,535 (`PK\x03\x04\x00\xff\xff`), a forged header every seven bytes.
 */
export function zipHeaderFlood(byteLength = 5 * 1024 * 1024): Uint8Array<ArrayBuffer> {
  const unit = [0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xff];
  const flood = new Uint8Array(byteLength);
  for (let offset = 0; offset < byteLength; offset += 1) flood[offset] = unit[offset % 7] ?? 0;
  return flood;
}
