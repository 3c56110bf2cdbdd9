import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
import { seedCrm } from '../bench/seed-crm.ts';

let database: TestDatabase;
const client = () => new pg.Client({ connectionString: database.url });
let connection: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
  connection = client();
  await connection.connect();
  await seedCrm((sql, params) => connection.query(sql, params), {
    leads: 400,
    contactSubmissions: 400,
    careerSubmissions: 40,
  });
});

afterAll(async () => {
  await connection.end();
  await database.close();
});

// The CRM benchmark's figures are only worth something if its seed is what the app itself
// would have stored: this keeps the seed in step with the schema and the pipeline rules.
describe('the CRM benchmark seed', () => {
  it('writes the rows asked for', async () => {
    const { rows } = await connection.query<{ leads: number; requests: number; jobs: number }>(
      `select (select count(*)::int from leads) as leads,
              (select count(*)::int from contact_submissions) as requests,
              (select count(*)::int from career_submissions) as jobs`,
    );
    expect(rows[0]).toEqual({ leads: 400, requests: 400, jobs: 40 });
  });

  it('spreads leads over every stage with the flags, probability and reason the stage implies', async () => {
    const { rows } = await connection.query<{ stage: string; leads: number; inconsistent: number }>(
      `select stage, count(*)::int as leads,
              count(*) filter (where is_won <> (stage = 'closed_won')
                                  or is_lost <> (stage = 'closed_lost')
                                  or (stage = 'closed_lost') <> (lost_reason is not null)
                                  or (stage = 'closed_won' and probability <> 100)
                                  or (stage = 'closed_lost' and probability <> 0))::int as inconsistent
         from leads group by stage order by stage`,
    );
    expect(rows.map((row) => row.stage).sort()).toEqual(
      [
        'closed_lost',
        'closed_won',
        'contacted',
        'negotiation',
        'new',
        'proposal',
        'qualified',
      ].sort(),
    );
    expect(rows.every((row) => row.inconsistent === 0)).toBe(true);
    expect(rows.find((row) => row.stage === 'new')?.leads).toBe(120);
  });

  it('gives every lead the consultation request behind it, from the same address at the same time', async () => {
    const { rows } = await connection.query<{ unmatched: number }>(
      `select count(*)::int as unmatched from leads as lead
        where not exists (select 1 from contact_submissions as request
                           where request.email = lead.email and request.created_at = lead.created_at)`,
    );
    expect(rows[0]?.unmatched).toBe(0);
  });
});
