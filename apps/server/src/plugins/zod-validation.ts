import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
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

/** Checks every route schema with zod from here on; answers the app typed for those schemas. */
export function useZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(validateWithZod);
  return app.withTypeProvider<ZodTypeProvider>();
}

export type ZodRoutes = ReturnType<typeof useZodValidation>;
