import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeLeadSource, type LeadSource } from '@app/domain';
import { bearer, createTestAdmin, insertSession } from '../../../test/admin-fixtures.ts';
import { validContactPayload as validContact } from '../../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Where an enquiry came from, through both JSON doors, on the real app and PostgreSQL; the plain
// HTML post is in posted-forms.test.ts.

let testApp: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000' });
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate contact_submissions, leads, career_submissions, mail_outbox, audit_log restart identity cascade',
  );
});

const campaignSource = {
  sourcePage: '/contact',
  landingPage: '/react-nodejs',
  referrer: 'https://www.google.com',
  utmSource: 'x',
  utmCampaign: 'spring-2026',
};

const sourceColumns = 'source_page, landing_page, referrer, utm_source, utm_medium, utm_campaign';

const storedCampaignSource = {
  source_page: '/contact',
  landing_page: '/react-nodejs',
  referrer: 'https://www.google.com',
  utm_source: 'x',
  utm_medium: null,
  utm_campaign: 'spring-2026',
};

const noStoredSource = {
  source_page: null,
  landing_page: null,
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

const doors = {
  'REST POST /api/contact': '/api/contact',
  'tRPC public.submitContact': '/trpc/public.submitContact',
} as const;

function post(url: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
}

function adminGet(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: auth });
}

function storedSources(table: 'contact_submissions' | 'leads') {
  return testApp.sql<Record<string, string | null>>(
    `select ${sourceColumns} from ${table} order by id`,
  );
}

/** The lead as the CRM reads it, through the admin's tRPC door. */
async function leadSource(id: number): Promise<LeadSource | null> {
  const response = await adminGet(
    `/trpc/leads.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { data: { source: LeadSource | null } } }>().result.data.source;
}

describe.each(Object.entries(doors))('the source of an enquiry through %s', (_door, url) => {
  it('is stored with the submission and the lead it opens, and the CRM shows it', async () => {
    const response = await post(url, { ...validContact, ...campaignSource });

    expect(response.statusCode).toBe(200);
    expect(await storedSources('contact_submissions')).toEqual([storedCampaignSource]);
    expect(await storedSources('leads')).toEqual([storedCampaignSource]);
    const source = await leadSource(1);
    expect(source).toEqual({ ...campaignSource, utmMedium: null });
    expect(describeLeadSource(source)).toBe('from /react-nodejs, campaign spring-2026');
  });

  it('is absent for the spec payload, which is stored and answered as before', async () => {
    const response = await post(url, validContact);

    expect(response.statusCode).toBe(200);
    expect(await storedSources('contact_submissions')).toEqual([noStoredSource]);
    expect(await storedSources('leads')).toEqual([noStoredSource]);
    expect(await leadSource(1)).toBeNull();
  });

  it('keeps only the referring origin and cuts long tags instead of refusing the enquiry', async () => {
    const response = await post(url, {
      ...validContact,
      referrer: 'https://mail.example.com/inbox?to=olivia@example.com',
      utmCampaign: 'c'.repeat(300),
      utmMedium: '   ',
    });

    expect(response.statusCode).toBe(200);
    expect(await storedSources('leads')).toEqual([
      { ...noStoredSource, referrer: 'https://mail.example.com', utm_campaign: 'c'.repeat(100) },
    ]);
  });

  it('refuses a source field that is not text, with its message', async () => {
    const response = await post(url, { ...validContact, utmSource: 42 });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('UTM source must be text');
    expect(await storedSources('contact_submissions')).toEqual([]);
  });
});

describe('a repeat enquiry', () => {
  it('keeps its own source on the submission; the open lead keeps where the person first came from', async () => {
    await post('/api/contact', { ...validContact, ...campaignSource });
    await post('/trpc/public.submitContact', {
      ...validContact,
      sourcePage: '/',
      landingPage: '/blog',
      utmCampaign: 'autumn',
    });

    expect(await storedSources('contact_submissions')).toEqual([
      storedCampaignSource,
      { ...noStoredSource, source_page: '/', landing_page: '/blog', utm_campaign: 'autumn' },
    ]);
    expect(await storedSources('leads')).toEqual([storedCampaignSource]);
  });
});

describe('the source in the CRM export and the privacy records', () => {
  beforeEach(async () => {
    await post('/api/contact', { ...validContact, ...campaignSource });
  });

  it('adds the source columns to the leads and contact submissions CSV', async () => {
    for (const url of ['/api/leads.csv', '/api/contact-submissions.csv']) {
      const response = await adminGet(url);
      expect(response.statusCode).toBe(200);
      const [header = '', row = ''] = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toMatch(
        /,Source page,Landing page,Referrer,UTM source,UTM medium,UTM campaign$/,
      );
      expect(row).toMatch(/,\/contact,\/react-nodejs,https:\/\/www\.google\.com,x,,spring-2026$/);
    }
  });

  it('neutralises a tag a spreadsheet would run as a formula', async () => {
    await testApp.sql('truncate contact_submissions, leads restart identity cascade');
    await post('/api/contact', { ...validContact, utmCampaign: '=cmd|"/c calc"!A1' });

    const [, row = ''] = (await adminGet('/api/leads.csv')).body.split('\r\n');
    expect(row).toMatch(/,"'=cmd\|""\/c calc""!A1"$/);
  });

  it('shows the source of the person’s submissions and leads in the privacy search', async () => {
    // A mutation: every search is audited.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/privacy.search',
      payload: JSON.stringify({ email: validContact.email }),
      headers: { ...auth, 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(200);
    const records = response.json<{
      result: { data: { contactSubmissions: unknown[]; leads: unknown[] } };
    }>().result.data;
    const source = { ...campaignSource, utmMedium: null };
    expect(records.contactSubmissions).toEqual([expect.objectContaining({ source })]);
    expect(records.leads).toEqual([expect.objectContaining({ source })]);
  });
});
