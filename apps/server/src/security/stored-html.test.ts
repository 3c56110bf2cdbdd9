/**
 * Security regressions, class: stored HTML in admin views and e-mails. What a visitor types is
 * kept as typed and shown as text: escaped where HTML is written, data where JSON is. Attacks
 * tried here, one per line:
 * - `<script>` in a consultation request's message and a job application's position
 * - `<img src=x onerror=…>` in a company name, an application's text and a lead note
 * - `"><svg onload=…>` (breaking out of an attribute) in a team size and a lost reason
 * - `</script><script>…` (breaking out of a script element) in a message and a posted form
 * - `javascript:` URLs as a LinkedIn profile, a source page, a referrer and in free text
 * - HTML in lead notes, lost reasons, application notes and rejection reasons
 * - all of them in the staff alert e-mails (the HTML part escapes, the text part stays plain)
 * - all of them in the admin's JSON answers (kept verbatim, as JSON no browser sniffs as HTML)
 * - an inline script on the admin page (its Content-Security-Policy forbids one)
 * - all of them in a refused plain HTML post, which the server renders again with the values
 *
 * Also covered by: packages/api/src/mail/mail-worker.test.ts (CR/LF header injection into the
 * alerts' subject and Reply-To), plugins/security-headers.test.ts (every page's exact policy),
 * routes/api/posted-forms.test.ts (what the refused-post page shows), test/faults/
 * content-security-policy.fault.ts (the built site runs under its policy in Chromium).
 * A new field shown to staff, in the admin screen or in a mail, adds its hostile cases here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MailWorker, OutboxWakeUp } from '@app/api';
import type { PostedFormState } from '@app/domain';
import { repositoryRoot, type ReceivedMail, startSmtpSink, type SmtpSink } from '@app/testing';
import { bearer, createTestAdmin, insertSession } from '../../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { trpcData, trpcMutation, trpcQuery } from '../../test/trpc-requests.ts';

const script = '<script>alert(1)</script>';
const image = '<img src=x onerror=alert(2)>';
const attributeBreakout = '"><svg onload=alert(3)>';
const scriptBreakout = '</script><script>alert(4)</script>';
const javascriptUrl = 'javascript:alert(document.cookie)';
/** Markup that must never reach an HTML document unescaped. */
const rawMarkup = ['<script>alert', '<img src=x', '<svg onload', '</script><script>'];

const hostileContact = {
  ...validContactPayload,
  company: image,
  teamSize: attributeBreakout,
  message: `${script}\n${scriptBreakout}\nSee ${javascriptUrl}`,
  sourcePage: javascriptUrl,
  landingPage: `/services${script}`,
  referrer: javascriptUrl,
  utmCampaign: image,
};

const hostileCareer = {
  ...validCareerPayload,
  position: script,
  description: `${image} ${scriptBreakout} ${javascriptUrl}`,
};

const hostileNote = `${script}${image}`;
const hostileReason = `${attributeBreakout}${javascriptUrl}`;

/** The real web build (`bash scripts/build.sh`): its form page renderer and admin shell. */
const webDistDir = path.join(repositoryRoot, 'apps/web/dist');
const publicSiteUrl = 'https://teams.example';

let testApp: TestApp;
let smtp: SmtpSink;
let auth: Record<string, string>;
let leadId: number;
let applicationId: number;

function postJson(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

async function onlyId(table: 'leads' | 'career_submissions'): Promise<number> {
  const [row, ...others] = await testApp.sql<{ id: number }>(`select id from ${table}`);
  if (row === undefined || others.length > 0) throw new Error(`expected one row in ${table}`);
  return row.id;
}

beforeAll(async () => {
  // Without the build the app serves no pages and answers refused posts with JSON.
  if (!existsSync(path.join(webDistDir, 'server-render', 'form-page.js'))) {
    throw new Error(`No web build in ${webDistDir}: run bash scripts/build.sh first`);
  }
  testApp = await createTestApp({
    WEB_DIST_DIR: webDistDir,
    PUBLIC_SITE_URL: publicSiteUrl,
    FORM_RATE_LIMIT_PER_MINUTE: '10000',
  });
  smtp = await startSmtpSink();
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));

  expect((await postJson('/api/contact', hostileContact)).statusCode).toBe(200);
  expect((await postJson('/api/careers', hostileCareer)).statusCode).toBe(201);
  leadId = await onlyId('leads');
  applicationId = await onlyId('career_submissions');
  // One after the other, as staff would: the note, then the lead lost; the same for the application.
  const staffCalls = [
    () => postJson(`/api/leads/${leadId}/notes`, { note: hostileNote }, auth),
    () => trpcMutation(testApp, 'leads.markLost', { id: leadId, reason: hostileReason }, auth),
    () => trpcMutation(testApp, 'applicationNotes.add', { applicationId, note: hostileNote }, auth),
    () =>
      trpcMutation(
        testApp,
        'applications.reject',
        { id: applicationId, reason: hostileReason },
        auth,
      ),
  ];
  for (const call of staffCalls) {
    const response = await call();
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
});

afterAll(async () => {
  await smtp.close();
  await testApp.close();
});

interface MimePart {
  contentType: string;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The leaf parts of a MIME message, each decoded from its transfer encoding. */
function mimeParts(raw: string): MimePart[] {
  const [head = '', ...rest] = raw.split(/\r\n\r\n/);
  const body = rest.join('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const contentType = /^content-type:\s*([^\r\n]+)/im.exec(headers)?.[1] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary !== undefined) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return [{ contentType: contentType.toLowerCase(), body: decoded }];
}

/** The text as HTML writes it: what the alerts' HTML part must show for a visitor's text. */
function escaped(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function partOf(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const part = mimeParts(mail.raw).find((candidate) => candidate.contentType.startsWith(type));
  if (part === undefined) throw new Error(`no ${type} part in ${mail.raw}`);
  return part.body;
}

describe('the staff alert e-mails', () => {
  let mails: ReceivedMail[];

  beforeAll(async () => {
    const worker = new MailWorker({
      orm: testApp.orm,
      settings: {
        smtpUrl: smtp.url,
        from: { name: 'Site Alerts', address: 'alerts@bamboobridgeteams.com.au' },
        leadAlertTo: ['sales@bamboobridgeteams.com.au'],
        applicationAlertTo: ['hiring@bamboobridgeteams.com.au'],
        publicSiteUrl,
        retryBaseDelayMs: 60_000,
        retryMaxDelayMs: 3_600_000,
        giveUpAfterMs: 24 * 3_600_000,
        pollIntervalMs: 30_000,
        smtpTimeoutMs: 5_000,
      },
      wakeUp: new OutboxWakeUp(),
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    // Its first round sends what the forms queued.
    worker.start();
    try {
      mails = await smtp.waitForMails(2);
    } finally {
      await worker.stop();
    }
  });

  function alertTo(recipient: string): ReceivedMail {
    const mail = mails.find((candidate) => candidate.recipients.includes(recipient));
    if (mail === undefined) throw new Error(`no alert to ${recipient}`);
    return mail;
  }

  it.each([
    ['consultation request', 'sales@bamboobridgeteams.com.au', [image, attributeBreakout, script]],
    ['job application', 'hiring@bamboobridgeteams.com.au', [script, image, scriptBreakout]],
  ])(
    'of a %s escape every field in the HTML part, and link only to the admin screen',
    (_kind, recipient, shown) => {
      const html = partOf(alertTo(recipient), 'text/html');
      for (const markup of rawMarkup) expect(html).not.toContain(markup);
      for (const text of shown) {
        expect(html).toContain(escaped(text));
      }
      const links = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(new RegExp(`^${publicSiteUrl}/admin\\?(lead|application)=\\d+$`));
    },
  );

  it.each([
    [
      'consultation request',
      'sales@bamboobridgeteams.com.au',
      [image, attributeBreakout, script, scriptBreakout],
    ],
    [
      'job application',
      'hiring@bamboobridgeteams.com.au',
      [script, image, scriptBreakout, javascriptUrl],
    ],
  ])('of a %s keep the text part plain: the fields as typed', (_kind, recipient, shown) => {
    const mail = alertTo(recipient);
    const text = partOf(mail, 'text/plain');
    for (const typed of shown) expect(text).toContain(typed);
    expect(text).not.toContain('&lt;');
  });
});

/** Every string anywhere in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

function expectJsonData(response: LightMyRequestResponse, texts: string[]): void {
  expect(response.statusCode, response.body).toBe(200);
  // tRPC's answers say plain `application/json`, the REST doors add the charset.
  expect(response.headers['content-type']).toMatch(/^application\/json(; charset=utf-8)?$/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const strings = stringsIn(response.json());
  for (const text of texts) expect(strings, text).toContain(text);
}

describe("the admin's JSON answers", () => {
  it('carry the lead, its notes and its lost reason verbatim, as data', async () => {
    const lead = await trpcQuery(testApp, 'leads.get', { id: leadId }, auth);
    expectJsonData(lead, [
      hostileContact.company,
      hostileContact.teamSize,
      hostileContact.message,
      hostileContact.sourcePage,
      hostileContact.landingPage,
      hostileContact.utmCampaign,
      hostileReason,
    ]);
    // Only an http(s) origin is kept of a referrer: a javascript: one is dropped.
    const { source } = trpcData(lead, z.object({ source: z.object({ referrer: z.unknown() }) }));
    expect(source.referrer).toBeNull();
    expectJsonData(await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: auth }), [
      hostileContact.company,
      hostileContact.message,
      hostileReason,
    ]);
    expectJsonData(
      await testApp.app.inject({ method: 'GET', url: `/api/leads/${leadId}/notes`, headers: auth }),
      [hostileNote],
    );
  });

  it('carry the application, its notes and its rejection reason verbatim, as data', async () => {
    expectJsonData(await trpcQuery(testApp, 'applications.get', { id: applicationId }, auth), [
      hostileCareer.position,
      hostileCareer.description,
      hostileReason,
    ]);
    expectJsonData(await trpcQuery(testApp, 'applicationNotes.list', { applicationId }, auth), [
      hostileNote,
    ]);
    expectJsonData(
      await testApp.app.inject({ method: 'GET', url: '/api/career-submissions', headers: auth }),
      [hostileCareer.position, hostileCareer.description],
    );
  });
});

/** The Content-Security-Policy's directives, each with its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy']);
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** No inline script, no eval, no script from anywhere but the site, no plugin, no <base>. */
function expectNoInlineScript(response: LightMyRequestResponse): void {
  const policy = policyOf(response);
  const scriptSources = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSources).toContain("'self'");
  for (const forbidden of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    '*',
    'data:',
    'http:',
    'https:',
  ]) {
    expect(scriptSources).not.toContain(forbidden);
  }
  expect(policy.has('script-src-attr') || policy.has('script-src-elem')).toBe(false);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
}

describe('the admin page', () => {
  it.each(['/admin', `/admin?lead=1`, `/admin?q=${encodeURIComponent(script)}`])(
    '%s forbids inline script in its Content-Security-Policy',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectNoInlineScript(response);
    },
  );
});

describe('a refused plain HTML post, rendered again with what was typed', () => {
  const stateScript = /<script[^>]*\bid="posted-form-state"[^>]*>(.*?)<\/script>/s;
  /** What a browser's form navigation sends with a post. */
  const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  let nextAddress = 0;

  function postForm(url: string, fields: Record<string, string>) {
    nextAddress += 1;
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: browserAccept },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: `198.51.100.${nextAddress}`,
    });
  }

  function scriptElements(html: string): number {
    return html.match(/<script\b/g)?.length ?? 0;
  }

  it.each([
    [
      '/api/contact',
      {
        ...validContactPayload,
        // Refused ("Name contains invalid characters"), so the page comes back with the values.
        name: script,
        company: attributeBreakout,
        message: `${scriptBreakout} ${image}`,
        website_hp: '',
        page: '/contact',
      },
    ],
    [
      '/api/careers',
      {
        ...validCareerPayload,
        firstName: image,
        lastName: attributeBreakout,
        description: `${scriptBreakout} ${script} and ${javascriptUrl}`,
        website_hp: '',
        page: '/careers',
      },
    ],
  ])(
    'to %s escapes the values on the page and keeps them as data in its state',
    async (url, fields) => {
      const response = await postForm(url, fields);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expectNoInlineScript(response);

      const state = stateScript.exec(response.body)?.[1];
      if (state === undefined) throw new Error(`no embedded form state in ${response.body}`);
      // The state block ends where the page put its end, so it parses back to exactly what was typed.
      const { values } = JSON.parse(state) as PostedFormState;
      for (const [name, value] of Object.entries(fields)) {
        if (name !== 'website_hp' && name !== 'page') expect(values[name], name).toBe(value);
      }
      const shown = response.body.replace(stateScript, '');
      for (const markup of rawMarkup) expect(shown).not.toContain(markup);
      expect(shown).toContain('&lt;script&gt;alert(');

      // The page carries as many script elements as the same page refused for a harmless reason.
      const harmless = await postForm(url, { ...fields, ...harmlessValues(url) });
      expect(harmless.statusCode).toBe(400);
      expect(scriptElements(response.body)).toBe(scriptElements(harmless.body));
    },
  );

  function harmlessValues(url: string): Record<string, string> {
    return url === '/api/contact'
      ? { name: 'Olivia 2', company: 'Harbour', message: 'Hello' }
      : { firstName: 'Nguyen 2', lastName: 'Van An', description: 'Five years of Kubernetes.' };
  }
});

describe('javascript: URLs', () => {
  it.each([
    'http://www.linkedin.com/in/minh',
    'https://evil.example/in/minh',
    'https://linkedin.com.evil.example/in/minh',
    'javascript:alert(1)',
  ])('refuses %s as a LinkedIn URL through both doors', async (linkedinUrl) => {
    const body = { ...validCareerPayload, linkedinUrl };
    const rest = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, error: 'Invalid LinkedIn URL' });
    const trpc = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/public.submitCareer',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain('Invalid LinkedIn URL');
  });
});
