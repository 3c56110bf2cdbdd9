import { botTrapFields } from './spam.ts';
import { z } from './zod-config.ts';
import {
  emailAddressField,
  isLinkedInUrl,
  isStorableText,
  optionalText,
  personNameField,
  phoneNumberField,
  submissionKeyField,
  trimmedText,
  unstorableTextMessage,
} from './fields.ts';

function isEmptyOrLinkedInUrl(value: string): boolean {
  return value === '' || isLinkedInUrl(value);
}

export const careerFormSchema = z.object({
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters'),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters'),
  email: z
    .string()
    .trim()
    .check(z.email({ error: 'Please enter a valid email address' })),
  phone: z.string().trim().min(10, 'Please enter a valid phone number'),
  linkedinUrl: z
    .string()
    .trim()
    .refine(isEmptyOrLinkedInUrl, 'Please enter a valid LinkedIn URL')
    .optional(),
  position: z.string().trim().min(1, 'Please select a position'),
  description: z
    .string()
    .trim()
    .min(50, 'Please provide at least 50 characters describing why we should hire you'),
});

export type CareerFormValues = z.input<typeof careerFormSchema>;

export const careerSubmissionSchema = z.object({
  firstName: personNameField({
    max: 50,
    requiredMessage: 'First name is required',
    tooLongMessage: 'First name too long',
    invalidMessage: 'Invalid characters in first name',
  }),
  lastName: personNameField({
    max: 50,
    requiredMessage: 'Last name is required',
    tooLongMessage: 'Last name too long',
    invalidMessage: 'Invalid characters in last name',
  }),
  email: emailAddressField(),
  phone: phoneNumberField({
    tooShortMessage: 'Phone number too short',
    tooLongMessage: 'Phone number too long',
    invalidMessage: 'Invalid phone format',
  }),
  linkedinUrl: optionalText(
    trimmedText('LinkedIn URL')
      .refine(isEmptyOrLinkedInUrl, 'Invalid LinkedIn URL')
      .max(255, 'LinkedIn URL too long'),
  ),
  position: z
    .string({ error: 'Position is required' })
    .trim()
    .min(1, 'Position is required')
    .max(100, 'Position too long')
    .refine(isStorableText, unstorableTextMessage('Position')),
  description: z
    .string({ error: 'Description too short' })
    .trim()
    .min(10, 'Description too short')
    .max(3000, 'Description too long')
    .refine(isStorableText, unstorableTextMessage('Description')),
  submissionKey: submissionKeyField(),
  ...botTrapFields,
});

export type CareerSubmissionInput = z.input<typeof careerSubmissionSchema>;
export type CareerSubmission = z.output<typeof careerSubmissionSchema>;
