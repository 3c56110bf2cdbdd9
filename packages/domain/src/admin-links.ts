import { adminLinkParams } from './admin-link-params.ts';
import { leadIdInputSchema, leadIdSchema } from './leads.ts';
import { z } from './zod-config.ts';

/** A record's id as read from the address: `?lead=12` arrives as the number 12, `?lead="12"` as text. */
const recordIdSchema = z.union([leadIdInputSchema.shape.id, leadIdSchema]);

/**
 * A deep link's id: the record's number when the link names one, otherwise the text as given, so
 * the screen can say which link is broken instead of ignoring it.
 */
export type DeepLinkId = number | string;

const deepLinkIdSchema = z.unknown().transform((value): DeepLinkId => {
  const parsed = recordIdSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  return typeof value === 'string' ? value : JSON.stringify(value);
});

/** The admin screen's deep links, checked; anything else in the address is dropped. */
export const adminLinkSearchSchema = z.object({
  [adminLinkParams.lead]: deepLinkIdSchema.optional(),
  [adminLinkParams.application]: deepLinkIdSchema.optional(),
});

export type AdminLinkSearch = z.output<typeof adminLinkSearchSchema>;
