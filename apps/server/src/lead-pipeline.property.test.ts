/**
 * The pipeline rules hold through both doors: random sequences of board calls (tRPC) and of the
 * spec's REST client (PUT, then its own note) leave every lead consistent, and write at most one
 * note per change, exactly one when the lead changes stage.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadStageValues, lostNoteText, wonNoteText, type LeadStage } from '@app/domain';
import { bearer, createTestAdmin, insertSession } from '../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createTestAdmin(testApp);
  headers = bearer(await insertSession(testApp, admin.id));
});

afterAll(() => testApp.close());

type Step =
  | { door: 'trpc'; call: 'leads.move'; input: { stage: LeadStage } }
  | { door: 'trpc'; call: 'leads.markWon'; input: { value: number } }
  | { door: 'trpc'; call: 'leads.markLost'; input: { reason: string } }
  | { door: 'trpc'; call: 'leads.update'; input: Record<string, unknown> }
  | { door: 'rest'; call: 'put'; body: Record<string, unknown> }
  /** What the spec's admin screen does to mark a lead won or lost: PUT the fields, POST the note. */
  | { door: 'rest'; call: 'put then note'; body: Record<string, unknown>; note: string };

const stage = fc.constantFrom(...leadStageValues);
const reason = fc.constantFrom('Budget', 'Chose another vendor');
const value = fc.integer({ min: 0, max: 1_000_000 });
const changes = fc.record(
  {
    stage,
    isWon: fc.boolean(),
    isLost: fc.boolean(),
    probability: fc.integer({ min: 0, max: 100 }),
    estimatedValue: fc.option(value, { nil: null }),
    lostReason: fc.option(reason, { nil: null }),
  },
  { requiredKeys: [] },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  stage.map((to) => ({ door: 'trpc', call: 'leads.move', input: { stage: to } }) as const),
  value.map((v) => ({ door: 'trpc', call: 'leads.markWon', input: { value: v } }) as const),
  reason.map((r) => ({ door: 'trpc', call: 'leads.markLost', input: { reason: r } }) as const),
  changes.map((input) => ({ door: 'trpc', call: 'leads.update', input }) as const),
  changes.map((body) => ({ door: 'rest', call: 'put', body }) as const),
  value.map(
    (v) =>
      ({
        door: 'rest',
        call: 'put then note',
        body: {
          stage: 'closed_won',
          isWon: true,
          isLost: false,
          probability: 100,
          estimatedValue: v,
        },
        note: wonNoteText(v),
      }) as const,
  ),
  reason.map(
    (r) =>
      ({
        door: 'rest',
        call: 'put then note',
        body: { stage: 'closed_lost', isWon: false, isLost: true, lostReason: r, probability: 0 },
        note: lostNoteText(r),
      }) as const,
  ),
);

async function send(id: number, request: Step): Promise<number> {
  if (request.door === 'trpc') {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/trpc/${request.call}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id, ...request.input }),
    });
    return response.statusCode;
  }
  const put = await testApp.app.inject({
    method: 'PUT',
    url: `/api/leads/${id}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(request.body),
  });
  if (request.call === 'put then note' && put.statusCode === 200) {
    await testApp.app.inject({
      method: 'POST',
      url: `/api/leads/${id}/notes`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ note: request.note }),
    });
  }
  return put.statusCode;
}

interface LeadRow {
  stage: LeadStage;
  is_won: boolean;
  is_lost: boolean;
  probability: number;
  lost_reason: string | null;
  notes: string;
}

async function readLead(id: number): Promise<LeadRow> {
  const [row] = await testApp.sql<LeadRow>(
    `select stage, is_won, is_lost, probability, lost_reason,
            (select count(*) from lead_notes where lead_id = leads.id) as notes
       from leads where id = ?`,
    [id],
  );
  if (row === undefined) throw new Error(`lead ${id} is gone`);
  return row;
}

describe('the lead pipeline through both doors', () => {
  // 300 runs of a dozen requests each: some seconds alone, more beside the browser tests.
  it(
    'keeps every lead consistent and writes one note per change of stage, never two',
    { timeout: 120_000 },
    async () => {
      // Each run's lead is another person's: one address has one open lead at most.
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
          runs += 1;
          const [lead] = await testApp.sql<{ id: number }>(
            `insert into leads (name, email, contact) values ('Pat Lee', ?, '+61 2 5550 4821') returning id`,
            [`pat+${runs}@example.com`],
          );
          const id = lead?.id ?? 0;
          let before = await readLead(id);
          for (const request of steps) {
            const status = await send(id, request);
            expect([200, 201, 400]).toContain(status);
            const after = await readLead(id);
            expect(after.is_won).toBe(after.stage === 'closed_won');
            expect(after.is_lost).toBe(after.stage === 'closed_lost');
            if (after.is_won) expect(after.probability).toBe(100);
            if (after.is_lost) {
              expect(after.probability).toBe(0);
              expect(after.lost_reason).not.toBeNull();
            }
            const notesWritten = Number(after.notes) - Number(before.notes);
            expect(notesWritten).toBeLessThanOrEqual(1);
            if (after.stage !== before.stage) expect(notesWritten).toBe(1);
            if (status === 400) expect(after).toEqual(before);
            before = after;
          }
        }),
        { numRuns: 300 },
      );
    },
  );
});
