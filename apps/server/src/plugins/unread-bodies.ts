import type { FastifyInstance } from 'fastify';

/**
 * Every answer sent before its request's body has all arrived (a refusal before or while reading
 * it, or a route that never reads one) closes the connection after it: the client then stops
 * sending, and Node does not read and throw away the rest of a body that may be gigabytes long in
 * order to reuse the connection.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Node's flag, set once the parser has seen the body's end (at once for a request without
    // one). A request made with `inject` has none and is answered as a socket's unread one is.
    if (!request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
}
