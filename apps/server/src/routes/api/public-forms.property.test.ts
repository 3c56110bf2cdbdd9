import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFormFieldNames } from '../../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '100000' });
});

afterAll(() => testApp.close());

/** Bodies shaped like the forms, with any JSON in any field, plus arbitrary JSON documents. */
const bodies = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...publicFormFieldNames), fc.jsonValue()),
  fc.dictionary(fc.constantFrom(...publicFormFieldNames), fc.string({ maxLength: 120 })),
);

describe.each([
  '/api/contact',
  '/api/careers',
  '/trpc/public.submitContact',
  '/trpc/public.submitCareer',
])('%s with random JSON', (url) => {
  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${JSON.stringify(body)} -> ${response.body}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 200 },
    );
  });
});
