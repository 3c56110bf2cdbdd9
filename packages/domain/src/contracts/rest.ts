import { z } from '../zod-config.ts';

/** A documented REST door's successful JSON answer: the record or list under `data`. */
export function dataAnswerSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ data });
}

/** Every refusal or failure of a REST door but the public forms': the message, and each field's. */
export const errorAnswerSchema = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** A public form's refusal, as the spec's pages read it: `success` false, and `error`. */
export const formErrorAnswerSchema = errorAnswerSchema.extend({ success: z.literal(false) });

/**
 * A file download's body (a CSV export, a CV): bytes streamed as they are read, never JSON, so
 * nothing checks them on the way out; the schema says what the door answers.
 */
export const fileDownloadSchema = z.string().describe('a file, streamed');
