import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import type { z } from 'zod';
import { InvalidInputError } from '@app/api';

/** Routes declare zod schemas for their body and params; handlers receive the parsed values. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A body or params checked by `schema`: its parsed value, or the same InvalidInputError the
 * services throw, so the error handler gives it the API's answer: the first issue's message, and
 * the field errors. A body must be a JSON object before its fields are looked at (zod would
 * otherwise name the expected type).
 */
function checkWithZod<Schema extends z.ZodType>(
  schema: Schema,
  httpPart: string | undefined,
  data: unknown,
): { value: z.output<Schema> } | { error: InvalidInputError } {
  if (httpPart === 'body' && !isJsonObject(data)) {
    return { error: new InvalidInputError('Request body must be a JSON object') };
  }
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { value: parsed.data }
    : { error: InvalidInputError.fromZod(parsed.error) };
}

const validateWithZod: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) =>
    checkWithZod(schema, httpPart, data);

/**
 * A JSON body checked by `schema` in the handler, exactly as a route's body schema checks it, for
 * a route whose body is not always JSON (the public forms also take plain HTML form posts).
 */
export function parseJsonBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const checked = checkWithZod(schema, 'body', body);
  if ('error' in checked) throw checked.error;
  return checked.value;
}

/** An answer that its route's response schema refuses: a fault of the server, never the caller's. */
class AnswerContractError extends Error {
  constructor(route: string, status: string, cause: unknown) {
    super(`The ${status} answer of ${route} does not match its response schema`, { cause });
    this.name = 'AnswerContractError';
  }
}

/**
 * A JSON answer checked by its route's response schema for the status, then written exactly as
 * Fastify writes an answer without one (`JSON.stringify` of the value the handler gave): the check
 * changes no byte of the answer. A mismatch fails the request with a 500. Answers that are
 * already text or a stream (`GET /api/leads`, which PostgreSQL writes; the downloads) are never
 * serialized, so their schemas document them and their tests check them.
 */
const serializeCheckedWithZod: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (data: unknown) => {
    const checked = schema.safeParse(data);
    if (!checked.success) {
      throw new AnswerContractError(`${method} ${url}`, httpStatus ?? 'default', checked.error);
    }
    return JSON.stringify(data);
  };

/** The answer as it is, unchecked: what `checkAnswers: false` writes (production). */
const serializeUnchecked: FastifySerializerCompiler<z.ZodType> = () => (data: unknown) =>
  JSON.stringify(data);

/**
 * Checks every route's request schemas with zod from here on, and, with `checkAnswers`, its JSON
 * answers with its response schemas; answers the app typed for those schemas.
 */
export function useZodValidation(app: FastifyInstance, options: { checkAnswers: boolean }) {
  app.setValidatorCompiler(validateWithZod);
  app.setSerializerCompiler(options.checkAnswers ? serializeCheckedWithZod : serializeUnchecked);
  return app.withTypeProvider<ZodTypeProvider>();
}

export type ZodRoutes = ReturnType<typeof useZodValidation>;
