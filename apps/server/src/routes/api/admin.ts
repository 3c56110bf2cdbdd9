import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type ApiDependencies,
  type AuthenticatedAdmin,
  authenticateAdmin,
  codeLoginStep,
  ForbiddenError,
  pendingSetupMessages,
  listCareerSubmissions,
  listContactSubmissions,
  listLeadsJson,
  listNotes,
  type LoginDoorRequest,
  logoutAdmin,
  passwordLoginStep,
  pipelineStats,
  addNote,
  recordAdminAction,
  removeLead,
  updateLead,
} from '@app/api';
import {
  adminLoginSchema,
  careerSubmissionListSchema,
  contactSubmissionListSchema,
  dataAnswerSchema,
  errorAnswerSchema,
  leadDtoSchema,
  leadListSchema,
  leadNoteDtoSchema,
  leadNoteListSchema,
  loginAnswerSchema,
  loginTokenSchema,
  logoutAnswerSchema,
  pipelineStatsSchema,
  removedLeadSchema,
  type AuditAction,
  type AuditDetails,
  type AuditRecordType,
  loginSecondStepSchema,
  leadIdSchema,
  leadUpdateSchema,
  noteInputSchema,
} from '@app/domain';
import type { ZodRoutes } from '../../plugins/zod-validation.ts';
import { requestDetailsOf } from '../../plugins/request-details.ts';
import { oneShotCompressedBody } from '../../site/page-compression.ts';

const leadParams = z.object({ id: leadIdSchema });

/** Every refusal and failure of these doors is the API's `{ error }`. */
const errorAnswers = { '4xx': errorAnswerSchema, '5xx': errorAnswerSchema };

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in admin of an admin-only route, set before its handler runs. */
    admin?: AuthenticatedAdmin;
  }
}

/** What the audit log keeps of a successful call of an admin route (the REST twin of tRPC's meta). */
export interface AuditedRoute {
  action: AuditAction;
  /** The record the call touched: the route's numeric `id` param names it. */
  recordType?: AuditRecordType;
  details?: AuditDetails;
}

/** The route's `id` param, parsed to a number by its schema by the time the answer is sent. */
function idParam(request: FastifyRequest): number | undefined {
  const params: unknown = request.params;
  if (typeof params !== 'object' || params === null || !('id' in params)) return undefined;
  return typeof params.id === 'number' ? params.id : undefined;
}

/**
 * The route option that lets only a logged-in admin through: a missing or dead bearer token
 * answers 401 before the params, query or body are looked at. Given `audit`, a successful answer
 * is appended to the audit log just before it is sent (a download's row is written as it starts);
 * a failed audit write is logged rather than turned into a failure of a call that did happen.
 */
export function adminOnlyRoute(dependencies: ApiDependencies, audit?: AuditedRoute) {
  return {
    onRequest: async (request: FastifyRequest) => {
      const admin = await authenticateAdmin({
        em: dependencies.orm.em.fork(),
        authorization: request.headers.authorization,
        settings: dependencies.auth,
      });
      if (admin.pendingSetup !== undefined) {
        throw new ForbiddenError(pendingSetupMessages[admin.pendingSetup]);
      }
      request.admin = admin;
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (audit === undefined || request.admin === undefined || reply.statusCode >= 400) {
        return payload;
      }
      const id = idParam(request);
      try {
        await recordAdminAction({
          em: dependencies.orm.em.fork(),
          actor: { adminId: request.admin.adminId, ip: request.ip },
          action: audit.action,
          record:
            audit.recordType === undefined || id === undefined
              ? undefined
              : { type: audit.recordType, id },
          details: audit.details,
        });
      } catch (error) {
        request.log.error(
          { err: error, action: audit.action },
          'the audit log could not record an admin action',
        );
      }
      return payload;
    },
  };
}

/**
 * The documented `/api/*` doors of the admin area. They call the same services as the tRPC
 * procedures; errors answer `{ error }` through the app's error handler.
 */
export function registerAdminRoutes(app: ZodRoutes, dependencies: ApiDependencies): void {
  const em = () => dependencies.orm.em.fork();
  const adminOnly = adminOnlyRoute(dependencies);
  const loginDoorOf = (request: FastifyRequest, reply: FastifyReply): LoginDoorRequest => ({
    em: em(),
    request: requestDetailsOf(request, reply),
    settings: dependencies.auth,
    logger: request.log,
  });

  // The spec's login; for an admin with two-factor login it answers a challenge instead of a
  // token, and the session opens at /api/admin/login/second-step.
  app.post(
    '/api/admin/login',
    {
      schema: {
        body: adminLoginSchema,
        response: { 200: dataAnswerSchema(loginAnswerSchema), ...errorAnswers },
      },
    },
    async (request, reply) => ({
      data: await passwordLoginStep(loginDoorOf(request, reply), request.body),
    }),
  );

  app.post(
    '/api/admin/login/second-step',
    {
      schema: {
        body: loginSecondStepSchema,
        response: { 200: dataAnswerSchema(loginTokenSchema), ...errorAnswers },
      },
    },
    async (request, reply) => ({
      data: await codeLoginStep(loginDoorOf(request, reply), request.body),
    }),
  );

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: dataAnswerSchema(logoutAnswerSchema), ...errorAnswers } } },
    async (request) => {
      await logoutAdmin({
        em: em(),
        authorization: request.headers.authorization,
        clientIp: request.ip,
        logger: request.log,
      });
      return { data: { loggedOut: true as const } };
    },
  );

  app.get(
    '/api/contact-submissions',
    {
      ...adminOnly,
      schema: { response: { 200: dataAnswerSchema(contactSubmissionListSchema), ...errorAnswers } },
    },
    async () => ({
      data: await listContactSubmissions({ em: em() }),
    }),
  );

  app.get(
    '/api/career-submissions',
    {
      ...adminOnly,
      schema: { response: { 200: dataAnswerSchema(careerSubmissionListSchema), ...errorAnswers } },
    },
    async () => ({
      data: await listCareerSubmissions({ em: em() }),
    }),
  );

  // PostgreSQL writes the whole list as JSON text, which goes out as it is (compressed in one piece).
  app.get(
    '/api/leads',
    {
      ...adminOnly,
      schema: { response: { 200: dataAnswerSchema(leadListSchema), ...errorAnswers } },
    },
    async (request, reply) => {
      const json = `{"data":${await listLeadsJson({ em: em() })}}`;
      // Text is sent as it is, never serialized: the typed reply takes only the schema's value,
      // so the plain one sends it. Tests check the text against the schema.
      const plainReply: FastifyReply = reply;
      return plainReply
        .type('application/json; charset=utf-8')
        .send(await oneShotCompressedBody(request, reply, json));
    },
  );

  app.get(
    '/api/stats',
    {
      ...adminOnly,
      schema: { response: { 200: dataAnswerSchema(pipelineStatsSchema), ...errorAnswers } },
    },
    async () => ({ data: await pipelineStats({ em: em() }) }),
  );

  app.put(
    '/api/leads/:id',
    {
      ...adminOnlyRoute(dependencies, { action: 'lead.update', recordType: 'lead' }),
      schema: {
        params: leadParams,
        body: leadUpdateSchema,
        response: { 200: dataAnswerSchema(leadDtoSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await updateLead({
        em: em(),
        input: { id: request.params.id, changes: request.body },
      }),
    }),
  );

  app.delete(
    '/api/leads/:id',
    {
      ...adminOnlyRoute(dependencies, { action: 'lead.remove', recordType: 'lead' }),
      schema: {
        params: leadParams,
        response: { 200: dataAnswerSchema(removedLeadSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = await removeLead({ em: em(), input: { id: request.params.id } });
      return { data: { id } };
    },
  );

  app.get(
    '/api/leads/:id/notes',
    {
      ...adminOnly,
      schema: {
        params: leadParams,
        response: { 200: dataAnswerSchema(leadNoteListSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await listNotes({ em: em(), input: { leadId: request.params.id } }),
    }),
  );

  app.post(
    '/api/leads/:id/notes',
    {
      ...adminOnlyRoute(dependencies, { action: 'lead.note', recordType: 'lead' }),
      schema: {
        params: leadParams,
        body: noteInputSchema,
        response: { 201: dataAnswerSchema(leadNoteDtoSchema), ...errorAnswers },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addNote({
          em: em(),
          input: { leadId: request.params.id, note: request.body.note },
        }),
      }),
  );
}
