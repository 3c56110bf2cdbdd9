/**
 * `Content-Disposition: attachment` with a file's name (RFC 6266), written by the server and read
 * by the admin screen, which saves a download from memory under the name it gives.
 */

/** RFC 8187's attr-char leaves these to be percent-encoded; encodeURIComponent does not. */
const notAttrChar = /['()*]/g;

/** The name in UTF-8, percent-encoded as `filename*` takes it (RFC 8187). */
function extendedValue(fileName: string): string {
  return encodeURIComponent(fileName.toWellFormed()).replace(
    notAttrChar,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The name in printable ASCII, for a client that does not read `filename*`: accents dropped,
 * any other character outside ASCII as `_`, and `"` and `\` escaped as a quoted string needs.
 */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, '_')
    .replace(/["\\]/g, '\\$&');
}

/**
 * `attachment` with the name both ways: `filename*` in UTF-8, which every current browser
 * prefers, and `filename` as ASCII for the rest. Safe for any name: nothing in it can end the
 * header or the parameter.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${extendedValue(fileName)}`;
}

const extendedParameter = /(?:^|;)\s*filename\*\s*=\s*utf-8'[^']*'([^;\s]+)/i;
const quotedParameter = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const tokenParameter = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i;

/**
 * The file name a `Content-Disposition` header gives: its UTF-8 `filename*` when it has one,
 * else its `filename` (a quoted string unescaped, or a token); null without either.
 */
export function attachmentFileName(contentDisposition: string | null): string | null {
  if (contentDisposition === null) return null;
  const extended = extendedParameter.exec(contentDisposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Not valid percent-encoded UTF-8: the plain parameter may still name the file.
    }
  }
  const quoted = quotedParameter.exec(contentDisposition)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1');
  return tokenParameter.exec(contentDisposition)?.[1] ?? null;
}
