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
 * - received e-mail's HTML: `<script>`, `<style>`, `<base>`, `<meta refresh>`, event handlers
 *   (onload, onerror), `javascript:`/`vbscript:`/`data:` links (plain and entity-encoded), CSS
 *   `expression()`, `url()`, `behavior` and `-moz-binding`, frames, objects, forms, SVG and
 *   MathML, and remote images (a tracking pixel, a `background=`), which must not load
 * - a staff message's Markdown with raw HTML and a `javascript:` link (escaped, dropped)
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
import { type PostedFormState, timelineSchema, unmatchedMessagePageSchema } from '@app/domain';
import {
  inboundSignature,
  rawMail,
  repositoryRoot,
  type ReceivedMail,
  startSmtpSink,
  type SmtpSink,
} from '@app/testing';
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
const inboundSecret = 'the-inbound-door-secret-of-the-stored-html-tests';
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
    INBOUND_EMAIL_SECRET: inboundSecret,
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

/** A received message's HTML that tries everything an e-mail can to run, track or mislead. */
const hostileMailHtml = `<html><head>
<style>body { background: url(https://tracker.example/bg.gif) }</style>
<script>alert('head')</script><base href="https://evil.example/">
<meta http-equiv="refresh" content="0;url=https://evil.example/">
</head><body onload="alert('body')">
<p style="color: red; width: expression(alert('css')); background-image: url(https://tracker.example/p.gif)">Hello from Olivia</p>
<img src="https://tracker.example/pixel.gif?who=olivia" width="1" height="1" onerror="alert('img')">
<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="inline"><img src=x onerror=alert('x')>
<a href="javascript:alert('link')">js</a> <a href="JaVaScRiPt&colon;alert('encoded')">encoded</a>
<a href="data:text/html,<script>alert('data')</script>">data</a> <a href="vbscript:msgbox('vb')">vb</a>
<a href="https://ok.example/plan">the plan</a>
<iframe src="https://evil.example/frame"></iframe><object data="https://evil.example/o"></object>
<embed src="https://evil.example/e"><form action="https://evil.example/steal"><input name="password"><button>Log in</button></form>
<svg onload="alert('svg')"><script>alert('in svg')</script></svg>
<math><mi xlink:href="javascript:alert('math')">m</mi></math>
<div style="behavior: url(x.htc); -moz-binding: url(x.xml#x)">css hooks</div>
<table background="https://tracker.example/table.gif"><tr><td background="https://tracker.example/td.gif">cell</td></tr></table>
</body></html>`;

/** What may never be in received HTML the admin screen shows. */
const forbiddenInMail = [
  '<script',
  '<style',
  '<base',
  '<meta',
  '<iframe',
  '<object',
  '<embed',
  '<form',
  '<input',
  '<button',
  '<svg',
  '<math',
  'onload',
  'onerror',
  'javascript:',
  'vbscript:',
  'data:',
  'expression(',
  'url(',
  'behavior',
  'binding',
  ' src=',
  'background=',
];

async function unmatchedMessage(subject: string) {
  const page = trpcData(
    await trpcQuery(testApp, 'conversations.unmatched', {}, auth),
    unmatchedMessagePageSchema,
  );
  const message = page.items.find((item) => item.subject === subject);
  if (message === undefined) throw new Error(`no unmatched message "${subject}"`);
  return message;
}

describe('received e-mail, shown in the unmatched mail and a timeline', () => {
  it('keeps its text and links, and none of what would run, frame, post or track', async () => {
    const body = rawMail({
      from: `"Olivia ${script}" <${validContactPayload.email}>`,
      subject: `Re: ${image}`,
      html: hostileMailHtml,
    });
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/inbound-email',
      headers: {
        'content-type': 'message/rfc822',
        'x-inbound-signature': inboundSignature(inboundSecret, body),
      },
      payload: body,
    });
    expect(posted.statusCode, posted.body).toBe(202);

    // The lead is lost, so the message waits in the unmatched mail; staff link it to the lead.
    const unmatched = await unmatchedMessage(`Re: ${image}`);
    expect(unmatched.fromName).toBe(`Olivia ${script}`);
    const linked = await trpcMutation(
      testApp,
      'conversations.link',
      { messageId: unmatched.id, record: { kind: 'lead', id: leadId } },
      auth,
    );
    expect(linked.statusCode, linked.body).toBe(200);
    const timeline = trpcData(
      await trpcQuery(testApp, 'conversations.timeline', { kind: 'lead', id: leadId }, auth),
      timelineSchema,
    );
    const entry = timeline.entries.find((candidate) => candidate.type === 'message');
    if (entry?.type !== 'message' || entry.message.direction !== 'received') {
      throw new Error('the received message is not in the lead’s timeline');
    }
    expect(entry.message.html).toBe(unmatched.html);
    const { html, hasRemoteImages, text, subject } = entry.message;
    expect(html).not.toBeNull();
    for (const forbidden of forbiddenInMail) expect(html?.toLowerCase()).not.toContain(forbidden);
    expect(html).toContain('Hello from Olivia');
    expect(html).toContain('<p style="color:red">');
    expect(html).toContain(
      '<a href="https://ok.example/plan" target="_blank" rel="noopener noreferrer nofollow">the plan</a>',
    );
    // The tracking pixel keeps its address aside: nothing loads until staff ask for the images.
    expect(html).toContain('data-remote-src="https://tracker.example/pixel.gif?who=olivia"');
    expect(hasRemoteImages).toBe(true);
    expect(text).toContain('Hello from Olivia');
    // The subject is data in JSON, kept as sent; the admin screen shows it as text.
    expect(subject).toBe(`Re: ${image}`);
  });

  it('shows a message with a text part by its text alone, whatever its HTML holds', async () => {
    const body = rawMail({
      from: validContactPayload.email,
      subject: 'Plain and fancy',
      text: 'The plain words',
      html: hostileMailHtml,
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/inbound-email',
      headers: {
        'content-type': 'message/rfc822',
        'x-inbound-signature': inboundSignature(inboundSecret, body),
      },
      payload: body,
    });
    const message = await unmatchedMessage('Plain and fancy');
    expect(message).toMatchObject({ text: 'The plain words', html: null, hasRemoteImages: false });
  });

  it('writes a staff message’s raw HTML as text and drops a javascript: link', async () => {
    const preview = await trpcMutation(
      testApp,
      'conversations.preview',
      {
        record: { kind: 'lead', id: leadId },
        subject: 'Hello',
        body: `${script} ${image} [click](${javascriptUrl})`,
      },
      auth,
    );
    const { html } = trpcData(preview, z.object({ html: z.string() }));
    for (const markup of rawMarkup) expect(html).not.toContain(markup);
    expect(html).not.toContain('href="javascript');
    expect(html).toContain(escaped(script));
  });
});
