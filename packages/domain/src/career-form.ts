import { isEmptyOrLinkedInUrl } from './linkedin-url.ts';
import { emailAddress, keeps, minimumLength, type PageRules } from './page-form-rules.ts';

export type CareerFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedinUrl?: string | undefined;
  position: string;
  description: string;
};

/** Spec section 5, the career form on the page: checked in the browser before sending. */
export const careerFormRules = {
  firstName: minimumLength(2, 'First name must be at least 2 characters'),
  lastName: minimumLength(2, 'Last name must be at least 2 characters'),
  email: emailAddress('Please enter a valid email address'),
  phone: minimumLength(10, 'Please enter a valid phone number'),
  linkedinUrl: keeps(isEmptyOrLinkedInUrl, 'Please enter a valid LinkedIn URL'),
  position: minimumLength(1, 'Please select a position'),
  description: minimumLength(
    50,
    'Please provide at least 50 characters describing why we should hire you',
  ),
} as const satisfies PageRules<CareerFormValues>;
