import { isEmptyOrLinkedInUrl } from './linkedin-url.ts';
import { z } from './zod-mini-config.ts';

/** Spec section 5, the career form on the page: checked in the browser before sending. */
export const careerFormSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(2, 'First name must be at least 2 characters')),
  lastName: z.string().check(z.trim(), z.minLength(2, 'Last name must be at least 2 characters')),
  email: z.string().check(z.trim(), z.email({ error: 'Please enter a valid email address' })),
  phone: z.string().check(z.trim(), z.minLength(10, 'Please enter a valid phone number')),
  linkedinUrl: z.optional(
    z.string().check(z.trim(), z.refine(isEmptyOrLinkedInUrl, 'Please enter a valid LinkedIn URL')),
  ),
  position: z.string().check(z.trim(), z.minLength(1, 'Please select a position')),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(50, 'Please provide at least 50 characters describing why we should hire you'),
    ),
});

export type CareerFormValues = z.input<typeof careerFormSchema>;
