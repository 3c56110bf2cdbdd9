import { request as httpRequest, type IncomingMessage } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { bearer, createTestAdmin, insertSession } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let auth: Record<string, string>;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate contact_submissions, career_submissions, leads, lead_notes restart identity cascade',
  );
});

const bom = '\uFEFF';

function download(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });
}

/** The records of a CSV body after its byte order mark, split at each CRLF outside quotes. */
function records(body: string): string[] {
  expect(body.startsWith(bom)).toBe(true);
  const found: string[] = [];
  let start = 1;
  let quoted = false;
  for (let index = 1; index < body.length; index += 1) {
    if (body[index] === '"') quoted = !quoted;
    else if (!quoted && body[index] === '\r' && body[index + 1] === '\n') {
      found.push(body.slice(start, index));
      start = index + 2;
      index += 1;
    }
  }
  expect(start).toBe(body.length);
  return found;
}

const leadHeader =
  'ID,Name,Email,Phone,Company,Team size,Message,Stage,Estimated value,Probability,Won,Lost,Lost reason,Created,Last enquiry,Enquiries,Source page,Landing page,Referrer,UTM source,UTM medium,UTM campaign';

describe('GET /api/leads.csv', () => {
  it('answers every lead in the board order as a UTF-8 CSV download', async () => {
    await insertLead(testApp, {
      name: 'Lost, Lead',
      email: 'lost@example.com',
      contact: '0491 570 156',
      company: null,
      team_size: null,
      message: 'Said "no"\nthen left',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Budget',
      created_at: '2026-03-04 16:06:07.5+11',
    });
    await insertLead(testApp, {
      name: 'Nguyễn Văn Minh',
      email: 'minh@example.com',
      contact: '0491 570 157',
      company: 'Saigon Freight',
      team_size: '16+',
      message: 'Hai kỹ sư',
      stage: 'closed_won',
      is_won: true,
      probability: 100,
      estimated_value: 2_147_483_647,
      enquiry_count: 3,
      created_at: '2026-03-05 09:15:00.123456+00',
      last_enquiry_at: '2026-03-06 10:00:00.999999+00',
    });

    const response = await download('/api/leads.csv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(records(response.body)).toEqual([
      leadHeader,
      '2,Nguyễn Văn Minh,minh@example.com,0491 570 157,Saigon Freight,16+,Hai kỹ sư,Won,2147483647,100,Yes,No,,2026-03-05T09:15:00.123Z,2026-03-06T10:00:00.999Z,3,,,,,,',
      '1,"Lost, Lead",lost@example.com,0491 570 156,,,"Said ""no""\nthen left",Lost,,0,No,Yes,Budget,2026-03-04T05:06:07.500Z,2026-03-04T05:06:07.500Z,1,,,,,,',
    ]);
  });

  it('neutralises every cell that a spreadsheet would run as a formula', async () => {
    await insertLead(testApp, {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: '@evil.example',
      contact: '+61 2 5550 4821',
      company: '-2+3',
      team_size: null,
      message: '\t=1+1',
      lost_reason: '\r=cmd',
      stage: 'closed_lost',
      is_lost: true,
    });

    const [, record] = records((await download('/api/leads.csv')).body);

    expect(record).toMatch(
      /^1,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",'@evil\.example,'\+61 2 5550 4821,'-2\+3,,'\t=1\+1,Lost,,0,No,Yes,"'\r=cmd",/,
    );
  });

  it('applies the search, the days and the team size of the query', async () => {
    await insertLead(testApp, {
      name: 'Acme match',
      team_size: '4-7',
      created_at: '2026-03-06 23:59:59.999+00',
    });
    await insertLead(testApp, {
      name: 'Acme next day',
      team_size: '4-7',
      created_at: '2026-03-07 00:00:00+00',
    });
    await insertLead(testApp, {
      name: 'Acme other size',
      team_size: '1-3',
      created_at: '2026-03-06 12:00:00+00',
    });
    await insertLead(testApp, {
      name: 'Other',
      team_size: '4-7',
      created_at: '2026-03-06 12:00:00+00',
    });

    const response = await download(
      '/api/leads.csv?q=ACME&from=2026-03-06&to=2026-03-06&teamSize=4-7',
    );

    expect(records(response.body).map((record) => record.split(',')[1])).toEqual([
      'Name',
      'Acme match',
    ]);
  });

  it('streams an export larger than a batch whole, in order', async () => {
    await testApp.sql(
      `insert into leads (name, email, contact, created_at, last_enquiry_at)
       select 'Lead ' || i, 'lead' || i || '@example.com', '0400', now(), now() - i * interval '1 second'
         from generate_series(1, 2500) as i`,
    );

    const lines = records((await download('/api/leads.csv')).body);

    expect(lines).toHaveLength(2501);
    expect(lines.slice(1).map((record) => record.split(',')[1])).toEqual(
      Array.from({ length: 2500 }, (_, index) => `Lead ${index + 1}`),
    );
  });

  it('answers an empty list as the header alone', async () => {
    expect(records((await download('/api/leads.csv')).body)).toEqual([leadHeader]);
  });

  it('compresses the stream for a client that accepts gzip', async () => {
    await insertLead(testApp, { name: 'Compressed' });
    await testApp.sql(
      `insert into leads (name, email, contact) select 'Lead ' || i, 'l' || i || '@example.com', '0400' from generate_series(1, 200) as i`,
    );

    const response = await download('/api/leads.csv', { 'accept-encoding': 'gzip' });

    expect(response.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(response.rawPayload).toString('utf8');
    expect(records(body)).toHaveLength(202);
  });
});

describe('GET /api/contact-submissions.csv', () => {
  it('answers the requests newest first, spam left out, the filter applied', async () => {
    await testApp.sql(
      `insert into contact_submissions (name, email, contact, company, team_size, message, created_at, spam_reason) values
         ('Older', 'older@example.com', '+61 400', null, null, null, '2026-03-04 10:00:00+00', null),
         ('Newer', 'newer@example.com', '0400', 'Acme, Inc', '8-15', 'Line one' || chr(13) || chr(10) || 'Line two', '2026-03-05 10:00:00.5+00', null),
         ('Spam', 'spam@example.com', '0400', null, null, null, '2026-03-06 10:00:00+00', 'honeypot')`,
    );

    const all = await download('/api/contact-submissions.csv');
    const filtered = await download('/api/contact-submissions.csv?teamSize=8-15&q=line%20one');

    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(records(all.body)).toEqual([
      'ID,Name,Email,Phone,Company,Team size,Message,Received,Source page,Landing page,Referrer,UTM source,UTM medium,UTM campaign',
      '2,Newer,newer@example.com,0400,"Acme, Inc",8-15,"Line one\r\nLine two",2026-03-05T10:00:00.500Z,,,,,,',
      "1,Older,older@example.com,'+61 400,,,,2026-03-04T10:00:00.000Z,,,,,,",
    ]);
    expect(records(filtered.body)).toHaveLength(2);
  });
});

describe('GET /api/career-submissions.csv', () => {
  it('answers the applications newest first with their stage, spam left out, the team size ignored', async () => {
    await testApp.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, linkedin_url, created_at, spam_reason) values
         ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'DevOps Engineer', 'Runs clusters', null, '2026-03-04 10:00:00+00', null),
         ('Minh', 'Tran', 'minh@example.com', '028 3822 6191', 'Technical Lead', '@all: leads teams', 'https://www.linkedin.com/in/minh', '2026-03-05 10:00:00+00', null),
         ('Spam', 'Bot', 'bot@example.com', '0', 'QA', 'Buy now', null, '2026-03-06 10:00:00+00', 'too fast')`,
    );
    await testApp.sql(`update career_submissions set stage = 'hired' where id = 2`);

    const response = await download('/api/career-submissions.csv?teamSize=16%2B');

    expect(records(response.body)).toEqual([
      'ID,First name,Last name,Email,Phone,Position,Why should we hire them?,LinkedIn,Stage,Received',
      "2,Minh,Tran,minh@example.com,028 3822 6191,Technical Lead,'@all: leads teams,https://www.linkedin.com/in/minh,Welcome Aboard,2026-03-05T10:00:00.000Z",
      "1,An,Nguyen,an@example.com,'+84 28 3822 6190,DevOps Engineer,Runs clusters,,Applied,2026-03-04T10:00:00.000Z",
    ]);
  });

  it('keeps the applications for the position only, exactly as named', async () => {
    await testApp.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, created_at) values
         ('An', 'Nguyen', 'an@example.com', '0400', 'DevOps Engineer', 'Runs clusters', '2026-03-04 10:00:00+00'),
         ('Minh', 'Tran', 'minh@example.com', '0401', 'Technical Lead', 'Leads teams', '2026-03-05 10:00:00+00'),
         ('Lan', 'Pham', 'lan@example.com', '0402', 'Senior DevOps Engineer', 'Also clusters', '2026-03-06 10:00:00+00')`,
    );

    const exact = await download('/api/career-submissions.csv?position=DevOps%20Engineer');
    const otherCase = await download('/api/career-submissions.csv?position=devops%20engineer');

    expect(records(exact.body).map((record) => record.split(',')[0])).toEqual(['ID', '1']);
    expect(records(otherCase.body)).toHaveLength(1);
  });
});

describe('the CSV exports', () => {
  const urls = ['/api/leads.csv', '/api/contact-submissions.csv', '/api/career-submissions.csv'];

  it.each(urls)('%s answers 400 { error } for a bad filter', async (url) => {
    const cases: Array<[query: string, message: string]> = [
      ['from=2026-02-30', 'Dates must be real days written as YYYY-MM-DD'],
      ['from=2026-03-02&to=2026-03-01', 'The start date must be on or before the end date'],
      ['teamSize=2-5', 'Team size must be one of 1-3, 4-7, 8-15, 16+'],
      [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
      ['q=a&q=b', 'Search must be text'],
      ['q=a%00b', 'Search contains characters that are not allowed'],
    ];
    for (const [query, message] of cases) {
      const response = await download(`${url}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: message });
    }
  });

  it.each(urls)('%s answers 401 without a token and with a dead one', async (url) => {
    const without = await testApp.app.inject({ method: 'GET', url });
    const dead = await testApp.app.inject({ method: 'GET', url, headers: bearer('dead-token') });
    expect(without.statusCode).toBe(401);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ error: expect.any(String) as unknown });
  });
});

describe('a streamed export', () => {
  /**
   * Other clients of the app's database inside a transaction: a leaked export would be one. Only
   * client backends count: after the tests' bulk inserts, autovacuum's workers may be analysing
   * the same database in transactions of their own.
   */
  async function sessionsInTransaction(): Promise<number> {
    const [row] = await testApp.sql<{ count: string }>(
      `select count(*) from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'
          and xact_start is not null and pid <> pg_backend_pid()`,
    );
    return Number(row?.count);
  }

  async function waitForNoSessionInTransaction(): Promise<number> {
    for (let attempt = 0; attempt < 50 && (await sessionsInTransaction()) > 0; attempt += 1) {
      await delay(100);
    }
    return sessionsInTransaction();
  }

  /** Starts a real HTTP download and answers the response once its first bytes are in. */
  function startDownload(url: string, headers: Record<string, string> = {}) {
    return new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpRequest(`${baseUrl}${url}`, { headers: { ...auth, ...headers } });
      request.on('response', (response) => {
        response.once('readable', () => {
          resolve(response);
        });
      });
      request.on('error', reject);
      request.end();
    });
  }

  async function insertLargeLeads(count: number): Promise<void> {
    // In steps, each well inside the statement limit on a busy machine.
    for (let first = 1; first <= count; first += 2_000) {
      await testApp.sql(
        `insert into leads (name, email, contact, message)
         select 'Lead ' || i, 'lead' || i || '@example.com', '0400', repeat('Two React engineers. ', 100)
           from generate_series(?::int, ?::int) as i`,
        [first, Math.min(first + 1_999, count)],
      );
    }
  }

  it.each([
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ])(
    'releases its transaction and connection when the client goes away mid-download (%s)',
    async (_encoding, headers) => {
      // About 20 MB of CSV: far more than the socket buffers hold, so the stream is mid-way.
      await insertLargeLeads(10_000);

      const response = await startDownload('/api/leads.csv', headers);
      expect(response.statusCode).toBe(200);
      expect(await sessionsInTransaction()).toBe(1);
      response.destroy();

      expect(await waitForNoSessionInTransaction()).toBe(0);
      // The pool still serves: a whole export goes through afterwards.
      const after = await download('/api/contact-submissions.csv');
      expect(after.statusCode).toBe(200);
    },
  );

  it('answers HEAD with the headers alone and releases its transaction', async () => {
    await insertLargeLeads(2_000);

    const response = await testApp.app.inject({
      method: 'HEAD',
      url: '/api/leads.csv',
      headers: auth,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe('');
    expect(await waitForNoSessionInTransaction()).toBe(0);
  });

  it('keeps going for a client slower than the per-request transaction limit', async () => {
    await insertLargeLeads(3_000);

    const response = await startDownload('/api/leads.csv');
    // Longer than the 3.5 s transaction_timeout the app's other requests have.
    await delay(4_000);
    let body = '';
    response.setEncoding('utf8');
    for await (const chunk of response) body += String(chunk);

    expect(records(body)).toHaveLength(3_001);
    expect(await waitForNoSessionInTransaction()).toBe(0);
  }, 20_000);
});
