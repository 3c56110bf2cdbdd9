import { z } from './zod-mini-config.ts';

export const teamSizeOptions = [
  { value: '1-3', label: '1-3 developers' },
  { value: '4-7', label: '4-7 developers' },
  { value: '8-15', label: '8-15 developers' },
  { value: '16+', label: '16+ developers' },
] as const;

export type TeamSize = (typeof teamSizeOptions)[number]['value'];

/** Spec section 5, the contact form on the page: checked in the browser before sending. */
export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Name must be at least 2 characters')),
  email: z.string().check(z.trim(), z.email({ error: 'Please enter a valid email address' })),
  contact: z.string().check(z.trim(), z.minLength(5, 'Please enter a valid contact number')),
  company: z.optional(z.string()),
  teamSize: z.optional(z.string()),
  message: z.optional(z.string()),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
