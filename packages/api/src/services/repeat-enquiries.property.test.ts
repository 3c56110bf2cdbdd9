import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
import type { ContactSubmission } from '@app/domain';
import { markLeadLost, markLeadWon } from './leads.ts';
import { submitContact } from './public-forms.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(() => database.close());

function sql<Row extends object>(query: string, params: unknown[] = []): Promise<Row[]> {
  return database.orm.em.getConnection().execute<Row[]>(query, params);
}

const people = ['olivia@example.com', 'minh@example.com', 'ana@example.com'] as const;

/** One address written in a random mix of cases: the rule compares them without regard to case. */
const spelledAddress = fc
  .tuple(fc.constantFrom(...people), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }))
  .map(([address, upper]) =>
    Array.from(address, (character, index) =>
      upper[index] === true ? character.toUpperCase() : character,
    ).join(''),
  );

/** A batch of steps sent at the same moment: requests, and staff closing some lead. */
const step = fc.oneof(
  { weight: 4, arbitrary: spelledAddress.map((email) => ({ kind: 'submit' as const, email })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('won' as const, 'lost' as const),
      person: fc.constantFrom(...people),
    }),
  },
);

function request(email: string): ContactSubmission {
  return {
    name: 'Olivia Hart',
    email,
    contact: '+61 2 5550 4821',
    company: null,
    teamSize: null,
    message: 'We need two engineers',
  };
}

async function openLeadOf(person: string): Promise<number | undefined> {
  const [lead] = await sql<{ id: number }>(
    'select id from leads where lower(email) = ? and not is_won and not is_lost',
    [person],
  );
  return lead?.id;
}

describe('repeat enquiries under any interleaving', () => {
  it('leave every address at most one open lead and store every request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          await sql(
            'truncate contact_submissions, leads, lead_notes, mail_outbox, conversation_messages, conversation_attachments restart identity',
          );
          let submitted = 0;
          for (const batch of batches) {
            const closings = await Promise.all(
              batch.map(async (action) =>
                action.kind === 'submit' ? undefined : [action, await openLeadOf(action.person)],
              ),
            );
            await Promise.all(
              batch.map(async (action, index) => {
                const em = database.orm.em.fork();
                if (action.kind === 'submit') {
                  submitted += 1;
                  await submitContact({ em, input: request(action.email) });
                  return;
                }
                const leadId = closings[index]?.[1];
                if (typeof leadId !== 'number') return;
                await (action.kind === 'won'
                  ? markLeadWon({ em, input: { id: leadId, value: 1_000 } })
                  : markLeadLost({ em, input: { id: leadId, reason: 'No budget' } }));
              }),
            );
          }

          const openPerAddress = await sql<{ address: string; open: string }>(
            `select lower(email) as address, count(*) as open from leads
              where not is_won and not is_lost group by 1`,
          );
          expect(openPerAddress.every((row) => Number(row.open) === 1)).toBe(true);
          const [stored] = await sql<{ requests: string; enquiries: string }>(
            `select (select count(*) from contact_submissions) as requests,
                    (select coalesce(sum(enquiry_count), 0) from leads) as enquiries`,
          );
          expect(Number(stored?.requests)).toBe(submitted);
          expect(Number(stored?.enquiries)).toBe(submitted);
        },
      ),
      { numRuns: 40 },
    );
  });
});
