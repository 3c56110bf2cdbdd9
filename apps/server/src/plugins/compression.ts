import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers and anything else produced per request. Prerendered pages arrive already
 * compressed (site/prerendered-site.ts) and assets precompressed by the build: a response that
 * carries a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024 });
}
