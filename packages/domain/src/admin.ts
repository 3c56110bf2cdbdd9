import { z } from './zod-config.ts';

const usernameRequired = 'Username is required';
const passwordRequired = 'Password is required';

/**
 * The login form's time trap: the server takes a form sent sooner than this after it was shown
 * for a bot's (people take longer), and the form holds back a faster login until it has passed.
 */
export const adminLoginMinimumFillTimeMs = 1_000;

/**
 * Names the `<meta>` element that carries the Cloudflare Turnstile site key when admin logins need
 * a captcha token: the server adds it to the admin page only, and the login form reads it there.
 */
export const turnstileSiteKeyMetaName = 'turnstile-site-key';

export const adminLoginSchema = z.object({
  username: z.string({ error: usernameRequired }).trim().min(1, usernameRequired).toLowerCase(),
  // Never trimmed: spaces at either end are part of the password.
  password: z.string({ error: passwordRequired }).min(1, passwordRequired),
  honeypot: z.string({ error: 'Invalid form data' }).optional(),
  submitTime: z.number({ error: 'Invalid form data' }).optional(),
  captchaToken: z.string({ error: 'Invalid form data' }).optional(),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLogin = z.output<typeof adminLoginSchema>;

export const adminLoginFormSchema = z.object({
  username: z.string().trim().min(1, usernameRequired),
  password: z.string().min(1, passwordRequired),
});

export type AdminLoginFormValues = z.input<typeof adminLoginFormSchema>;
