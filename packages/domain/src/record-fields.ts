import { applicationStageLabel, type ApplicationStage } from './applications.ts';
import { formatDollars, type LeadStage, stageLabel } from './leads.ts';

/**
 * The fields of the records staff read (lead, contact submission, job application): each one's
 * label, the same in the lead and application drawers, the cards, the Privacy tab, the CSV
 * exports' headers and the staff alert e-mails, and how its value reads where it is shown to a
 * person. Dates are not formatted here: each medium writes them its own way (the browser's time
 * zone on screen, ISO 8601 in a CSV, UTC in an e-mail).
 */
export interface RecordField<Value = never> {
  readonly label: string;
  /** The value as a person reads it; absent where the value reads as it is. */
  readonly format?: (value: Value) => string;
}

/** Team sizes are stored as the band ('4-7') and read as the contact form offers them (spec 3). */
export function formatTeamSize(teamSize: string): string {
  return `${teamSize} developers`;
}

export function formatProbability(probability: number): string {
  return `${String(probability)}%`;
}

/** The fields a consultation request and the lead it opens share, as the person wrote them. */
const requestFields = {
  id: { label: 'ID' },
  name: { label: 'Name' },
  email: { label: 'Email' },
  /** Spec section 3: the contact request's `contact` is the phone text. */
  contact: { label: 'Phone' },
  company: { label: 'Company' },
  teamSize: { label: 'Team size', format: formatTeamSize },
  message: { label: 'Message' },
  source: { label: 'Source' },
} as const satisfies Record<string, RecordField<string>>;

export const contactSubmissionFields = {
  ...requestFields,
  createdAt: { label: 'Received' },
} as const satisfies Record<string, RecordField<string>>;

export const leadFields = {
  ...requestFields,
  stage: { label: 'Stage', format: (stage: LeadStage) => stageLabel(stage) },
  estimatedValue: { label: 'Estimated value', format: formatDollars },
  probability: { label: 'Probability', format: formatProbability },
  isWon: { label: 'Won' },
  isLost: { label: 'Lost' },
  /** Open, Won or Lost in one field, where the record is shown whole. */
  outcome: { label: 'Outcome' },
  lostReason: { label: 'Lost reason' },
  createdAt: { label: 'Created' },
  lastEnquiryAt: { label: 'Last enquiry' },
  enquiryCount: { label: 'Enquiries' },
  previousLead: { label: 'Previous lead' },
  applications: { label: 'Also applied for a job' },
} as const;

export const applicationFields = {
  id: { label: 'ID' },
  /** The first and last name together, where one field shows the person. */
  name: { label: 'Name' },
  firstName: { label: 'First name' },
  lastName: { label: 'Last name' },
  email: { label: 'Email' },
  phone: { label: 'Phone' },
  position: { label: 'Position' },
  linkedinUrl: { label: 'LinkedIn' },
  /** Spec section 2: the description is shown under this label. */
  description: { label: 'Why should we hire them?' },
  cv: { label: 'CV' },
  stage: { label: 'Stage', format: (stage: ApplicationStage) => applicationStageLabel(stage) },
  notSelectedReason: { label: 'Not Selected reason' },
  createdAt: { label: 'Received' },
  leads: { label: 'Also a client enquiry' },
} as const;
