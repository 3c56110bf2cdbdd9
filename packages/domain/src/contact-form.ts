import { emailAddress, minimumLength, type PageRules } from './page-form-rules.ts';

export const teamSizeOptions = [
  { value: '1-3', label: '1-3 developers' },
  { value: '4-7', label: '4-7 developers' },
  { value: '8-15', label: '8-15 developers' },
  { value: '16+', label: '16+ developers' },
] as const;

export type TeamSize = (typeof teamSizeOptions)[number]['value'];

export type ContactFormValues = {
  name: string;
  email: string;
  contact: string;
  company?: string | undefined;
  teamSize?: string | undefined;
  message?: string | undefined;
};

/** Spec section 5, the contact form on the page: checked in the browser before sending. */
export const contactFormRules = {
  name: minimumLength(2, 'Name must be at least 2 characters'),
  email: emailAddress('Please enter a valid email address'),
  contact: minimumLength(5, 'Please enter a valid contact number'),
} as const satisfies PageRules<ContactFormValues>;
