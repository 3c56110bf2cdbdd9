import { describe, expect, it } from 'vitest';
import { careerFormRules } from './career-form.ts';
import { careerFormSchema } from './career.ts';
import { contactFormRules } from './contact-form.ts';
import { contactFormSchema } from './contact.ts';
import { pageRuleErrors } from './page-form-rules.ts';

describe("the forms' page rules", () => {
  it('give each broken field its message, trimming first, and nothing for a good form', () => {
    expect(
      pageRuleErrors(contactFormRules, { name: ' J ', email: 'jane@', contact: '1234' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      contact: 'Please enter a valid contact number',
    });
    expect(
      pageRuleErrors(contactFormRules, { name: 'Jo', email: ' jo@example.com ', contact: '12345' }),
    ).toEqual({});
  });

  it('check a LinkedIn address only when one is given', () => {
    expect(careerFormRules.linkedinUrl('')).toBeUndefined();
    expect(careerFormRules.linkedinUrl('https://www.linkedin.com/in/jane')).toBeUndefined();
    expect(careerFormRules.linkedinUrl('https://example.com/jane')).toBe(
      'Please enter a valid LinkedIn URL',
    );
  });

  it('are what the schemas built from them report, field by field', () => {
    const contact = { name: 'J', email: 'nope', contact: '12' };
    const contactIssues = contactFormSchema.safeParse(contact).error?.issues ?? [];
    expect(
      Object.fromEntries(contactIssues.map((issue) => [String(issue.path[0]), issue.message])),
    ).toEqual(pageRuleErrors(contactFormRules, contact));

    const career = {
      firstName: 'A',
      lastName: 'B',
      email: 'x',
      phone: '1',
      linkedinUrl: 'http://linkedin.com/in/a',
      position: '',
      description: 'short',
    };
    const careerIssues = careerFormSchema.safeParse(career).error?.issues ?? [];
    expect(
      Object.fromEntries(careerIssues.map((issue) => [String(issue.path[0]), issue.message])),
    ).toEqual(pageRuleErrors(careerFormRules, career));
    expect(careerIssues).toHaveLength(7);
  });
});
