/**
 * The public forms as plain HTML forms: what a browser without JavaScript (or before the page's
 * script has started) posts, and where the answer sends it. The web app renders the forms with
 * these names and addresses; the server reads the posts and answers with pages.
 */

/** The public forms that also work as plain HTML posts. */
export const postedFormKinds = ['contact', 'career'] as const;

export type PostedFormKind = (typeof postedFormKinds)[number];

/** Where each form posts: the documented REST doors, which also take the form encodings. */
export const postedFormActions = {
  contact: '/api/contact',
  career: '/api/careers',
} as const satisfies Record<PostedFormKind, string>;

/** After a stored post the browser is sent here (post/redirect/get): the spec's success texts. */
export const formThankYouPaths = {
  contact: '/contact/thank-you',
  career: '/careers/thank-you',
} as const satisfies Record<PostedFormKind, string>;

/**
 * The pages each form sits on; a post names its page in `formPageFieldName` so that a refused
 * post shows that page again. Anything else falls back to the first, the form's own page.
 */
export const postedFormPages = {
  contact: ['/contact', '/'],
  career: ['/careers'],
} as const satisfies Record<PostedFormKind, readonly [string, ...string[]]>;

export type PostedFormPage = (typeof postedFormPages)[PostedFormKind][number];

/** The hidden field naming the page a form was posted from. */
export const formPageFieldName = 'page';

/**
 * The honeypot's name in the page (the JSON payload calls it `honeypot`): no autofill profile has
 * a field by this name.
 */
export const honeypotInputName = 'website_hp';

/**
 * A form post refused or not stored, as the page shows it again: the visitor's values as typed,
 * each field's message, and a message for the whole form (the status line of the contact form,
 * the alert of the careers form).
 */
export interface PostedFormState {
  readonly kind: PostedFormKind;
  readonly page: PostedFormPage;
  readonly values: Readonly<Record<string, string>>;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly formError?: string;
}
