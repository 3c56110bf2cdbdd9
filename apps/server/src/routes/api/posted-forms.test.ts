import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formRateLimitMessage } from '@app/api';
import {
  cvTooLargeMessage,
  cvWrongTypeMessage,
  type PostedFormState,
  turnstileSiteKeyMetaName,
} from '@app/domain';
import { sampleExe, samplePdf } from '@app/domain/cv-samples';
import { repositoryRoot } from '@app/testing';
import { validCareerPayload, validContactPayload } from '../../../test/form-payloads.ts';
import { multipartBody, multipartType } from '../../../test/multipart-form.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { crossSitePostMessage, unsupportedCharsetMessage } from './posted-forms.ts';

/**
 * The public forms posted as plain HTML forms, as a browser without JavaScript sends them, against
 * the real app on PostgreSQL: a stored post goes to the thank-you page, a refused one gets the
 * form's page again with the values and the messages.
 */

const publicSiteUrl = 'https://teams.example';
const formRateLimit = 5;
/** The real web build (`bash scripts/build.sh`): its form page renderer and thank-you pages. */
const webDistDir = path.join(repositoryRoot, 'apps/web/dist');
let urlToken: string;
let testApp: TestApp;

beforeAll(async () => {
  const routes = JSON.parse(await readFile(path.join(webDistDir, 'routes.json'), 'utf8')) as {
    publicSiteUrlToken: string;
  };
  urlToken = routes.publicSiteUrlToken;
  testApp = await createTestApp({
    WEB_DIST_DIR: webDistDir,
    PUBLIC_SITE_URL: publicSiteUrl,
    FORM_RATE_LIMIT_PER_MINUTE: String(formRateLimit),
  });
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate contact_submissions, leads, career_submissions, stored_files, mail_outbox, cv_upload_days restart identity cascade',
  );
});

/** Each post from an address of its own, so that only the rate limit's test meets the limit. */
let nextAddress = 0;
function freshAddress(): string {
  nextAddress += 1;
  return `198.51.${nextAddress >> 8}.${nextAddress & 255}`;
}

/** What a browser's form navigation sends with a post. */
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function postForm(
  url: string,
  fields: Record<string, string> | [string, string][] | string,
  options: { app?: TestApp; remoteAddress?: string } = {},
) {
  return (options.app ?? testApp).app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: browserAccept },
    payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

const contactForm = {
  ...validContactPayload,
  website_hp: '',
  page: '/contact',
};

const careerForm = {
  ...validCareerPayload,
  website_hp: '',
  page: '/careers',
};

const stateScript = /<script[^>]*\bid="posted-form-state"[^>]*>(.*?)<\/script>/s;

/** The state the page embeds for its script: what it shows, as data. */
function embeddedState(response: LightMyRequestResponse): PostedFormState {
  const match = stateScript.exec(response.body);
  if (match?.[1] === undefined) throw new Error(`No embedded form state in ${response.body}`);
  return JSON.parse(match[1]) as PostedFormState;
}

/** The page as a visitor sees it: without the embedded state. */
function shownHtml(response: LightMyRequestResponse): string {
  return response.body.replace(stateScript, '');
}

/** Every text appears on the page, in this order. */
function expectInOrder(html: string, texts: string[]): void {
  const positions = texts.map((text) => html.indexOf(text));
  expect(
    positions.every((position) => position >= 0),
    texts.join(' | '),
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

function expectFormPage(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(String(response.headers['content-security-policy'])).toContain("form-action 'self'");
  expect(response.body).not.toContain(urlToken);
}

async function countRows(
  table: 'contact_submissions' | 'leads' | 'career_submissions' | 'stored_files',
): Promise<number> {
  const [row] = await testApp.sql<{ count: string }>(`select count(*) from ${table}`);
  return Number(row?.count);
}

describe('the contact form posted without JavaScript', () => {
  it('stores the request, opens its lead and sends the browser to the thank-you page', async () => {
    const response = await postForm('/api/contact', { ...contactForm, name: '  Olivia Hart ' });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/thank-you');
    expect(response.headers['cache-control']).toBe('no-store');
    const [submission] = await testApp.sql<Record<string, unknown>>(
      'select name, email, company, team_size, spam_reason from contact_submissions',
    );
    expect(submission).toEqual({
      name: 'Olivia Hart',
      email: 'olivia.hart@example.com',
      company: 'Harbour Analytics',
      team_size: '4-7',
      spam_reason: null,
    });
    const [lead] = await testApp.sql<Record<string, unknown>>('select email, stage from leads');
    expect(lead).toEqual({ email: 'olivia.hart@example.com', stage: 'new' });
  });

  it('keeps the page the form was posted from as the source of the request and its lead', async () => {
    const response = await postForm('/api/contact', { ...contactForm, page: '/' });

    expect(response.statusCode).toBe(303);
    const sourceColumns =
      'source_page, landing_page, referrer, utm_source, utm_medium, utm_campaign';
    const unknownSource = {
      source_page: '/',
      landing_page: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    };
    expect(await testApp.sql(`select ${sourceColumns} from contact_submissions`)).toEqual([
      unknownSource,
    ]);
    expect(await testApp.sql(`select ${sourceColumns} from leads`)).toEqual([unknownSource]);
  });

  it("shows the form again with the visitor's values and each page rule's message in order", async () => {
    const response = await postForm('/api/contact', {
      ...contactForm,
      name: 'O',
      email: 'not-an-email',
      contact: '123',
      company: 'Harbour & Co <Ltd>',
      page: '/',
    });

    expectFormPage(response, 400);
    expect(embeddedState(response)).toEqual({
      kind: 'contact',
      page: '/',
      values: {
        name: 'O',
        email: 'not-an-email',
        contact: '123',
        company: 'Harbour & Co <Ltd>',
        teamSize: '4-7',
        message: validContactPayload.message,
      },
      fieldErrors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        contact: 'Please enter a valid contact number',
      },
    });
    const html = shownHtml(response);
    expectInOrder(html, [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid contact number',
    ]);
    expect(html).toContain('Harbour &amp; Co &lt;Ltd&gt;');
    expect(html).not.toContain('<Ltd>');
    expect(await countRows('contact_submissions')).toBe(0);
    expect(await countRows('leads')).toBe(0);
  });

  it("applies the stored-entity rules only once the page's rules all pass", async () => {
    const pageRuleFails = await postForm('/api/contact', {
      ...contactForm,
      name: 'Olivia <script>',
      email: 'nope',
      contact: '12345',
    });
    expect(embeddedState(pageRuleFails).fieldErrors).toEqual({
      email: 'Please enter a valid email address',
    });

    const storedRulesFail = await postForm('/api/contact', {
      ...contactForm,
      name: 'Olivia <script>',
      contact: '12345',
    });
    expectFormPage(storedRulesFail, 400);
    expect(embeddedState(storedRulesFail).fieldErrors).toEqual({
      name: 'Name contains invalid characters',
      contact: 'Contact number too short',
    });
    expectInOrder(shownHtml(storedRulesFail), [
      'Name contains invalid characters',
      'Contact number too short',
    ]);
    expect(await countRows('contact_submissions')).toBe(0);
  });

  it('shows the form on its own page when the posted page is not one of its pages', async () => {
    const response = await postForm('/api/contact', { ...contactForm, name: '', page: '/admin' });
    expect(embeddedState(response).page).toBe('/contact');
  });

  it('keeps a post caught by the hidden field as spam and answers it like any other', async () => {
    const response = await postForm('/api/contact', {
      ...contactForm,
      website_hp: 'https://spam.example',
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/thank-you');
    const [submission] = await testApp.sql<{ spam_reason: string }>(
      'select spam_reason from contact_submissions',
    );
    expect(submission?.spam_reason).toBe('honeypot');
    expect(await countRows('leads')).toBe(0);
  });

  it("ignores unknown fields and the JSON payload's bot-trap names", async () => {
    const response = await postForm('/api/contact', {
      ...contactForm,
      stage: 'closed_won',
      honeypot: 'filled',
      submitTime: '1',
      submissionKey: 'not-a-uuid',
    });

    expect(response.statusCode).toBe(303);
    const [submission] = await testApp.sql<Record<string, unknown>>(
      'select spam_reason, submission_key from contact_submissions',
    );
    expect(submission).toEqual({ spam_reason: null, submission_key: null });
    expect(await countRows('leads')).toBe(1);
  });

  it('refuses a field sent twice, keeping the first value, and stores nothing', async () => {
    const repeated = await postForm('/api/contact', [
      ...Object.entries(contactForm),
      ['name', 'Mallory'],
    ]);
    expectFormPage(repeated, 400);
    const state = embeddedState(repeated);
    expect(state.values.name).toBe('Olivia Hart');
    expect(state.fieldErrors).toEqual({ name: 'Invalid form data' });
    expect(state.formError).toBe('Invalid form data');

    const repeatedUnknown = await postForm('/api/contact', [
      ...Object.entries(contactForm),
      ['utm', 'a'],
      ['utm', 'b'],
    ]);
    expectFormPage(repeatedUnknown, 400);
    expect(embeddedState(repeatedUnknown).formError).toBe('Invalid form data');
    expect(await countRows('contact_submissions')).toBe(0);
  });

  it('reads the form in the charset its Content-Type declares, not always as UTF-8', async () => {
    const latin1 = (charset: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: {
          'content-type': `application/x-www-form-urlencoded; charset=${charset}`,
          accept: browserAccept,
        },
        // "José Müller", "Café Zürich" and "€" in Latin-1 (windows-1252) bytes, escaped.
        payload:
          new URLSearchParams({
            email: contactForm.email,
            contact: contactForm.contact,
          }).toString() + '&name=Jos%E9+M%FCller&company=Caf%E9+Z%FCrich&message=%80+5000+a+month',
        remoteAddress: freshAddress(),
      });

    expect((await latin1('iso-8859-1')).statusCode).toBe(303);
    expect(await testApp.sql('select name, company, message from contact_submissions')).toEqual([
      { name: 'José Müller', company: 'Café Zürich', message: '€ 5000 a month' },
    ]);

    const unknown = await latin1('x-klingon');
    expectFormPage(unknown, 415);
    expect(embeddedState(unknown).formError).toBe(unsupportedCharsetMessage);
    expect(await countRows('contact_submissions')).toBe(1);
  });

  it('answers a body over the size limit with 413 and the form again', async () => {
    const response = await postForm('/api/contact', {
      ...contactForm,
      message: 'M'.repeat(70_000),
    });

    expectFormPage(response, 413);
    expect(embeddedState(response)).toMatchObject({
      page: '/contact',
      formError: 'Request body is too large',
    });
    expect(await countRows('contact_submissions')).toBe(0);
  });

  it('answers a refused body that is not a form at all with a page, never 5xx', async () => {
    for (const payload of ['%', '=&=&', '\u0000', 'name=%E0%A4%A', '__proto__=x&constructor=y']) {
      const response = await postForm('/api/contact', payload);
      expectFormPage(response, 400);
    }
  });

  it("refuses a post another site's page made, with 403 and the form again", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: browserAccept,
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams(contactForm).toString(),
      remoteAddress: freshAddress(),
    });

    expectFormPage(response, 403);
    expect(embeddedState(response).formError).toBe(crossSitePostMessage);
    expect(await countRows('contact_submissions')).toBe(0);
    for (const site of ['same-origin', 'same-site']) {
      const allowed = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': site,
        },
        payload: new URLSearchParams(contactForm).toString(),
        remoteAddress: freshAddress(),
      });
      expect(allowed.statusCode, site).toBe(303);
    }
  });

  it('answers a client over the rate limit with 429, Retry-After and the form again', async () => {
    const remoteAddress = freshAddress();
    for (let post = 0; post < formRateLimit; post += 1) {
      const allowed = await postForm(
        '/api/contact',
        { ...contactForm, name: '' },
        { remoteAddress },
      );
      expect(allowed.statusCode).toBe(400);
    }

    const refused = await postForm('/api/contact', contactForm, { remoteAddress });

    expectFormPage(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(embeddedState(refused)).toMatchObject({
      values: { name: 'Olivia Hart', email: validContactPayload.email },
      formError: formRateLimitMessage,
    });
    expect(shownHtml(refused)).toContain(formRateLimitMessage);
    expect(await countRows('contact_submissions')).toBe(0);
  });

  it('answers a failure of the service with its status and the form, values kept', async () => {
    await testApp.sql(`create or replace function reject_lead() returns trigger language plpgsql as $$
      begin raise exception 'lead insert refused for the test'; end $$`);
    await testApp.sql(
      'create trigger reject_lead before insert on leads for each row execute function reject_lead()',
    );
    try {
      const response = await postForm('/api/contact', contactForm);

      expectFormPage(response, 500);
      expect(embeddedState(response)).toMatchObject({
        values: { name: 'Olivia Hart' },
        formError: 'Internal server error',
      });
      expect(await countRows('contact_submissions')).toBe(0);
    } finally {
      await testApp.sql('drop trigger reject_lead on leads');
    }
  });

  it('leaves the JSON door as it was', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', accept: browserAccept },
      payload: JSON.stringify({ ...validContactPayload, name: '' }),
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Name is required',
      fieldErrors: { name: 'Name is required' },
    });
  });
});

describe('the careers form posted without JavaScript', () => {
  it('stores an urlencoded application and sends the browser to its thank-you page', async () => {
    const response = await postForm('/api/careers', careerForm);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/careers/thank-you');
    const [application] = await testApp.sql<Record<string, unknown>>(
      'select first_name, email, position, cv_key, spam_reason from career_submissions',
    );
    expect(application).toEqual({
      first_name: 'Nguyen',
      email: 'an.nguyen@example.com',
      position: 'DevOps Engineer',
      cv_key: null,
      spam_reason: null,
    });
  });

  it("shows each page rule's message in the form's order, values kept", async () => {
    const response = await postForm('/api/careers', {
      ...careerForm,
      firstName: 'A',
      linkedinUrl: 'linkedin dot com',
      description: 'Too short',
    });

    expectFormPage(response, 400);
    const state = embeddedState(response);
    expect(state).toMatchObject({
      kind: 'career',
      page: '/careers',
      values: { firstName: 'A', linkedinUrl: 'linkedin dot com', description: 'Too short' },
      fieldErrors: {
        firstName: 'First name must be at least 2 characters',
        linkedinUrl: 'Please enter a valid LinkedIn URL',
        description: 'Please provide at least 50 characters describing why we should hire you',
      },
    });
    expect(Object.keys(state.fieldErrors)).toEqual(['firstName', 'linkedinUrl', 'description']);
    expectInOrder(shownHtml(response), Object.values(state.fieldErrors));
    expect(await countRows('career_submissions')).toBe(0);
  });

  describe('as multipart/form-data from a browser', () => {
    const pdf = { fileName: 'An Nguyen.pdf', contentType: 'application/pdf', content: samplePdf() };

    function postMultipart(
      fields: Record<string, string>,
      files: Parameters<typeof multipartBody>[1] = [],
      accept = browserAccept,
    ) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/careers',
        headers: { 'content-type': multipartType, accept },
        payload: multipartBody(fields, files),
        remoteAddress: freshAddress(),
      });
    }

    it('stores the application with its CV and answers 303', async () => {
      const response = await postMultipart(careerForm, [pdf]);

      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/careers/thank-you');
      const [application] = await testApp.sql<{ cv_file_name: string }>(
        'select cv_file_name from career_submissions',
      );
      expect(application?.cv_file_name).toBe('An Nguyen.pdf');
    });

    it('takes an empty file input as no CV', async () => {
      const empty = {
        fileName: '',
        contentType: 'application/octet-stream',
        content: new Uint8Array(),
      };
      const response = await postMultipart(careerForm, [empty]);

      expect(response.statusCode).toBe(303);
      expect(await countRows('career_submissions')).toBe(1);
      expect(await countRows('stored_files')).toBe(0);
    });

    it('asks for a good CV again when the other fields are refused', async () => {
      const response = await postMultipart({ ...careerForm, phone: '123' }, [pdf]);

      expectFormPage(response, 400);
      expect(embeddedState(response).fieldErrors).toEqual({
        phone: 'Please enter a valid phone number',
        cv: 'Please choose your CV again',
      });
      expectInOrder(shownHtml(response), [
        'Please enter a valid phone number',
        'Please choose your CV again',
      ]);
      expect(await countRows('career_submissions')).toBe(0);
      expect(await countRows('stored_files')).toBe(0);
    });

    it("shows the CV's own message beside the fields' messages", async () => {
      const exe = { fileName: 'cv.pdf', contentType: 'application/pdf', content: sampleExe() };
      const withBadFields = await postMultipart({ ...careerForm, firstName: 'A' }, [exe]);
      expectFormPage(withBadFields, 400);
      expect(embeddedState(withBadFields).fieldErrors).toEqual({
        firstName: 'First name must be at least 2 characters',
        cv: cvWrongTypeMessage,
      });

      const alone = await postMultipart(careerForm, [exe]);
      expectFormPage(alone, 400);
      expect(embeddedState(alone).fieldErrors).toEqual({ cv: cvWrongTypeMessage });
      expect(await countRows('career_submissions')).toBe(0);
    });

    it('answers a CV over 5 MB with 413, its message under the CV field, values kept', async () => {
      const large = {
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        content: samplePdf('x'.repeat(5 * 1024 * 1024)),
      };
      const response = await postMultipart(careerForm, [large]);

      expectFormPage(response, 413);
      expect(embeddedState(response)).toMatchObject({
        values: { firstName: 'Nguyen', description: validCareerPayload.description },
        fieldErrors: { cv: cvTooLargeMessage },
      });
      expect(await countRows('career_submissions')).toBe(0);
    });

    it('answers JSON as before when the request does not accept HTML (the web app’s fetch)', async () => {
      for (const accept of ['*/*', 'application/json, text/html;q=0']) {
        const stored = await postMultipart(careerForm, [pdf], accept);
        expect(stored.statusCode, accept).toBe(201);
        expect(stored.json()).toEqual({ success: true });
      }

      const refused = await postMultipart({ ...careerForm, phone: '123' }, [], 'application/json');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        error: 'Phone number too short',
        fieldErrors: { phone: 'Phone number too short' },
      });
    });
  });
});

describe('the thank-you pages', () => {
  it.each([
    ['/contact/thank-you', ['Form Submitted Successfully', 'Success!', 'within 2 hours.']],
    ['/careers/thank-you', ['Application Submitted Successfully!', 'within 24 hours.']],
  ])("%s shows the spec's success texts, kept out of search engines", async (url, texts) => {
    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    for (const text of texts) expect(response.body).toContain(text);
    expect(response.body).not.toContain(urlToken);
  });
});

describe('any post of either form', () => {
  const fieldNames = [
    ...new Set([...Object.keys(contactForm), ...Object.keys(careerForm), 'cf-turnstile-response']),
  ];
  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', '\u0000', '\uD800', 'a'.repeat(4000)),
  );

  it('is answered with the thank-you page or the form again, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/contact', '/api/careers'),
        fc.boolean(),
        fc.array(fc.tuple(fc.constantFrom(...fieldNames), value), { maxLength: 12 }),
        async (url, startFromValid, changes) => {
          const valid = url === '/api/contact' ? contactForm : careerForm;
          const fields = startFromValid ? [...Object.entries(valid), ...changes] : changes;
          const response = await postForm(url, fields);
          expect([303, 400], response.body).toContain(response.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('with Turnstile on', () => {
  const siteKey = 'turnstile-test-site-key';
  let captchaApp: TestApp;

  beforeAll(async () => {
    captchaApp = await createTestApp({
      WEB_DIST_DIR: webDistDir,
      PUBLIC_SITE_URL: publicSiteUrl,
      TURNSTILE_SITE_KEY: siteKey,
      TURNSTILE_SECRET_KEY: 'turnstile-test-secret',
    });
  });

  afterAll(() => captchaApp.close());

  it('gives the form page the site key and the policy that lets the widget load', async () => {
    const response = await postForm(
      '/api/contact',
      { ...contactForm, name: '' },
      { app: captchaApp },
    );

    expectFormPage(response, 400);
    expect(response.body).toContain(
      `<meta name="${turnstileSiteKeyMetaName}" content="${siteKey}">`,
    );
    expect(response.headers['content-security-policy']).toContain(
      'https://challenges.cloudflare.com',
    );
  });

  it('keeps a post without a token (no JavaScript ran) as spam, stored for review', async () => {
    const response = await postForm('/api/contact', contactForm, { app: captchaApp });

    expect(response.statusCode).toBe(303);
    const [submission] = await captchaApp.sql<{ spam_reason: string }>(
      'select spam_reason from contact_submissions',
    );
    expect(submission?.spam_reason).toBe('captcha failed');
  });
});
