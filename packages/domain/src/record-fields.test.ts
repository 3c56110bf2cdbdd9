import { describe, expect, it } from 'vitest';
import { teamSizeOptions } from './contact-form.ts';
import { repeatEnquiryFieldLabels } from './enquiries.ts';
import { applicationFields, contactSubmissionFields, leadFields } from './record-fields.ts';

describe('the record fields', () => {
  it("label a request's phone text Phone in the lead, the contact submission and the application", () => {
    expect(leadFields.contact.label).toBe('Phone');
    expect(contactSubmissionFields.contact.label).toBe('Phone');
    expect(applicationFields.phone.label).toBe('Phone');
  });

  it('keep the texts the spec quotes', () => {
    expect(applicationFields.description.label).toBe('Why should we hire them?');
    expect(leadFields.teamSize.format('4-7')).toBe('4-7 developers');
    expect(leadFields.estimatedValue.format(50_000)).toBe('$50,000');
    expect(leadFields.probability.format(40)).toBe('40%');
  });

  it('read a team size as the contact form offers it', () => {
    for (const option of teamSizeOptions) {
      expect(contactSubmissionFields.teamSize.format(option.value)).toBe(option.label);
    }
  });

  it("name a repeat enquiry's changes by the lead's labels", () => {
    expect(repeatEnquiryFieldLabels).toEqual({
      contact: leadFields.contact.label,
      company: leadFields.company.label,
      teamSize: leadFields.teamSize.label,
    });
  });

  it('give every field of a record its own label', () => {
    const records: readonly Record<string, { readonly label: string }>[] = [
      leadFields,
      contactSubmissionFields,
      applicationFields,
    ];
    for (const fields of records) {
      const labels = Object.values(fields).map((field) => field.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
