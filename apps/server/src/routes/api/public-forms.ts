import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  type ApiDependencies,
  consumeFormAllowance,
  receiveCareer,
  receiveContact,
} from '@app/api';
import { careerSubmissionSchema, contactSubmissionSchema } from '@app/domain';
import type { ZodRoutes, ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { acceptCareerForm, uploadedCv } from './career-form-upload.ts';

/**
 * The documented REST doors of the two public forms; they call the same services as tRPC. Suspected
 * spam is kept for review and answered with the same success, so a bot learns nothing. A job
 * application comes as the spec's JSON or as multipart/form-data with the same fields and a CV.
 */
export async function registerPublicFormRoutes(
  app: ZodRoutes,
  dependencies: ApiDependencies,
  uploads: { cvUploadsAtOnce: number },
): Promise<void> {
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

  await app.register(async (scope) => {
    const readCareerForm = await acceptCareerForm(scope, uploads.cvUploadsAtOnce);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/careers',
      {
        ...formRoute,
        // The allowance first: a refused client's upload is not read.
        preValidation: [formRoute.preValidation, readCareerForm],
        schema: { body: careerSubmissionSchema },
      },
      async (request, reply) => {
        await receiveCareer(
          { dependencies, em: dependencies.orm.em.fork(), clientIp: request.ip },
          request.body,
          uploadedCv(request),
        );
        return reply.code(201).send({ success: true });
      },
    );
  });
}
