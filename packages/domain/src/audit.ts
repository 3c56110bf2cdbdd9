/**
 * What the audit log records: every admin action, by name, with the kind of record it touched.
 * The names are stored, so an existing one is never renamed; the labels are what the Audit view
 * shows.
 */
export const auditActionLabels = {
  login: 'Logged in',
  logout: 'Logged out',
  'lead.update': 'Updated a lead',
  'lead.move': 'Moved a lead',
  'lead.mark_won': 'Marked a lead won',
  'lead.mark_lost': 'Marked a lead lost',
  'lead.remove': 'Deleted a lead',
  'lead.note': 'Added a note to a lead',
  'application.move': 'Moved an application',
  'application.hire': 'Hired an applicant',
  'application.reject': 'Rejected an application',
  'application.remove': 'Deleted an application',
  'application.note': 'Added a note to an application',
  'application.cv_download': 'Downloaded a CV',
  'contact_submission.remove': 'Deleted a contact submission',
  'spam.release': 'Released a submission from spam',
  'mail.retry': 'Retried an e-mail',
  'conversation.send': 'Sent an e-mail',
  'conversation.link': 'Linked a received e-mail',
  'conversation.discard': 'Discarded a received e-mail',
  'conversation.attachment_download': 'Downloaded an e-mail attachment',
  'mail_template.create': 'Added a mail template',
  'mail_template.update': 'Changed a mail template',
  'mail_template.remove': 'Deleted a mail template',
  'crm.export': 'Exported a CSV',
  'report.export': 'Exported a report',
  'privacy.search': "Searched a person's data",
  'privacy.export': "Exported a person's data",
  'privacy.erase': "Erased a person's data",
  'retention.run': 'Retention erased old data',
  'admin.create': 'Added an admin',
  'admin.remove': 'Removed an admin',
  'admin.password_change': 'Changed their password',
  'admin.name_change': 'Changed their name',
  'admin.session_end': 'Ended a session',
  'admin.two_factor_enable': 'Turned on two-factor login',
  'admin.two_factor_disable': 'Turned off two-factor login',
  'admin.recovery_codes_regenerate': 'Made new recovery codes',
  'admin.two_factor_setup_start': 'Began setting up two-factor login',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(auditActionLabels, value);
}

/** The kinds of record an audit row can point at, by id: never by a person's name or address. */
export const auditRecordTypes = [
  'lead',
  'contact_submission',
  'application',
  'mail_message',
  'admin',
  'session',
  'conversation_message',
  'conversation_attachment',
  'mail_template',
] as const;

export type AuditRecordType = (typeof auditRecordTypes)[number];

/**
 * Figures an action may keep beside its row: counts and names of things, never personal data
 * (an erasure keeps how many rows went, not whose).
 */
export type AuditDetails = Readonly<Record<string, string | number | boolean>>;
