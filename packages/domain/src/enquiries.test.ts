import { describe, expect, it } from 'vitest';
import {
  enquiryCountLabel,
  formatUtcDateTime,
  repeatEnquiryNoteHeading,
  repeatEnquirySubject,
  returningLeadLabel,
} from './enquiries.ts';

const evening = new Date('2026-11-23T20:15:42.000Z');

describe('repeat enquiry texts', () => {
  it('write the time in UTC, naming the zone', () => {
    expect(formatUtcDateTime(evening)).toBe('23 Nov 2026, 20:15 UTC');
    expect(formatUtcDateTime(new Date('2026-01-05T03:04:00.000Z'))).toBe('5 Jan 2026, 03:04 UTC');
  });

  it('head the note with the date and the message, or say there was none', () => {
    expect(repeatEnquiryNoteHeading(evening, 'Can we start in March?')).toBe(
      'New enquiry on 23 Nov 2026, 20:15 UTC: Can we start in March?',
    );
    expect(repeatEnquiryNoteHeading(evening, null)).toBe(
      'New enquiry on 23 Nov 2026, 20:15 UTC: (no message)',
    );
    expect(repeatEnquiryNoteHeading(evening, '')).toBe(
      'New enquiry on 23 Nov 2026, 20:15 UTC: (no message)',
    );
  });

  it('count enquiries only once there is more than one', () => {
    expect(enquiryCountLabel(1)).toBeNull();
    expect(enquiryCountLabel(2)).toBe('2 enquiries');
    expect(enquiryCountLabel(1_234)).toBe('1234 enquiries');
  });

  it('name the earlier lead of a returning person with how it ended', () => {
    expect(
      returningLeadLabel({ id: 12, outcome: 'won', estimatedValue: 50_000, lostReason: null }),
    ).toBe('Returning: lead #12, won $50,000');
    expect(
      returningLeadLabel({ id: 12, outcome: 'won', estimatedValue: null, lostReason: null }),
    ).toBe('Returning: lead #12, won');
    expect(
      returningLeadLabel({
        id: 9,
        outcome: 'lost',
        estimatedValue: null,
        lostReason: 'Budget cut',
      }),
    ).toBe('Returning: lead #9, lost (Budget cut)');
    expect(
      returningLeadLabel({ id: 9, outcome: 'lost', estimatedValue: null, lostReason: null }),
    ).toBe('Returning: lead #9, lost');
  });

  it('say "Repeat enquiry" in the staff alert subject, with the lead and the count', () => {
    expect(
      repeatEnquirySubject({ name: 'Olivia Hart', company: 'Acme', leadId: 7, enquiryCount: 3 }),
    ).toBe('Repeat enquiry: Olivia Hart (Acme), lead #7, 3 enquiries');
    expect(
      repeatEnquirySubject({ name: 'Olivia Hart', company: '', leadId: 7, enquiryCount: 2 }),
    ).toBe('Repeat enquiry: Olivia Hart, lead #7, 2 enquiries');
  });
});
