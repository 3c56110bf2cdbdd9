import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samplePdf } from '@app/domain/cv-samples';
import { bearer, createTestAdmin, insertSession } from '../../../test/admin-fixtures.ts';
import { validCareerPayload } from '../../../test/form-payloads.ts';
import { multipartBody, multipartType } from '../../../test/multipart-form.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000' });
  adminId = (await createTestAdmin(testApp)).id;
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate audit_log, leads, career_submissions, stored_files restart identity cascade',
  );
});

const clientAddress = '203.0.113.40';

async function adminRequest(
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) {
  const headers = bearer(await insertSession(testApp, adminId));
  return testApp.app.inject({
    method,
    url,
    remoteAddress: clientAddress,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function auditRows() {
  return testApp.sql<{
    admin_id: number | null;
    action: string;
    record_type: string | null;
    record_id: number | null;
    details: unknown;
    ip: string | null;
  }>('select admin_id, action, record_type, record_id, details, ip from audit_log order by id');
}

async function insertLead(): Promise<number> {
  const [row] = await testApp.sql<{ id: number }>(
    `insert into leads (name, email, contact) values ('Olivia Hart', 'olivia@example.com', '+61 2 5550 4821')
     returning id`,
  );
  return row?.id ?? 0;
}

describe('the audit log of the admin REST doors', () => {
  it('has a row for each lead change through /api/leads, with who, which lead and from where', async () => {
    const lead = await insertLead();

    expect(
      (await adminRequest('PUT', `/api/leads/${lead}`, { stage: 'contacted' })).statusCode,
    ).toBe(200);
    expect(
      (await adminRequest('POST', `/api/leads/${lead}/notes`, { note: 'Called back' })).statusCode,
    ).toBe(201);
    expect((await adminRequest('DELETE', `/api/leads/${lead}`)).statusCode).toBe(200);

    expect(await auditRows()).toEqual(
      ['lead.update', 'lead.note', 'lead.remove'].map((action) => ({
        admin_id: adminId,
        action,
        record_type: 'lead',
        record_id: lead,
        details: null,
        ip: clientAddress,
      })),
    );
  });

  it('writes no row for a refused call', async () => {
    expect((await adminRequest('DELETE', '/api/leads/9999')).statusCode).toBe(404);
    expect((await adminRequest('PUT', '/api/leads/1', { stage: 'nonsense' })).statusCode).toBe(400);
    expect(await auditRows()).toEqual([]);
  });

  it('has a row for each CSV export, naming the list but never the search', async () => {
    const response = await adminRequest('GET', '/api/contact-submissions.csv?q=Olivia%20Hart');
    expect(response.statusCode).toBe(200);

    expect(await auditRows()).toEqual([
      {
        admin_id: adminId,
        action: 'crm.export',
        record_type: null,
        record_id: null,
        details: { kind: 'contact-submissions' },
        ip: clientAddress,
      },
    ]);
  });

  it('has a row for each CV download, naming the application', async () => {
    const upload = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      headers: { 'content-type': multipartType },
      payload: multipartBody(
        { ...validCareerPayload, honeypot: '', submitTime: String(Date.now() - 60_000) },
        [{ fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf('An Nguyen') }],
      ),
    });
    expect(upload.statusCode).toBe(201);
    const [application] = await testApp.sql<{ id: number }>('select id from career_submissions');

    const cv = await adminRequest('GET', `/api/career-submissions/${application?.id ?? 0}/cv`);

    expect(cv.statusCode).toBe(200);
    expect(await auditRows()).toEqual([
      {
        admin_id: adminId,
        action: 'application.cv_download',
        record_type: 'application',
        record_id: application?.id,
        details: null,
        ip: clientAddress,
      },
    ]);
  });
});
