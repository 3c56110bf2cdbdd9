import type { IncomingHttpHeaders } from 'node:http';

/** The media type of a Content-Type header, lower case and without parameters ('' when absent). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** Whether the request says a body follows: a length above zero, or a chunked one. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const contentLength = headers['content-length'];
  return (
    headers['transfer-encoding'] !== undefined ||
    (contentLength !== undefined && contentLength !== '0')
  );
}
