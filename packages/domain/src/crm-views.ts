import { applicationStageSchema } from './applications.ts';
import { crmFilterParams, type CrmFilterParam } from './admin-link-params.ts';
import { isStorableText, unstorableTextMessage } from './fields.ts';
import { teamSizeOptions, type TeamSize } from './contact-form.ts';
import { leadStageSchema } from './leads.ts';
import { isBoundedUtcInstant, utcDaySchema } from './utc-days.ts';
import { z } from './zod-config.ts';

/** A column or a submissions list loads this many cards at a time. */
export const crmPageSize = 50;
export const crmPageSizeMax = 100;
export const crmSearchMaxLength = 100;

const searchTooLongMessage = `Search must be at most ${crmSearchMaxLength} characters`;
const dayRangeMessage = 'The start date must be on or before the end date';
const teamSizeMessage = `Team size must be one of ${teamSizeOptions.map((option) => option.value).join(', ')}`;
const invalidCursorMessage = 'Invalid page cursor';
const positionFilterMaxLength = 100;
const positionTooLongMessage = `Position must be at most ${positionFilterMaxLength} characters`;

const teamSizeValues = teamSizeOptions.map((option) => option.value) as [TeamSize, ...TeamSize[]];

const crmFilterFields = {
  /** Part of a name, e-mail address, company, phone number or message, in any case. */
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(crmSearchMaxLength, searchTooLongMessage)
    // PostgreSQL refuses a NUL in a parameter, and stored text holds none of these anyway.
    .refine(isStorableText, unstorableTextMessage('Search'))
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  /** Created on or after this UTC day. */
  from: utcDaySchema.optional(),
  /** Created on or before this UTC day (the whole day counts). */
  to: utcDaySchema.optional(),
  /** One of the contact form's team sizes; leads that named another or none are left out. */
  teamSize: z.enum(teamSizeValues, { error: teamSizeMessage }).optional(),
  /** A job application's position, exactly as stored; leads and consultation requests have none. */
  position: z
    .string({ error: 'Position must be text' })
    .trim()
    .max(positionFilterMaxLength, positionTooLongMessage)
    .refine(isStorableText, unstorableTextMessage('Position'))
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
} satisfies Record<CrmFilterParam, z.ZodType>;

/**
 * The search and filters of the CRM: the board, both submission lists and their CSV exports
 * apply the same ones, and the admin screen keeps them in its address. Team size applies to leads
 * and consultation requests only, position to job applications only.
 */
export const crmFilterSchema = z
  .object(crmFilterFields)
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    error: dayRangeMessage,
    path: ['to'],
  });

export type CrmFilterInput = z.input<typeof crmFilterSchema>;
export type CrmFilter = z.output<typeof crmFilterSchema>;

export const emptyCrmFilter: CrmFilter = {};

/**
 * The filter a bookmarked address holds, keeping each value that is valid on its own and
 * dropping the rest, so one stale or mistyped value never empties the whole view.
 */
export function crmFilterFromSearch(search: Readonly<Record<string, unknown>>): CrmFilter {
  const filter: { -readonly [param in keyof CrmFilter]: CrmFilter[param] } = {};
  const q = crmFilterFields.q.safeParse(search.q);
  if (q.success && q.data !== undefined) filter.q = q.data;
  const teamSize = crmFilterFields.teamSize.safeParse(search.teamSize);
  if (teamSize.success && teamSize.data !== undefined) filter.teamSize = teamSize.data;
  const position = crmFilterFields.position.safeParse(search.position);
  if (position.success && position.data !== undefined) filter.position = position.data;
  const from = crmFilterFields.from.safeParse(search.from);
  if (from.success && from.data !== undefined) filter.from = from.data;
  const to = crmFilterFields.to.safeParse(search.to);
  if (to.success && to.data !== undefined && (filter.from === undefined || filter.from <= to.data))
    filter.to = to.data;
  return filter;
}

/** Whether the filter narrows anything: the views then say "matching" beside their counts. */
export function isCrmFilterActive(filter: CrmFilter): boolean {
  return crmFilterParams.some((param) => filter[param] !== undefined);
}

/**
 * Where the next page starts: the last card's sort key. The time keeps PostgreSQL's microseconds
 * (a millisecond cursor would skip rows that differ below the millisecond), and must be one that
 * exists: the query casts it to a timestamp, which refuses hour 99 with an error.
 */
export const pageCursorSchema = z.object({
  at: z.string({ error: invalidCursorMessage }).refine(isBoundedUtcInstant, invalidCursorMessage),
  id: z.int({ error: invalidCursorMessage }).positive(invalidCursorMessage),
});

export type PageCursor = z.output<typeof pageCursorSchema>;

const pagingFields = {
  filter: crmFilterSchema.default(emptyCrmFilter),
  /** Absent or null for the first page. */
  cursor: pageCursorSchema.nullish(),
  limit: z
    .int({ error: `Limit must be a whole number from 1 to ${crmPageSizeMax}` })
    .min(1, `Limit must be a whole number from 1 to ${crmPageSizeMax}`)
    .max(crmPageSizeMax, `Limit must be a whole number from 1 to ${crmPageSizeMax}`)
    .default(crmPageSize),
};

/**
 * One page of one board column: the stage's leads matching the filter, latest enquiry first
 * (a repeat enquiry brings its lead back to the top), then by id.
 */
export const leadPageInputSchema = z.object({ stage: leadStageSchema, ...pagingFields });

export type LeadPageInput = z.output<typeof leadPageInputSchema>;

/**
 * One page of one column of the hiring board: the stage's applications matching the filter,
 * newest first by when they were received, then by id. Spam is never on the board.
 */
export const applicationPageInputSchema = z.object({
  stage: applicationStageSchema,
  ...pagingFields,
});

export type ApplicationPageInput = z.output<typeof applicationPageInputSchema>;

/** One page of a submissions list: newest first by creation time, then by id. */
export const submissionPageInputSchema = z.object(pagingFields);

export type SubmissionPageInput = z.output<typeof submissionPageInputSchema>;

export const crmFilterInputSchema = z.object({ filter: crmFilterSchema.default(emptyCrmFilter) });
