import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { ServiceUnavailableError } from '@app/api';
import { handleHttpError, sendError } from './http-errors.ts';
import { setSecurityHeaders } from './security-headers.ts';

/**
 * For requests Fastify turns away before routing them (a path that cannot be decoded, a path
 * parameter over maxParamLength). Such answers skip the onRequest hooks, so the security headers
 * are set here; the error then goes through the one error handler, like any other.
 */
export function answerFrameworkError(
  securityHeaders: Record<string, string>,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    setSecurityHeaders(request, reply, securityHeaders);
    handleHttpError(error, request, reply);
  };
}

const clientErrorAnswers: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Request chunk extensions are too large' },
};
const malformedRequestAnswer = { status: 400, message: 'Malformed HTTP request' };

/**
 * For what Node's HTTP parser cannot read (malformed request lines or headers, headers over the
 * size limit) and requests past their deadline. No request object exists then, so the answer is
 * written to the socket by hand: the JSON error and the security headers that need no request.
 */
export function answerClientError(
  securityHeaders: Record<string, string>,
): (error: ConnectionError, socket: Socket) => void {
  const securityHeaderLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    // The client has gone: there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrorAnswers[error.code] ?? malformedRequestAnswer;
    const body = JSON.stringify({ error: message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Connection: close\r\n' +
          `${securityHeaderLines}\r\n${body}`,
      );
    }
    // The parser cannot go on after the error, so neither can the connection.
    socket.destroy();
  };
}

/**
 * Answers Fastify and Node would otherwise write bare, without the hooks: the 503 during
 * shutdown (return503OnClosing must be off), the 400 for an HTTP/1.1 request without a Host
 * header (Node's requireHostHeader must be off) and the 417 for an Expect header other than
 * 100-continue. Here they go through the hooks, so they carry the security headers and the
 * route's error shape. Register after the security headers.
 */
export function registerFrameworkAnswers(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  // Node emits these instead of answering 417 itself once someone listens; the request then goes
  // to the app, whose hook below answers it.
  const unmetExpectations = new WeakSet<IncomingMessage>();
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    unmetExpectations.add(request);
    app.server.emit('request', request, response);
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      // Fastify has set `Connection: close`: the client goes to another instance next time.
      sendError(request, reply, 503, new ServiceUnavailableError().message);
      return;
    }
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    // Both are refused before their body is read: the connection ends with the answer, as with
    // Node's own, rather than leave the client unsure whether to send the body.
    if (httpVersionMajor === 1 && httpVersionMinor === 1 && request.headers.host === undefined) {
      sendError(request, reply.header('Connection', 'close'), 400, 'Request has no Host header');
      return;
    }
    if (unmetExpectations.has(request.raw)) {
      const message = 'Only the Expect value 100-continue is supported';
      sendError(request, reply.header('Connection', 'close'), 417, message);
      return;
    }
    done();
  });
}
