import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  type ApiDependencies,
  consumeFormAllowance,
  InvalidInputError,
  submitCareer,
  submitContact,
} from '@app/api';
import { careerSubmissionSchema, contactSubmissionSchema } from '@app/domain';

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJsonObjectBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  if (!isJsonObject(body)) throw new InvalidInputError('Request body must be a JSON object');
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw InvalidInputError.fromZod(parsed.error);
  return parsed.data;
}

/** The documented REST doors of the two public forms; they call the same services as tRPC. */
export function registerPublicFormRoutes(
  app: FastifyInstance,
  dependencies: ApiDependencies,
): void {
  app.post('/api/contact', { config: { formResponse: true } }, async (request) => {
    consumeFormAllowance(dependencies.formRateLimiter, request.ip);
    const input = parseJsonObjectBody(contactSubmissionSchema, request.body);
    await dependencies.formWrites.run(() =>
      submitContact({ em: dependencies.orm.em.fork(), input }),
    );
    return { success: true };
  });

  app.post('/api/careers', { config: { formResponse: true } }, async (request, reply) => {
    consumeFormAllowance(dependencies.formRateLimiter, request.ip);
    const input = parseJsonObjectBody(careerSubmissionSchema, request.body);
    await dependencies.formWrites.run(() =>
      submitCareer({ em: dependencies.orm.em.fork(), input }),
    );
    return reply.code(201).send({ success: true });
  });
}
