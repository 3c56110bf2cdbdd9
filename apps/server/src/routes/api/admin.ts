import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type ApiDependencies,
  authenticateAdmin,
  InvalidInputError,
  knownDeviceCookie,
  listCareerSubmissions,
  listContactSubmissions,
  listLeads,
  listNotes,
  loginAdmin,
  logoutAdmin,
  readKnownDeviceTokens,
  addNote,
  removeLead,
  updateLead,
} from '@app/api';
import { adminLoginSchema, leadIdSchema, leadUpdateSchema, noteInputSchema } from '@app/domain';
import { parseJsonObjectBody } from './public-forms.ts';

const leadParamsSchema = z.object({ id: leadIdSchema });

function leadIdFrom(request: FastifyRequest): number {
  const parsed = leadParamsSchema.safeParse(request.params);
  if (!parsed.success) throw InvalidInputError.fromZod(parsed.error);
  return parsed.data.id;
}

/**
 * The documented `/api/*` doors of the admin area. They call the same services as the tRPC
 * procedures; errors answer `{ error }` through the app's error handler.
 */
export function registerAdminRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const em = () => dependencies.orm.em.fork();
  const adminOnly = {
    onRequest: async (request: FastifyRequest) => {
      await authenticateAdmin({
        em: em(),
        authorization: request.headers.authorization,
        settings: dependencies.auth,
      });
    },
  };

  app.post('/api/admin/login', async (request, reply) => {
    const input = parseJsonObjectBody(adminLoginSchema, request.body);
    const { token, knownDeviceToken } = await loginAdmin({
      em: em(),
      input,
      clientIp: request.ip,
      knownDeviceTokens: readKnownDeviceTokens(request.headers.cookie),
      settings: dependencies.auth,
      logger: request.log,
    });
    reply.header(
      'set-cookie',
      knownDeviceCookie(knownDeviceToken, { secure: request.protocol === 'https' }),
    );
    return { data: { token } };
  });

  app.post('/api/admin/logout', async (request) => {
    await logoutAdmin({
      em: em(),
      authorization: request.headers.authorization,
      logger: request.log,
    });
    return { data: { loggedOut: true } };
  });

  app.get('/api/contact-submissions', adminOnly, async () => ({
    data: await listContactSubmissions({ em: em() }),
  }));

  app.get('/api/career-submissions', adminOnly, async () => ({
    data: await listCareerSubmissions({ em: em() }),
  }));

  app.get('/api/leads', adminOnly, async () => ({ data: await listLeads({ em: em() }) }));

  app.put('/api/leads/:id', adminOnly, async (request) => {
    const id = leadIdFrom(request);
    const changes = parseJsonObjectBody(leadUpdateSchema, request.body);
    return { data: await updateLead({ em: em(), input: { id, changes } }) };
  });

  app.delete('/api/leads/:id', adminOnly, async (request) => ({
    data: await removeLead({ em: em(), input: { id: leadIdFrom(request) } }),
  }));

  app.get('/api/leads/:id/notes', adminOnly, async (request) => ({
    data: await listNotes({ em: em(), input: { leadId: leadIdFrom(request) } }),
  }));

  app.post('/api/leads/:id/notes', adminOnly, async (request, reply) => {
    const leadId = leadIdFrom(request);
    const { note } = parseJsonObjectBody(noteInputSchema, request.body);
    return reply.code(201).send({ data: await addNote({ em: em(), input: { leadId, note } }) });
  });
}
