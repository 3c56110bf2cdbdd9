import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The prerendered site has a handful of pages; HTML beyond this many is compressed per response. */
const maxCachedPages = 100;

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

function compress(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompressAsync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(html, { level: constants.Z_BEST_COMPRESSION });
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    void reply.header('Vary', vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
  }
}

/**
 * The prerendered pages are the same strings on every request, yet compressing their 150-200 KB of
 * HTML on each one held the home page to about 160 requests/s in `pnpm bench:api`. Here each page
 * is compressed once per encoding, at the highest level, and the result served from memory. The
 * response then carries a Content-Encoding, which @fastify/compress leaves alone.
 */
export function registerPageCompression(app: FastifyInstance): void {
  const compressedPages = new Map<string, Map<Encoding, Promise<Buffer>>>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !isHtml(reply)) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    let variants = compressedPages.get(payload);
    if (variants === undefined) {
      if (compressedPages.size >= maxCachedPages) return payload;
      variants = new Map();
      compressedPages.set(payload, variants);
    }
    let compressed = variants.get(encoding);
    if (compressed === undefined) {
      compressed = compress(payload, encoding);
      variants.set(encoding, compressed);
    }
    const body = await compressed;
    addVaryAcceptEncoding(reply);
    void reply.header('Content-Encoding', encoding);
    return body;
  });
}
