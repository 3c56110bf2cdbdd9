import type { z } from 'zod';

/** The message an adapter answers with: schemas order their issues by field, then by rule. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
