import { isEmptyOrLinkedInUrl } from './linkedin-url.ts';
import { botTrapFields } from './spam.ts';
import { z } from './zod-config.ts';
import {
  emailAddressField,
  isStorableText,
  optionalText,
  personNameField,
  phoneNumberField,
  submissionKeyField,
  trimmedText,
  unstorableTextMessage,
} from './fields.ts';

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
