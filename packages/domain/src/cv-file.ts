/**
 * The CV a candidate may attach to a job application: a PDF or a Word (.docx) file of at most
 * 5 MB. Its type is read from its content, never from its name or the browser's content type.
 */
export const cvMaxBytes = 5 * 1024 * 1024;

export const cvTooLargeMessage = 'Your CV must be at most 5 MB';
export const cvWrongTypeMessage = 'Your CV must be a PDF or Word (.docx) file';
export const cvEmptyMessage = 'Your CV file is empty';

/** The file input's `accept`: a hint for the file picker; the server decides by content. */
export const cvAcceptAttribute =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type CvKind = 'pdf' | 'docx';

export const cvContentTypes: Record<CvKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const cvExtensions: Record<CvKind, string> = { pdf: '.pdf', docx: '.docx' };

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const zipLocalHeader = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

const wordEntryPrefix = 'word/';
const textDecoder = new TextDecoder('latin1');

/**
 * Whether the zip holds a `word/` part: what makes a zip a Word document rather than any archive
 * named .docx. Every local entry header (`PK\x03\x04`, then the name at offset 30) is looked at,
 * so entries written with a data descriptor (whose size comes after their data) are found too.
 */
function zipHasWordPart(bytes: Uint8Array): boolean {
  for (let offset = 0; offset + 30 <= bytes.length; offset += 1) {
    if (!startsWith(bytes, zipLocalHeader, offset)) continue;
    const nameLength = new DataView(bytes.buffer, bytes.byteOffset + offset).getUint16(26, true);
    const nameStart = offset + 30;
    const name = textDecoder.decode(bytes.subarray(nameStart, nameStart + nameLength));
    if (name.startsWith(wordEntryPrefix)) return true;
  }
  return false;
}

/** The CV's type from its content (the whole file: at most `cvMaxBytes`). */
export function cvKindOf(content: Uint8Array): CvKind | null {
  if (startsWith(content, pdfSignature)) return 'pdf';
  if (startsWith(content, zipLocalHeader) && zipHasWordPart(content)) return 'docx';
  return null;
}

const maxStoredNameLength = 120;

/**
 * The name a CV is stored and downloaded under: the candidate's base name reduced to letters,
 * digits, spaces, dots, hyphens and underscores (no path, no control or quoting characters),
 * with the extension of the type its content has.
 */
export function storedCvName(uploadedName: string, kind: CvKind): string {
  const baseName = uploadedName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = baseName.replace(/\.[^.]*$/, '');
  const cleaned = withoutExtension
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, maxStoredNameLength - cvExtensions[kind].length);
  return `${cleaned === '' ? 'cv' : cleaned}${cvExtensions[kind]}`;
}
