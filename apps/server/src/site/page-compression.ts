import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The first encoding the client accepts (q above 0), brotli before gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase().split(';'))
      .filter(([, ...parameters]) =>
        parameters.every((parameter) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter)),
      )
      .map(([name = '']) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Quality 10 rather than brotli's maximum 11: on a 220 KB page it takes about 130 ms instead of
 * 450 ms of CPU, for a result 2 % larger, and the whole site is compressed at every start.
 */
const brotliQuality = 10;

function compress(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompressAsync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      })
    : gzipAsync(html, { level: constants.Z_BEST_COMPRESSION });
}

/** A page of the prerendered site, compressed once in each encoding and kept. */
export interface CompressedPage {
  readonly html: string;
  /** The page in `encoding`: compressed (on zlib's thread pool) the first time it is asked for. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

export function compressPage(html: string): CompressedPage {
  const compressed = new Map<Encoding, Promise<Buffer>>();
  return {
    html,
    encoded(encoding) {
      let body = compressed.get(encoding);
      if (body === undefined) {
        body = compress(html, encoding);
        compressed.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * Compresses the pages ahead of their first visitors, one page at a time in the order given. All
 * at once, the whole site's compressions (some seconds of CPU) queued on zlib's thread pool ahead
 * of the file reads the server makes while it starts, and held its first answer back by a second.
 * A page asked for before its turn is compressed at once, for that request.
 */
export async function compressAhead(pages: Iterable<CompressedPage>): Promise<void> {
  for (const page of pages) {
    // A failure waits for the request that asks for the page: that request gets the error.
    await Promise.all([page.encoded('br'), page.encoded('gzip')]).catch(() => undefined);
  }
}

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    void reply.header('Vary', vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
  }
}

/**
 * The page in the best encoding the client accepts. The prerendered pages are the same bytes on
 * every request; compressing their 150-200 KB of HTML per request held the home page to about
 * 160 requests/s in `pnpm bench:api`. A response that carries a Content-Encoding is left alone by
 * @fastify/compress.
 */
export async function pageBody(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CompressedPage,
): Promise<string | Buffer> {
  addVaryAcceptEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return page.html;
  const body = await page.encoded(encoding);
  void reply.header('Content-Encoding', encoding);
  return body;
}

/**
 * A large answer made per request (`GET /api/leads`: about 6 MB of JSON at 10,000 leads),
 * compressed in one piece on zlib's thread pool at the fastest levels. Through @fastify/compress
 * (a stream of small chunks, brotli quality 4) it took about 100 ms longer than sending it
 * uncompressed; in one piece at quality 1 it compresses about tenfold in a few milliseconds.
 */
export async function oneShotCompressedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): Promise<string | Buffer> {
  addVaryAcceptEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return text;
  const body =
    encoding === 'br'
      ? await brotliCompressAsync(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        })
      : await gzipAsync(text, { level: constants.Z_BEST_SPEED });
  void reply.header('Content-Encoding', encoding);
  return body;
}
