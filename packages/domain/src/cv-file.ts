/**
 * The CV a candidate may attach to a job application: a PDF or a Word (.docx) file of at most
 * 5 MB. Its type is read from its content, never from its name or the browser's content type.
 */
export const cvMaxBytes = 5 * 1024 * 1024;

export const cvTooLargeMessage = 'Your CV must be at most 5 MB';
export const cvWrongTypeMessage = 'Your CV must be a PDF or Word (.docx) file';
export const cvEmptyMessage = 'Your CV file is empty';
export const cvDailyLimitMessage =
  'Too many CVs have been sent from your network today. Please try again tomorrow.';

/**
 * The longest file name a CV may be sent with, in UTF-16 units as sent: past every file system's
 * 255 characters, with room for the escapes a browser adds. A longer one is a forgery.
 */
export const cvUploadNameMaxLength = 1_024;
export const cvNameTooLongMessage =
  'The name of your CV file is too long. Please rename the file and choose it again.';

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
const zipCentralHeader = [0x50, 0x4b, 0x01, 0x02]; // PK\x01\x02
const zipEndOfDirectory = [0x50, 0x4b, 0x05, 0x06]; // PK\x05\x06

/** The fixed part of the end-of-central-directory record, and its comment's longest length. */
const endOfDirectoryBytes = 22;
const longestZipComment = 0xffff;
/** The fixed part of a central directory entry; its name, extra field and comment follow. */
const centralHeaderBytes = 46;

function startsWith(bytes: Uint8Array, signature: ArrayLike<number>, at = 0): boolean {
  for (let index = 0; index < signature.length; index += 1) {
    if (bytes[at + index] !== signature[index]) return false;
  }
  return true;
}

const wordEntryPrefix = new TextEncoder().encode('word/');

/**
 * Where the end-of-central-directory record starts: the last signature within the largest
 * comment's reach of the end whose comment fits in the file, or -1. At most 64 KiB are looked at.
 */
function endOfDirectoryOffset(bytes: Uint8Array): number {
  const earliest = Math.max(0, bytes.length - endOfDirectoryBytes - longestZipComment);
  for (let offset = bytes.length - endOfDirectoryBytes; offset >= earliest; offset -= 1) {
    if (!startsWith(bytes, zipEndOfDirectory, offset)) continue;
    const commentLength = new DataView(bytes.buffer, bytes.byteOffset + offset).getUint16(20, true);
    if (offset + endOfDirectoryBytes + commentLength <= bytes.length) return offset;
  }
  return -1;
}

/**
 * Whether the zip holds a `word/` part: what makes a zip a Word document rather than any archive
 * named .docx. The parts are read from the central directory, the list every zip reader (Word
 * included) goes by, found from the record at the archive's end: one pass over at most 65,535
 * entries (the format's own bound), each compared on its name's first five bytes, never decoded.
 * Its time and memory are bounded by the directory's size whatever the file holds; scanning the
 * whole file for local headers instead took a minute on 5 MB of forged ones.
 */
function zipHasWordPart(bytes: Uint8Array): boolean {
  const end = endOfDirectoryOffset(bytes);
  if (end === -1) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  // A directory said to reach past its end record is no zip's (a ZIP64 one says so too: a
  // Word document needs neither 65,535 parts nor 4 GB).
  const directoryEnd = directoryStart + directorySize;
  if (directoryEnd > end) return false;
  let offset = directoryStart;
  for (let entry = 0; entry < entries; entry += 1) {
    if (
      offset + centralHeaderBytes > directoryEnd ||
      !startsWith(bytes, zipCentralHeader, offset)
    ) {
      return false;
    }
    const nameLength = view.getUint16(offset + 28, true);
    const nameStart = offset + centralHeaderBytes;
    if (nameLength >= wordEntryPrefix.length && startsWith(bytes, wordEntryPrefix, nameStart)) {
      return nameStart + nameLength <= directoryEnd;
    }
    offset =
      nameStart +
      nameLength +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
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
 * A file name as a browser's multipart form sends it, with HTML's escapes undone: `"`, CR and LF
 * go as `%22`, `%0D` and `%0A` (`%` itself is not escaped, so a name holding `%22` reads as `"`).
 */
function unescapeFormFileName(name: string): string {
  return name.replace(/%(?:22|0d|0a)/gi, (escape) =>
    String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
  );
}

function isDotOrSpace(character: string | undefined): boolean {
  return character === '.' || character === ' ';
}

/**
 * Without leading and trailing dots and spaces, in one pass from each end: the regular expression
 * `[ .]+$` is tried at every position of a run and took seconds on a name of 75,000 dots.
 */
function trimDotsAndSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isDotOrSpace(text[start])) start += 1;
  while (end > start && isDotOrSpace(text[end - 1])) end -= 1;
  return text.slice(start, end);
}

/**
 * The name a CV is stored and downloaded under: the candidate's base name as they see it, in any
 * script, without control or invisible format characters (a bidirectional override could make
 * `cv‮fdp.exe` look like another name), with runs of spaces as one, without leading or trailing
 * dots and spaces, with the extension of the type its content has, and at most 120 characters.
 * Linear in the name's length. A download names it through `attachmentDisposition`, which
 * escapes what a header needs escaped.
 */
export function storedCvName(uploadedName: string, kind: CvKind): string {
  const baseName = unescapeFormFileName(uploadedName).split(/[\\/]/).pop() ?? '';
  const extensionAt = baseName.lastIndexOf('.');
  const withoutExtension = extensionAt === -1 ? baseName : baseName.slice(0, extensionAt);
  const cleaned = trimDotsAndSpaces(
    withoutExtension.normalize('NFC').replace(/\p{C}/gu, '').replace(/\s+/gu, ' '),
  );
  const extension = cvExtensions[kind];
  // Cut by code points, so that no half of a character is left at the end.
  const stem = trimDotsAndSpaces(
    Array.from(cleaned)
      .slice(0, maxStoredNameLength - extension.length)
      .join(''),
  );
  return `${stem === '' ? 'cv' : stem}${extension}`;
}
