import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from './contact.ts';

const maxLengths = {
  name: 100,
  email: 255,
  contact: 20,
  company: 100,
  teamSize: 50,
  message: 2000,
} as const;

const paddedText = (core: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\t', '\n  '), core, fc.constantFrom('', ' ', '\u00a0'))
    .map(([before, text, after]) => before + text + after);

const nameLike = paddedText(fc.stringMatching(/^[A-Za-zÀ-ỹ '-]{1,110}$/));
const simpleEmail = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9]{1,40}$/), fc.stringMatching(/^[A-Za-z0-9]{1,220}$/))
  .map(([local, domain]) => `${local}@${domain}.com`);
const emailLike = paddedText(fc.oneof(simpleEmail, fc.emailAddress(), fc.string()));
const contactLike = paddedText(fc.stringMatching(/^[0-9 +()-]{8,24}$/));
const optionalLike = (maxLength: number) =>
  fc.oneof(
    paddedText(fc.string({ maxLength: maxLength + 2 })),
    fc.constant(''),
    fc.constant(null),
    fc.jsonValue(),
  );

const likelyValidBody = fc.record({
  name: nameLike,
  email: paddedText(simpleEmail),
  contact: contactLike,
  company: optionalLike(maxLengths.company),
  teamSize: optionalLike(maxLengths.teamSize),
  message: optionalLike(maxLengths.message),
});

const contactBodyLike = fc.record(
  {
    name: fc.oneof(nameLike, fc.jsonValue()),
    email: fc.oneof(emailLike, fc.jsonValue()),
    contact: fc.oneof(contactLike, fc.jsonValue()),
    company: optionalLike(maxLengths.company),
    teamSize: optionalLike(maxLengths.teamSize),
    message: optionalLike(maxLengths.message),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('contactSubmissionSchema (property)', () => {
  it('never throws, and a success carries only trimmed strings within their limits', () => {
    let successes = 0;
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), contactBodyLike, likelyValidBody), (body) => {
        const result = contactSubmissionSchema.safeParse(body);
        if (!result.success) {
          expect(result.error.issues.length).toBeGreaterThan(0);
          return;
        }
        successes += 1;
        for (const [field, maxLength] of Object.entries(maxLengths)) {
          const value = result.data[field as keyof typeof maxLengths];
          if (value === null) continue;
          expect(typeof value).toBe('string');
          expect(value).toBe(value.trim());
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(maxLength);
        }
        expect(result.data.email).toBe(result.data.email.toLowerCase());
        expect(Object.keys(result.data)).not.toContain('extra');
      }),
      { numRuns: 2000 },
    );
    expect(successes).toBeGreaterThan(50);
  });
});
