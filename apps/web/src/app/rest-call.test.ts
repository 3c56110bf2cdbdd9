import { describe, expect, it } from 'vitest';
import { type FailedCall, classifyRestFailure, readFormAnswer } from './rest-call.ts';

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const htmlAnswer = (status: number) =>
  new Response('<html><body>Sign in to the Wi-Fi</body></html>', {
    status,
    headers: { 'content-type': 'text/html' },
  });

/** How the form reads the answer: accepted, or the failure it shows. */
async function outcomeOf(
  form: 'contact' | 'career',
  response: Response,
): Promise<'accepted' | FailedCall> {
  return readFormAnswer(form, response).then(
    () => 'accepted' as const,
    (error: unknown) => classifyRestFailure(error),
  );
}

const refused = (message: string): FailedCall => ({ kind: 'refused', code: undefined, message });

describe('the contact door: its JSON decides', () => {
  it.each([
    ['200 success: true', jsonAnswer(200, { success: true }), 'accepted'],
    [
      "200 success: false, as the server's error",
      jsonAnswer(200, { success: false, error: 'X' }),
      refused('X'),
    ],
    [
      "500 success: false, as the server's error",
      jsonAnswer(500, { success: false, error: 'Internal trouble' }),
      refused('Internal trouble'),
    ],
    [
      '200 success: false without an error, as no text',
      jsonAnswer(200, { success: false }),
      refused(''),
    ],
    ['200 JSON without success, as no text', jsonAnswer(200, { received: true }), refused('')],
    ['a failed status, whatever its body says', jsonAnswer(502, { success: true }), refused('')],
    ["a gateway's JSON error", jsonAnswer(502, { error: 'Bad gateway' }), refused('Bad gateway')],
    ['200 with an HTML body, as no answer', htmlAnswer(200), { kind: 'no-answer' }],
    ['an empty 200, as no answer', new Response(null, { status: 200 }), { kind: 'no-answer' }],
  ] satisfies [string, Response, 'accepted' | FailedCall][])(
    'reads %s',
    async (_case, response, outcome) => {
      expect(await outcomeOf('contact', response)).toEqual(outcome);
    },
  );
});

describe('the careers door: an ok status accepts, a failure is read', () => {
  it.each([
    ['201 without reading the body', htmlAnswer(201), 'accepted'],
    [
      "a 400's error",
      jsonAnswer(400, { success: false, error: 'Invalid phone format' }),
      refused('Invalid phone format'),
    ],
    [
      "a 500's error",
      jsonAnswer(500, { success: false, error: 'Internal server error' }),
      refused('Internal server error'),
    ],
    ['a failure without text', jsonAnswer(500, { success: false }), refused('')],
    ['an HTML failure, as no answer', htmlAnswer(502), { kind: 'no-answer' }],
  ] satisfies [string, Response, 'accepted' | FailedCall][])(
    'reads %s',
    async (_case, response, outcome) => {
      expect(await outcomeOf('career', response)).toEqual(outcome);
    },
  );
});
