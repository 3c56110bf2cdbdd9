import { contactFormRules } from './contact-form.ts';
import { leadSourceFields } from './lead-source.ts';
import { botTrapFields } from './spam.ts';
import { z } from './zod-config.ts';
import {
  emailAddressField,
  optionalText,
  pageRuleField,
  personNameField,
  phoneNumberField,
  submissionKeyField,
  trimmedText,
} from './fields.ts';

/** The page's rules (contact-form.ts) as a schema, for a form posted without JavaScript. */
export const contactFormSchema = z.object({
  name: pageRuleField(contactFormRules.name),
  email: pageRuleField(contactFormRules.email),
  contact: pageRuleField(contactFormRules.contact),
  company: z.string().optional(),
  teamSize: z.string().optional(),
  message: z.string().optional(),
});

export const contactSubmissionSchema = z.object({
  name: personNameField({
    max: 100,
    requiredMessage: 'Name is required',
    tooLongMessage: 'Name too long',
    invalidMessage: 'Name contains invalid characters',
  }),
  email: emailAddressField(),
  contact: phoneNumberField({
    tooShortMessage: 'Contact number too short',
    tooLongMessage: 'Contact number too long',
    invalidMessage: 'Invalid contact format',
  }),
  company: optionalText(trimmedText('Company').max(100, 'Company name too long')),
  teamSize: optionalText(trimmedText('Team size').max(50, 'Team size too long')),
  message: optionalText(trimmedText('Message').max(2000, 'Message too long')),
  submissionKey: submissionKeyField(),
  ...botTrapFields,
  ...leadSourceFields,
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
