import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type CareerSubmission,
  careerFormSchema,
  careerSubmissionSchema,
  type ContactSubmission,
  contactFormSchema,
  contactSubmissionSchema,
  formPageFieldName,
  honeypotInputName,
  type PostedFormKind,
  type PostedFormState,
  postedFormPages,
} from '@app/domain';
import { mediaTypeOf } from '../../plugins/media-type.ts';
import { charsetOf, formDecoder, urlEncodedPairs } from './url-encoded-body.ts';

/**
 * The public forms as plain HTML posts (no JavaScript, or before the page's script has started):
 * reading the two form encodings, and turning a post into either the service's input or the
 * page to show again.
 */

const urlEncodedFormType = 'application/x-www-form-urlencoded';
const multipartFormType = 'multipart/form-data';

/** The field Cloudflare's widget adds to the form it sits in: the JSON payload's `captchaToken`. */
const turnstileResponseFieldName = 'cf-turnstile-response';

/** The name of the careers form's file part. */
export const cvFieldName = 'cv';

/** A browser cannot keep a chosen file across a page load: the refused form asks for it again. */
const cvChooseAgainMessage = 'Please choose your CV again';

/** A name the form has once sent more than once: no browser does that with these forms. */
export const repeatedFieldMessage = 'Invalid form data';

/**
 * A form as a browser posted it: every text field's first value as typed (later copies of a name
 * are noted as repeated, not kept), and for the careers form whether a CV came and what was wrong
 * with it. A Map, so that no field name can reach an object's prototype.
 */
export class PostedForm {
  readonly fields = new Map<string, string>();
  readonly repeated = new Set<string>();
  /** A CV file was posted and read without fault. */
  cvCarried = false;
  /** The CV's own message (empty, or not a PDF or Word file), when it has one. */
  cvError: string | undefined;

  add(name: string, value: string): void {
    if (this.fields.has(name)) this.repeated.add(name);
    else this.fields.set(name, value);
  }
}

/** True when the Accept header names text/html with a quality above 0 (a browser navigating). */
function acceptsHtml(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((entry) => {
    const [range = '', ...parameters] = entry.split(';');
    return (
      range.trim().toLowerCase() === 'text/html' &&
      parameters.every((parameter) => !/^\s*q\s*=\s*0(\.0*)?\s*$/i.test(parameter))
    );
  });
}

/**
 * Whether a post to a public form is answered with pages rather than JSON: always for an
 * urlencoded body, which only an HTML form sends; for multipart/form-data when the request
 * accepts HTML, as a browser's form navigation does (the web app's fetch of a CV upload does not,
 * and gets JSON as before).
 */
export function answersWithPage(request: FastifyRequest): boolean {
  const mediaType = mediaTypeOf(request.headers['content-type']);
  if (mediaType === urlEncodedFormType) return true;
  return mediaType === multipartFormType && acceptsHtml(request.headers.accept);
}

export const crossSitePostMessage = 'Please send this form from our website';

/** What refuses a form another site's page made a browser post; answered 403. */
class CrossSitePostError extends Error {
  readonly statusCode = 403;
  readonly code = 'CROSS_SITE_FORM_POST';

  constructor() {
    super(crossSitePostMessage);
  }
}

/**
 * Refuses a plain form post that the browser says another site's page made (`Sec-Fetch-Site`):
 * unlike JSON, which a browser sends cross-site only if CORS allows it, any site could otherwise
 * have its visitors' browsers post these forms, each from a different address past the rate
 * limit, opening leads and mailing acknowledgements to addresses of its choosing.
 */
export function refuseCrossSitePost(request: FastifyRequest): void {
  if (answersWithPage(request) && request.headers['sec-fetch-site'] === 'cross-site') {
    throw new CrossSitePostError();
  }
}

export const unsupportedCharsetMessage =
  'The form was sent in a character encoding this site does not read. Please send it as UTF-8.';

/** What refuses a form in an encoding that cannot be read; answered 415. */
class UnsupportedCharsetError extends Error {
  readonly statusCode = 415;
  readonly code = 'UNSUPPORTED_FORM_CHARSET';

  constructor() {
    super(unsupportedCharsetMessage);
  }
}

/**
 * Lets the scope's routes take urlencoded bodies, read into a PostedForm in the encoding the
 * Content-Type declares (UTF-8 without one, as browsers send our UTF-8 pages' forms; one that
 * cannot be read is refused with 415). Fastify's `bodyLimit` bounds them (the longest form, the
 * careers form, takes at most about 40 KB when every character is percent-encoded).
 */
export function acceptUrlEncodedForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(urlEncodedFormType, { parseAs: 'buffer' }, (request, body, done) => {
    const decoder = formDecoder(charsetOf(request.headers['content-type']));
    if (decoder === undefined) {
      done(new UnsupportedCharsetError(), undefined);
      return;
    }
    const form = new PostedForm();
    // `parseAs: 'buffer'` hands a Buffer; Fastify's type also allows the string of 'string'.
    for (const [name, value] of urlEncodedPairs(body as Buffer, decoder)) form.add(name, value);
    done(null, form);
  });
}

/** A post judged: the service's input, or the page to show again with its messages. */
export type JudgedPost<Input> = { input: Input } | { refused: PostedFormState };

interface PostedFormRules<Input> {
  kind: PostedFormKind;
  /** Section 5's rules on the page, whose messages come first; its fields are the form's. */
  pageSchema: z.ZodObject;
  /** The stored-entity rules, checked once the page's rules all pass. */
  storedSchema: z.ZodType<Input>;
}

const contactRules: PostedFormRules<ContactSubmission> = {
  kind: 'contact',
  pageSchema: contactFormSchema,
  storedSchema: contactSubmissionSchema,
};

const careerRules: PostedFormRules<CareerSubmission> = {
  kind: 'career',
  pageSchema: careerFormSchema,
  storedSchema: careerSubmissionSchema,
};

const fieldNamesOf: Record<PostedFormKind, readonly string[]> = {
  contact: Object.keys(contactFormSchema.shape),
  career: Object.keys(careerFormSchema.shape),
};

/** The form's own fields as typed; one a browser did not send is empty, as an empty input is. */
function formValues(kind: PostedFormKind, form: PostedForm | undefined): Record<string, string> {
  return Object.fromEntries(fieldNamesOf[kind].map((name) => [name, form?.fields.get(name) ?? '']));
}

/** Each field's first message, in the order the rules found them (the form's order). */
function fieldMessages(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of error.issues) {
    const [field] = path;
    if (typeof field === 'string' && !Object.hasOwn(messages, field)) messages[field] = message;
  }
  return messages;
}

/**
 * The page to show again after a refused or failed post: the visitor's values, the page the form
 * was posted from (one of the form's pages, else its own), each field's message and the form's.
 * A careers form that carried a CV says it must be chosen again (the browser cannot keep it),
 * unless the CV has a message of its own.
 */
export function refusedPostState(
  kind: PostedFormKind,
  form: PostedForm | undefined,
  messages: { fieldErrors: Readonly<Record<string, string>>; formError?: string | undefined },
): PostedFormState {
  const postedPage = form?.fields.get(formPageFieldName);
  const pages: readonly string[] = postedFormPages[kind];
  const page = pages.find((candidate) => candidate === postedPage) ?? postedFormPages[kind][0];
  const fieldErrors = { ...messages.fieldErrors };
  if (kind === 'career' && fieldErrors[cvFieldName] === undefined) {
    const cvMessage =
      form?.cvError ?? (form?.cvCarried === true ? cvChooseAgainMessage : undefined);
    if (cvMessage !== undefined) fieldErrors[cvFieldName] = cvMessage;
  }
  return {
    kind,
    page: page as PostedFormState['page'],
    values: formValues(kind, form),
    fieldErrors,
    ...(messages.formError === undefined ? {} : { formError: messages.formError }),
  };
}

function judgePost<Input>(rules: PostedFormRules<Input>, form: PostedForm): JudgedPost<Input> {
  const refuse = (fieldErrors: Record<string, string>, formError?: string) => ({
    refused: refusedPostState(rules.kind, form, { fieldErrors, formError }),
  });
  if (form.repeated.size > 0) {
    const fieldNames = new Set(fieldNamesOf[rules.kind]);
    const repeatedFields = [...form.repeated].filter((name) => fieldNames.has(name));
    return refuse(
      Object.fromEntries(repeatedFields.map((name) => [name, repeatedFieldMessage])),
      repeatedFieldMessage,
    );
  }
  const values = formValues(rules.kind, form);
  // The CV's own message is a rule of the form like any field's, so it is shown with either set.
  const cvErrors: Record<string, string> =
    form.cvError === undefined ? {} : { [cvFieldName]: form.cvError };
  const onPage = rules.pageSchema.safeParse(values);
  if (!onPage.success) return refuse({ ...fieldMessages(onPage.error), ...cvErrors });
  const stored = rules.storedSchema.safeParse({
    ...values,
    honeypot: form.fields.get(honeypotInputName),
    captchaToken: form.fields.get(turnstileResponseFieldName),
    // The page the form was posted from is the request's source page: without JavaScript nothing
    // else of the visit is known. The careers schema has no such field and drops it.
    sourcePage: form.fields.get(formPageFieldName),
  });
  if (!stored.success) return refuse({ ...fieldMessages(stored.error), ...cvErrors });
  if (form.cvError !== undefined) return refuse(cvErrors);
  return { input: stored.data };
}

/** A posted contact form: its consultation request, or the page with the first rules' messages. */
export function judgeContactPost(form: PostedForm): JudgedPost<ContactSubmission> {
  return judgePost(contactRules, form);
}

/** A posted careers form: its application, or the page with the first rules' messages. */
export function judgeCareerPost(form: PostedForm): JudgedPost<CareerSubmission> {
  return judgePost(careerRules, form);
}
