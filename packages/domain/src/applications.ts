import { isStorableText, unstorableTextMessage } from './fields.ts';
import { z } from './zod-config.ts';
import type { StageInfo } from './stages.ts';

/**
 * The hiring pipeline: the careers page's four steps (Apply Online, Technical Assessment,
 * Culture Fit, Welcome Aboard), and Not Selected for an application that goes no further.
 */
export const applicationStageValues = [
  'applied',
  'technical_assessment',
  'culture_fit',
  'hired',
  'not_selected',
] as const;

export const applicationStageSchema = z.enum(applicationStageValues, { error: 'Invalid stage' });

export type ApplicationStage = z.infer<typeof applicationStageSchema>;
export type ClosedApplicationStage = Extract<ApplicationStage, 'hired' | 'not_selected'>;
export type OpenApplicationStage = Exclude<ApplicationStage, ClosedApplicationStage>;

const applicationStageDetails = {
  applied: { label: 'Applied', color: 'blue' },
  technical_assessment: { label: 'Technical Assessment', color: 'orange' },
  culture_fit: { label: 'Culture Fit', color: 'grape' },
  hired: { label: 'Welcome Aboard', color: 'green' },
  not_selected: { label: 'Not Selected', color: 'red' },
} as const satisfies Record<ApplicationStage, Omit<StageInfo<ApplicationStage>, 'value' | 'order'>>;

export const applicationStages: readonly StageInfo<ApplicationStage>[] = applicationStageValues.map(
  (value, index) => ({
    value,
    label: applicationStageDetails[value].label,
    color: applicationStageDetails[value].color,
    order: index + 1,
  }),
);

export function applicationStageLabel(stage: ApplicationStage): string {
  return applicationStageDetails[stage].label;
}

export function isClosedApplicationStage(stage: ApplicationStage): stage is ClosedApplicationStage {
  return stage === 'hired' || stage === 'not_selected';
}

/** The fields of an application that the hiring rules govern. */
export interface ApplicationPipelineState {
  stage: ApplicationStage;
  /** Set exactly when the stage is Not Selected. */
  notSelectedReason: string | null;
}

export type ApplicationChangeRequest =
  /** A drag on the board, or its "Move to..." menu, to one of the open stages. */
  { kind: 'move'; stage: ApplicationStage } | { kind: 'hire' } | { kind: 'reject'; reason: string };

export type ApplicationChangeDecision =
  | {
      ok: true;
      application: ApplicationPipelineState;
      changed: boolean;
      /** The history note this change writes; null when nothing changed. */
      note: string | null;
    }
  | { ok: false; message: string };

export const useHireMessage = 'Use Welcome Aboard to hire an applicant';
export const useRejectMessage = 'Use Not Selected, with a reason, to turn an application down';
export const alreadyHiredMessage = 'This applicant is already hired';
export const alreadyNotSelectedMessage = 'This application is already marked Not Selected';

export function hiredNoteText(): string {
  return 'Applicant hired: Welcome Aboard';
}

export function notSelectedNoteText(reason: string): string {
  return `Application marked as NOT SELECTED. Reason: ${reason}`;
}

export function applicationStageChangeNoteText(
  from: ApplicationStage,
  to: ApplicationStage,
): string {
  return `Stage changed from ${applicationStageLabel(from)} to ${applicationStageLabel(to)}`;
}

const refuse = (message: string): ApplicationChangeDecision => ({ ok: false, message });

/**
 * What a request does to an application: the application after it and the note to write, or why
 * it is refused. Every door (tRPC, the board's optimistic update) asks this and nothing else.
 * What always holds afterwards: a reason exactly on Not Selected, one note per stage change.
 */
export function decideApplicationChange(
  application: ApplicationPipelineState,
  request: ApplicationChangeRequest,
): ApplicationChangeDecision {
  switch (request.kind) {
    case 'move': {
      if (request.stage === application.stage) {
        return { ok: true, application, changed: false, note: null };
      }
      if (request.stage === 'hired') return refuse(useHireMessage);
      if (request.stage === 'not_selected') return refuse(useRejectMessage);
      return {
        ok: true,
        application: { stage: request.stage, notSelectedReason: null },
        changed: true,
        note: applicationStageChangeNoteText(application.stage, request.stage),
      };
    }
    case 'hire':
      if (application.stage === 'hired') return refuse(alreadyHiredMessage);
      return {
        ok: true,
        application: { stage: 'hired', notSelectedReason: null },
        changed: true,
        note: hiredNoteText(),
      };
    case 'reject':
      if (application.stage === 'not_selected') return refuse(alreadyNotSelectedMessage);
      return {
        ok: true,
        application: { stage: 'not_selected', notSelectedReason: request.reason },
        changed: true,
        note: notSelectedNoteText(request.reason),
      };
  }
}

const invalidApplicationIdMessage = 'Invalid application id';
const notSelectedReasonMaxLength = 500;

const applicationIdValueSchema = z
  .int({ error: invalidApplicationIdMessage })
  .positive(invalidApplicationIdMessage);

export const applicationIdInputSchema = z.object({ id: applicationIdValueSchema });

/** An application id taken from a URL path segment such as '/api/career-submissions/12/cv'. */
export const applicationIdSchema = z
  .string({ error: invalidApplicationIdMessage })
  .regex(/^[0-9]+$/, invalidApplicationIdMessage)
  .transform(Number)
  .pipe(applicationIdValueSchema);

export const moveApplicationInputSchema = z.object({
  id: applicationIdValueSchema,
  stage: applicationStageSchema,
});

export type MoveApplicationInput = z.output<typeof moveApplicationInputSchema>;

export const notSelectedReasonRequiredMessage = 'Please enter a reason';

export const rejectApplicationInputSchema = z.object({
  id: applicationIdValueSchema,
  reason: z
    .string({ error: notSelectedReasonRequiredMessage })
    .trim()
    .min(1, notSelectedReasonRequiredMessage)
    .max(notSelectedReasonMaxLength, 'Reason too long')
    .refine(isStorableText, unstorableTextMessage('Reason')),
});

export type RejectApplicationInput = z.output<typeof rejectApplicationInputSchema>;

export const applicationNoteInputSchema = z.object({ applicationId: applicationIdValueSchema });
