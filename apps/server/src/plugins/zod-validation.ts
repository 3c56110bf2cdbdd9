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
 * A failed check throws the same InvalidInputError the services throw, so the error handler gives
 * it the API's answer: the first issue's message, and the field errors. A body must be a JSON
 * object before its fields are looked at (zod would otherwise name the expected type).
 */
const validateWithZod: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    if (httpPart === 'body' && !isJsonObject(data)) {
      return { error: new InvalidInputError('Request body must be a JSON object') };
    }
    const parsed = schema.safeParse(data);
    return parsed.success
      ? { value: parsed.data }
      : { error: InvalidInputError.fromZod(parsed.error) };
  };

/** Checks every route schema with zod from here on; answers the app typed for those schemas. */
export function useZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(validateWithZod);
  return app.withTypeProvider<ZodTypeProvider>();
}

export type ZodRoutes = ReturnType<typeof useZodValidation>;
