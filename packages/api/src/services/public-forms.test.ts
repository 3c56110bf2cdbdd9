import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
import type { CareerSubmission, ContactSubmission } from '@app/domain';
import { submitCareer, submitContact } from './public-forms.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(() => database.close());

beforeEach(async () => {
  await sql('truncate contact_submissions, leads, career_submissions restart identity cascade');
});

function sql<Row extends object>(query: string, params: unknown[] = []): Promise<Row[]> {
  return database.orm.em.getConnection().execute<Row[]>(query, params);
}

async function count(table: 'contact_submissions' | 'leads' | 'career_submissions') {
  const [row] = await sql<{ count: string }>(`select count(*) from ${table}`);
  return Number(row?.count);
}

const contact: ContactSubmission = {
  name: 'Olivia Hart',
  email: 'olivia@example.com',
  contact: '+61 2 5550 4821',
  company: null,
  teamSize: '4-7',
  message: null,
};

const career: CareerSubmission = {
  firstName: 'Minh',
  lastName: 'Tran',
  email: 'minh@example.com',
  phone: '+84 28 3822 6190',
  linkedinUrl: null,
  position: 'DevOps Engineer',
  description: 'Five years running Kubernetes clusters for fintech products.',
};

const key = '0b6e3f43-5a36-4f6f-9d3c-8f0a4f1f7c2e';
const otherKey = 'a3a1c6de-5c5b-4b8e-8f0e-2d4c1b9e7f60';

describe('submitContact', () => {
  it('without a key stores every submission and opens a lead for each, as before', async () => {
    await submitContact({ em: database.orm.em.fork(), input: contact });
    await submitContact({ em: database.orm.em.fork(), input: contact });
    expect(await count('contact_submissions')).toBe(2);
    expect(await count('leads')).toBe(2);
    expect(await sql('select submission_key from contact_submissions')).toEqual([
      { submission_key: null },
      { submission_key: null },
    ]);
  });

  it('stores the key, and a retry with it succeeds without storing a second request or lead', async () => {
    await submitContact({ em: database.orm.em.fork(), input: { ...contact, submissionKey: key } });
    await expect(
      submitContact({ em: database.orm.em.fork(), input: { ...contact, submissionKey: key } }),
    ).resolves.toBeUndefined();
    expect(await sql('select submission_key from contact_submissions')).toEqual([
      { submission_key: key },
    ]);
    expect(await count('leads')).toBe(1);

    await submitContact({
      em: database.orm.em.fork(),
      input: { ...contact, submissionKey: otherKey },
    });
    expect(await count('contact_submissions')).toBe(2);
    expect(await count('leads')).toBe(2);
  });

  it('opens one lead when copies with the same key race each other', async () => {
    const copies = Array.from({ length: 8 }, () =>
      submitContact({ em: database.orm.em.fork(), input: { ...contact, submissionKey: key } }),
    );
    const outcomes = await Promise.allSettled(copies);
    expect(outcomes.filter(({ status }) => status === 'rejected')).toEqual([]);
    expect(await count('contact_submissions')).toBe(1);
    expect(await count('leads')).toBe(1);
  });
});

describe('submitCareer', () => {
  it('without a key stores every application, as before', async () => {
    await submitCareer({ em: database.orm.em.fork(), input: career });
    await submitCareer({ em: database.orm.em.fork(), input: career });
    expect(await count('career_submissions')).toBe(2);
  });

  it('stores an application once per key, also when copies race', async () => {
    const copies = Array.from({ length: 8 }, () =>
      submitCareer({ em: database.orm.em.fork(), input: { ...career, submissionKey: key } }),
    );
    const outcomes = await Promise.allSettled(copies);
    expect(outcomes.filter(({ status }) => status === 'rejected')).toEqual([]);
    await submitCareer({ em: database.orm.em.fork(), input: { ...career, submissionKey: key } });
    expect(await sql('select submission_key, email from career_submissions')).toEqual([
      { submission_key: key, email: career.email },
    ]);
  });
});
