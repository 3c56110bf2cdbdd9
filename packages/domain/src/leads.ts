import { isStorableText, unstorableTextMessage } from './fields.ts';
import type { StageColor, StageInfo } from './stages.ts';
import { z } from './zod-config.ts';

export const leadStageValues = [
  'new',
  'contacted',
  'qualified',
  'proposal',
  'negotiation',
  'closed_won',
  'closed_lost',
] as const;

export const leadStageSchema = z.enum(leadStageValues, { error: 'Invalid stage' });

export type LeadStage = z.infer<typeof leadStageSchema>;
export type ClosedLeadStage = Extract<LeadStage, 'closed_won' | 'closed_lost'>;
export type OpenLeadStage = Exclude<LeadStage, ClosedLeadStage>;

const stageDetails = {
  new: { label: 'New', color: 'blue' },
  contacted: { label: 'Contacted', color: 'yellow' },
  qualified: { label: 'Qualified', color: 'orange' },
  proposal: { label: 'Proposal', color: 'grape' },
  negotiation: { label: 'Negotiation', color: 'pink' },
  closed_won: { label: 'Won', color: 'green' },
  closed_lost: { label: 'Lost', color: 'red' },
} as const satisfies Record<LeadStage, { label: string; color: StageColor }>;

export type LeadStageInfo = StageInfo<LeadStage>;

export const leadStages: readonly LeadStageInfo[] = leadStageValues.map((value, index) => ({
  value,
  label: stageDetails[value].label,
  color: stageDetails[value].color,
  order: index + 1,
}));

export function stageLabel(stage: LeadStage): string {
  return stageDetails[stage].label;
}

export function isClosedStage(stage: LeadStage): stage is ClosedLeadStage {
  return stage === 'closed_won' || stage === 'closed_lost';
}

const invalidLeadIdMessage = 'Invalid lead id';
const probabilityMessage = 'Probability must be a whole number from 0 to 100';
const estimatedValueMessage = 'Estimated value must be a whole number of dollars, 0 or more';
/** The largest value PostgreSQL's `integer` column (leads.estimated_value) can hold. */
export const maxDealValue = 2_147_483_647;
const dealValueTooLargeMessage = 'Estimated value is too large';
const lostReasonMaxLength = 500;
const lostReasonTooLongMessage = 'Lost reason too long';

const leadIdValueSchema = z.int({ error: invalidLeadIdMessage }).positive(invalidLeadIdMessage);

const estimatedValueSchema = z
  .int({ error: estimatedValueMessage })
  .min(0, estimatedValueMessage)
  .max(maxDealValue, dealValueTooLargeMessage);

export const leadUpdateSchema = z
  .object({
    stage: leadStageSchema,
    isWon: z.boolean({ error: 'isWon must be true or false' }),
    isLost: z.boolean({ error: 'isLost must be true or false' }),
    probability: z
      .int({ error: probabilityMessage })
      .min(0, probabilityMessage)
      .max(100, probabilityMessage),
    estimatedValue: estimatedValueSchema.nullable(),
    lostReason: z
      .string({ error: 'Lost reason must be text' })
      .trim()
      .max(lostReasonMaxLength, lostReasonTooLongMessage)
      .refine(isStorableText, unstorableTextMessage('Lost reason'))
      .nullable()
      .transform((reason) => (reason === '' ? null : reason)),
  })
  .partial();

export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

export const leadIdInputSchema = z.object({ id: leadIdValueSchema });

export type LeadIdInput = z.output<typeof leadIdInputSchema>;

/**
 * Deleting a lead; `withSubmissions` deletes its contact submissions (the enquiries it stands
 * for) too. Without it the spec's behaviour stays: the submissions are kept.
 */
export const removeLeadInputSchema = leadIdInputSchema.extend({
  withSubmissions: z.boolean().default(false),
});

export type RemoveLeadInput = z.input<typeof removeLeadInputSchema>;

export const markWonInputSchema = z.object({ id: leadIdValueSchema, value: estimatedValueSchema });

export type MarkWonInput = z.output<typeof markWonInputSchema>;

export const markLostInputSchema = z.object({
  id: leadIdValueSchema,
  reason: z
    .string({ error: 'Please enter a reason' })
    .trim()
    .min(1, 'Please enter a reason')
    .max(lostReasonMaxLength, lostReasonTooLongMessage)
    .refine(isStorableText, unstorableTextMessage('Lost reason')),
});

export type MarkLostInput = z.output<typeof markLostInputSchema>;

export const moveLeadInputSchema = z.object({ id: leadIdValueSchema, stage: leadStageSchema });

export type MoveLeadInput = z.output<typeof moveLeadInputSchema>;

/** A lead id taken from a URL path segment such as '/api/leads/12'. */
export const leadIdSchema = z
  .string({ error: invalidLeadIdMessage })
  .regex(/^[0-9]+$/, invalidLeadIdMessage)
  .transform(Number)
  .pipe(leadIdValueSchema);

export const noteInputSchema = z.object({
  note: z
    .string({ error: 'Note cannot be empty' })
    .trim()
    .min(1, 'Note cannot be empty')
    .max(2000, 'Note too long')
    .refine(isStorableText, unstorableTextMessage('Note')),
});

export type NoteInput = z.output<typeof noteInputSchema>;

export type DealValueResult =
  { ok: true; value: number } | { ok: false; error: 'Please enter a valid number' };

export function parseDealValue(input: string): DealValueResult {
  const parsed = Number.parseFloat(input.replace(/[^0-9.-]/g, ''));
  // Adding 0 turns the -0 read from '-0' into 0.
  const rounded = Math.round(parsed) + 0;
  if (Number.isNaN(parsed) || parsed < 0 || !Number.isFinite(parsed) || rounded > maxDealValue) {
    return { ok: false, error: 'Please enter a valid number' };
  }
  return { ok: true, value: rounded };
}

const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatDollars(value: number): string {
  return dollarFormat.format(value);
}
