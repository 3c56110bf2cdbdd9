import { botTrapFields } from './spam.ts';
import { z } from './zod-config.ts';
import {
  emailAddressField,
  optionalText,
  personNameField,
  phoneNumberField,
  submissionKeyField,
  trimmedText,
} from './fields.ts';

export const teamSizeOptions = [
  { value: '1-3', label: '1-3 developers' },
  { value: '4-7', label: '4-7 developers' },
  { value: '8-15', label: '8-15 developers' },
  { value: '16+', label: '16+ developers' },
] as const;

export type TeamSize = (typeof teamSizeOptions)[number]['value'];

export const contactFormSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters'),
  email: z
    .string()
    .trim()
    .check(z.email({ error: 'Please enter a valid email address' })),
  contact: z.string().trim().min(5, 'Please enter a valid contact number'),
  company: z.string().optional(),
  teamSize: z.string().optional(),
  message: z.string().optional(),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

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
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
