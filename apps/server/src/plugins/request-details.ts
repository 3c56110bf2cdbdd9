import type { RequestDetails } from '@app/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the API's services read of a request, the same for the tRPC mount and the REST doors. */
export function requestDetailsOf(request: FastifyRequest, reply: FastifyReply): RequestDetails {
  return {
    clientIp: request.ip,
    userAgent: request.headers['user-agent'],
    authorization: request.headers.authorization,
    cookie: request.headers.cookie,
    secure: request.protocol === 'https',
    setHeader: (name, value) => void reply.header(name, value),
  };
}
