/**
 * `application/x-www-form-urlencoded` bodies in the character encoding they declare. Browsers
 * encode a form in its page's encoding (UTF-8 for ours), but a client may post one in another and
 * say so (`charset=iso-8859-1`): its bytes are read in that encoding, not taken for UTF-8.
 */

const utf8 = 'utf-8';

/**
 * Encodings a urlencoded body cannot be in: the form syntax is ASCII, so only encodings that keep
 * ASCII bytes as ASCII can carry it (browsers send UTF-8 for a page in UTF-16, and TextDecoder's
 * "replacement" stands for encodings such as ISO-2022-KR that it will not decode).
 */
const unusableEncodings: ReadonlySet<string> = new Set(['utf-16le', 'utf-16be', 'replacement']);

/** The `charset` parameter of a Content-Type header, quoted or not; undefined without one. */
export function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return match === null ? undefined : (match[1] ?? match[2]);
}

/**
 * The decoder of an encoding label as the WHATWG Encoding Standard reads it (so `iso-8859-1`,
 * `latin1` and `us-ascii` are windows-1252, as in browsers), UTF-8 without one; undefined for a
 * label it does not know or an encoding no form can be in. A BOM is kept, as URLSearchParams
 * keeps it.
 */
export function formDecoder(charset: string | undefined): TextDecoder | undefined {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? utf8, { ignoreBOM: true });
  } catch {
    return undefined;
  }
  return unusableEncodings.has(decoder.encoding) ? undefined : decoder;
}

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

const plus = 0x2b;
const percent = 0x25;
const space = 0x20;

/** One name or value: `+` as a space, `%XX` as its byte (a lone `%` as itself), then decoded. */
function decodeComponent(bytes: Uint8Array, decoder: TextDecoder): string {
  const decoded = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    const high = byte === percent ? hexValue(bytes[index + 1]) : -1;
    const low = high === -1 ? -1 : hexValue(bytes[index + 2]);
    if (low !== -1) {
      decoded[length] = high * 16 + low;
      index += 2;
    } else {
      decoded[length] = byte === plus ? space : byte;
    }
    length += 1;
  }
  return decoder.decode(decoded.subarray(0, length));
}

/**
 * The name-value pairs of a urlencoded body in order, as the URL Standard's parser reads them but
 * with the bytes decoded by `decoder`: one pass, linear in the body's length.
 */
export function urlEncodedPairs(body: Uint8Array, decoder: TextDecoder): [string, string][] {
  const pairs: [string, string][] = [];
  let start = 0;
  while (start < body.length) {
    const ampersand = body.indexOf(0x26, start);
    const end = ampersand === -1 ? body.length : ampersand;
    if (end > start) {
      const sequence = body.subarray(start, end);
      const equals = sequence.indexOf(0x3d);
      const name = equals === -1 ? sequence : sequence.subarray(0, equals);
      const value =
        equals === -1 ? sequence.subarray(sequence.length) : sequence.subarray(equals + 1);
      pairs.push([decodeComponent(name, decoder), decodeComponent(value, decoder)]);
    }
    start = end + 1;
  }
  return pairs;
}
