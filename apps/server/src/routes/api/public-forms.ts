import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  type ApiDependencies,
  consumeFormAllowance,
  receiveCareer,
  receiveContact,
} from '@app/api';
import { careerSubmissionSchema, contactSubmissionSchema } from '@app/domain';
import type { ZodRoutes } from '../../plugins/zod-validation.ts';

/**
 * The documented REST doors of the two public forms; they call the same services as tRPC. Suspected
 * spam is kept for review and answered with the same success, so a bot learns nothing.
 */
export function registerPublicFormRoutes(app: ZodRoutes, dependencies: ApiDependencies): void {
  const formRoute = {
    config: { formResponse: true },
    // Before the body is checked, so that a flood of malformed forms is limited like any other.
    preValidation: (
      request: FastifyRequest,
      _reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) => {
      consumeFormAllowance(dependencies.formRateLimiter, request.ip);
      done();
    },
  };

  app.post(
    '/api/contact',
    { ...formRoute, schema: { body: contactSubmissionSchema } },
    async (request) => {
      await receiveContact(
        { dependencies, em: dependencies.orm.em.fork(), clientIp: request.ip },
        request.body,
      );
      return { success: true };
    },
  );

  app.post(
    '/api/careers',
    { ...formRoute, schema: { body: careerSubmissionSchema } },
    async (request, reply) => {
      await receiveCareer(
        { dependencies, em: dependencies.orm.em.fork(), clientIp: request.ip },
        request.body,
      );
      return reply.code(201).send({ success: true });
    },
  );
}
