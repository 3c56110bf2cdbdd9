import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Answers a CSV file for the browser to save under its name; never cached, as it holds leads' data. */
export function sendCsvFile(
  reply: FastifyReply,
  fileName: string,
  csv: string | Readable,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
