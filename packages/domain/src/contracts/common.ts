import { pageCursorSchema } from '../crm-views.ts';
import { z } from '../zod-config.ts';

/** A time as the API writes it: ISO 8601 in UTC (`Z`), as `toISOString` and `isoTimeSql` write it. */
export const isoTimeSchema = z.iso.datetime();

export const recordIdSchema = z.int().positive();

export const countSchema = z.int().nonnegative();

/** One page of a list, newest first; `nextCursor` is null on the last page. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: pageCursorSchema.nullable() });
}

/** A page of `Item`s, for code generic over the record (the web's paged lists). */
export type Page<Item> = Omit<z.output<ReturnType<typeof pageSchema>>, 'items'> & { items: Item[] };

/** The answer of a call whose only news is that it happened. */
export const successAnswerSchema = z.object({ success: z.literal(true) });

export type SuccessAnswer = z.output<typeof successAnswerSchema>;
