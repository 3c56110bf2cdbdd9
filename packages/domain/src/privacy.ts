import type { PrivacyCounts, RetentionCounts } from './contracts/privacy.ts';
import { isStorableText, unstorableTextMessage } from './fields.ts';
import { z } from './zod-config.ts';

export const privacyEmailMissingMessage = 'Enter an e-mail address';
export const privacyEmailTooLongMessage = 'Email too long';

/**
 * The address a person's data is found by. Not checked as an address: what is stored was typed by
 * the person, and a search must find it exactly as it was kept, whatever its case.
 */
const privacyEmailSchema = z
  .string({ error: privacyEmailMissingMessage })
  .trim()
  .min(1, privacyEmailMissingMessage)
  .max(255, privacyEmailTooLongMessage)
  // PostgreSQL refuses a NUL in a parameter, and no stored address holds any of these.
  .refine(isStorableText, unstorableTextMessage('Email'));

export const privacySearchInputSchema = z.object({ email: privacyEmailSchema });

export type PrivacySearchInput = z.output<typeof privacySearchInputSchema>;

/** The kinds of row a person's data is made of, in the order the screen and the export name them. */
export const privacyDataKinds = [
  'contactSubmissions',
  'leads',
  'leadNotes',
  'applications',
  'applicationNotes',
  'cvs',
  'mailMessages',
  'conversationMessages',
  'messageAttachments',
] as const;

export type PrivacyDataKind = (typeof privacyDataKinds)[number];

/** How the confirmation names each kind, singular and plural. */
export const privacyDataKindLabels = {
  contactSubmissions: ['contact submission', 'contact submissions'],
  leads: ['lead', 'leads'],
  leadNotes: ['lead note', 'lead notes'],
  applications: ['career application', 'career applications'],
  applicationNotes: ['application note', 'application notes'],
  cvs: ['CV file', 'CV files'],
  mailMessages: ['outgoing message', 'outgoing messages'],
  conversationMessages: ['e-mail of a conversation', 'e-mails of conversations'],
  messageAttachments: ['e-mail attachment', 'e-mail attachments'],
} as const satisfies Record<PrivacyDataKind, readonly [string, string]>;

/** "2 leads, 1 lead note": the kinds that have rows, for a confirmation or a summary. */
export function describePrivacyCounts(counts: PrivacyCounts): string[] {
  return privacyDataKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind) => {
      const [one, many] = privacyDataKindLabels[kind];
      return `${String(counts[kind])} ${counts[kind] === 1 ? one : many}`;
    });
}

const countSchema = z.int().min(0).max(1_000_000_000);

/**
 * An erasure names what the admin confirmed: if anything of the person's changed since (a new
 * submission, a note), the counts differ and nothing is erased.
 */
export const privacyEraseInputSchema = z.object({
  email: privacyEmailSchema,
  expected: z.object({
    contactSubmissions: countSchema,
    leads: countSchema,
    leadNotes: countSchema,
    applications: countSchema,
    applicationNotes: countSchema,
    cvs: countSchema,
    mailMessages: countSchema,
    conversationMessages: countSchema,
    messageAttachments: countSchema,
  } satisfies Record<PrivacyDataKind, typeof countSchema>),
});

export type PrivacyEraseInput = z.output<typeof privacyEraseInputSchema>;

export const privacyDataChangedMessage =
  "This person's data changed since it was shown. Search again and confirm what will be erased.";
export const privacyNothingToEraseMessage = 'Nothing is held for this address';

/** The file name of a person's export: `privacy-2026-11-26.json`. */
export function privacyExportFileName(date: Date): string {
  return `privacy-${date.toISOString().slice(0, 10)}.json`;
}

/** "2 login attempts" beside the person-data kinds, for the retention preview. */
export function describeRetentionCounts(counts: RetentionCounts): string[] {
  const lines = describePrivacyCounts(counts);
  if (counts.loginAttempts > 0) {
    lines.push(
      `${String(counts.loginAttempts)} ${counts.loginAttempts === 1 ? 'login attempt' : 'login attempts'}`,
    );
  }
  return lines;
}
