import type { PreviousLead } from './contracts/leads.ts';
import { formatDollars } from './leads.ts';
import { leadFields } from './record-fields.ts';

/**
 * One person, one open lead: a consultation request from an address (compared without regard to
 * case) that has a lead still open, neither won nor lost, joins that lead instead of opening a
 * card of its own. The database enforces it; these are the words the merge leaves behind.
 */

// Made once: a formatter built per call (what `toLocaleDateString` with options does) costs
// tens of microseconds, and every consultation request writes a note heading.
export const utcDayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const utcTime = new Intl.DateTimeFormat('en-AU', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

/** "23 Nov 2026, 20:15 UTC": staff work across time zones, so the zone is named. */
export function formatUtcDateTime(date: Date): string {
  return `${utcDayFormat.format(date)}, ${utcTime.format(date)} UTC`;
}

/** The first line of the note a repeat enquiry leaves on its lead. */
export function repeatEnquiryNoteHeading(receivedAt: Date, message: string | null): string {
  const text = message === null || message === '' ? '(no message)' : message;
  return `New enquiry on ${formatUtcDateTime(receivedAt)}: ${text}`;
}

/**
 * The details a repeat enquiry may change on its lead, as the note names them. A repeat enquiry
 * that leaves company or team size out keeps the lead's; the phone number is always given.
 */
export const repeatEnquiryFieldLabels = {
  contact: leadFields.contact.label,
  company: leadFields.company.label,
  teamSize: leadFields.teamSize.label,
} as const;

/**
 * One changed detail, a line of the note: "Phone changed from 0400 000 000 to 0411 111 111". The
 * note is written by the same database statement that joins the enquiry to its lead (only it sees
 * the old values without a second round trip), so the line is given as a `format()` template:
 * label, old value, new value.
 */
export const repeatEnquiryChangeFormat = {
  template: '%s changed from %s to %s',
  /** Stands for a detail the lead did not have before. */
  none: '(none)',
} as const;

/** The card's count, shown once a lead stands for more than one enquiry: "3 enquiries". */
export function enquiryCountLabel(enquiryCount: number): string | null {
  return enquiryCount > 1 ? `${enquiryCount} enquiries` : null;
}

/** "Returning: lead #12, won $50,000" or "Returning: lead #9, lost (Budget cut)". */
export function returningLeadLabel(previous: PreviousLead): string {
  const outcome =
    previous.outcome === 'won'
      ? `won${previous.estimatedValue === null ? '' : ` ${formatDollars(previous.estimatedValue)}`}`
      : `lost${previous.lostReason === null || previous.lostReason === '' ? '' : ` (${previous.lostReason})`}`;
  return `Returning: lead #${previous.id}, ${outcome}`;
}

/** The staff alert's subject for a request that joined an open lead. */
export function repeatEnquirySubject(options: {
  name: string;
  company: string;
  leadId: number;
  enquiryCount: number;
}): string {
  const { name, company, leadId, enquiryCount } = options;
  return `Repeat enquiry: ${name}${company === '' ? '' : ` (${company})`}, lead #${leadId}, ${enquiryCount} enquiries`;
}
