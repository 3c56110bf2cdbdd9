/**
 * CSV injection: text a visitor or staff typed, downloaded by staff as a spreadsheet, must never
 * be run by it. Attacks tried, each through the door an attacker has:
 * - a cell starting with `=`, `+`, `-`, `@`, tab or carriage return (OWASP's list): neutralised;
 * - a cell starting with the full-width `＝`, `＋`, `－`, `＠`, which Excel also runs: neutralised;
 * - `x;=1+1;y`, which Excel splits into a formula cell where `;` is the list separator: quoted;
 * - the same through the contact form into the leads and consultation-request exports;
 * - the same through the careers form into the job-application export;
 * - the same as campaign tags (newLeads) and lost reasons (lostReasons) in the report CSVs,
 *   which JavaScript writes rather than PostgreSQL;
 * Each file is read back with `,` and with `;` as the separator, as Excel reads it per locale.
 * That the SQL and the JavaScript cell writers write every text alike is checked beside them, in
 * packages/api/src/csv.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { maxNamedLeadSources } from '@app/domain';
import { bearer, createTestAdmin, insertSession } from '../../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate contact_submissions, career_submissions, leads, lead_notes restart identity cascade',
  );
});

const payloads = [
  '=HYPERLINK("http://evil.example","Open")',
  '+61 2 5550 4821',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\uFF1D1+1',
  '\uFF0B1+1',
  '\uFF0D1+1',
  '\uFF20SUM(A1)',
  'x;=1+1;y',
  'x;\uFF1D1+1',
  'x,=1+1',
  'x\n=1+1',
];

/** What a spreadsheet runs when a cell starts with it. */
const formulaSign = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** The cells of a CSV body as a spreadsheet reads it with `separator`: quotes kept together. */
function cellsOf(body: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = body.startsWith('\uFEFF') ? 1 : 0; index < body.length; index += 1) {
    const character = body.charAt(index);
    if (quoted) {
      if (character === '"' && body.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === separator || character === '\n') {
      cells.push(cell);
      cell = '';
    } else if (!(character === '\r' && body.charAt(index + 1) === '\n')) cell += character;
  }
  cells.push(cell);
  return cells;
}

/** The cells a spreadsheet would run as formulas, read with either separator. */
function formulaCells(body: string): string[] {
  return [...cellsOf(body, ','), ...cellsOf(body, ';')].filter((cell) => formulaSign.test(cell));
}

async function download(url: string): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

async function post(url: string, payload: Record<string, unknown>): Promise<void> {
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(300);
}

const today = new Date().toISOString().slice(0, 10);

describe('the CRM exports, written by PostgreSQL', () => {
  it('leave no formula in the leads and consultation-request files sent through the contact form', async () => {
    for (const [index, payload] of payloads.entries()) {
      await post('/api/contact', {
        ...validContactPayload,
        email: `attacker${String(index)}@example.com`,
        company: payload,
        teamSize: payload,
        message: payload,
      });
    }
    for (const url of ['/api/leads.csv', '/api/contact-submissions.csv']) {
      const body = await download(url);
      expect(body).toContain('x;=1+1;y');
      expect(formulaCells(body), url).toEqual([]);
    }
  });

  it('leave no formula in the job-application file sent through the careers form', async () => {
    for (const [index, payload] of payloads.entries()) {
      await post('/api/careers', {
        ...validCareerPayload,
        email: `applicant${String(index)}@example.com`,
        position: payload,
        description: `${payload} and ten more characters`,
      });
    }
    const body = await download('/api/career-submissions.csv');
    expect(body).toContain('x;=1+1;y');
    expect(formulaCells(body)).toEqual([]);
  });
});

describe('the report CSVs, written by JavaScript', () => {
  it('leave no formula among the campaign tags a visitor sent', async () => {
    // The chart names the top few sources only, so the payloads go a few at a time.
    for (let start = 0; start < payloads.length; start += maxNamedLeadSources) {
      await testApp.sql('truncate contact_submissions, leads restart identity cascade');
      for (const [index, payload] of payloads.slice(start, start + maxNamedLeadSources).entries()) {
        await post('/api/contact', {
          ...validContactPayload,
          email: `campaign${String(index)}@example.com`,
          utmCampaign: payload,
        });
      }
      const body = await download(`/api/reports/newLeads.csv?from=${today}&to=${today}`);
      expect(formulaCells(body)).toEqual([]);
    }
  });

  it('leave no formula among the lost reasons staff typed', async () => {
    for (const payload of payloads) {
      await insertLead(testApp, {
        stage: 'closed_lost',
        is_lost: true,
        lost_reason: payload,
        closed_at: `${today}T09:00:00Z`,
      });
    }
    const body = await download(`/api/reports/lostReasons.csv?from=${today}&to=${today}`);
    expect(body).toContain('x;=1+1;y');
    expect(formulaCells(body)).toEqual([]);
  });
});
