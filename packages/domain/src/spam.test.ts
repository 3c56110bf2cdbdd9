import { describe, expect, it } from 'vitest';
import { careerSubmissionSchema } from './career.ts';
import { contactSubmissionSchema } from './contact.ts';
import { maximumFormAgeMs, minimumFormFillTimeMs } from './form-guards.ts';
import { botTrapReason } from './spam.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const openedAgo = (ms: number) => now.getTime() - ms;

describe('botTrapReason', () => {
  describe.each([
    ['the login', 'bot'],
    ['a public form', 'not scored'],
  ] as const)('for %s', (_form, missingSubmitTime) => {
    const trap = (input: Parameters<typeof botTrapReason>[0]) =>
      botTrapReason(input, now, { missingSubmitTime });

    it('passes an empty hidden field and a form opened a few seconds ago', () => {
      expect(trap({ honeypot: '', submitTime: openedAgo(5_000) })).toBeUndefined();
      expect(trap({ submitTime: openedAgo(minimumFormFillTimeMs) })).toBeUndefined();
      expect(trap({ submitTime: openedAgo(maximumFormAgeMs) })).toBeUndefined();
    });

    it('catches a filled hidden field first, however long the form was open', () => {
      expect(trap({ honeypot: 'x', submitTime: openedAgo(5_000) })).toBe('honeypot');
      expect(trap({ honeypot: 'x' })).toBe('honeypot');
    });

    it('catches a form sent within a second, opened in the future or more than a day ago', () => {
      expect(trap({ submitTime: openedAgo(minimumFormFillTimeMs - 1) })).toBe('too fast');
      expect(trap({ submitTime: openedAgo(-60_000) })).toBe('too fast');
      expect(trap({ submitTime: openedAgo(maximumFormAgeMs + 1) })).toBe('too fast');
    });
  });

  it('counts a missing submitTime as a bot on the login only', () => {
    expect(botTrapReason({ honeypot: '' }, now, { missingSubmitTime: 'bot' })).toBe('too fast');
    expect(
      botTrapReason({ honeypot: '' }, now, { missingSubmitTime: 'not scored' }),
    ).toBeUndefined();
  });
});

describe('the public forms’ stored schemas', () => {
  it('accept the bot-trap fields as optional additions to the documented payloads', () => {
    const contact = {
      name: 'Olivia Hart',
      email: 'olivia@example.com',
      contact: '+61 2 5550 4821',
    };
    expect(contactSubmissionSchema.parse(contact)).not.toHaveProperty('submitTime');
    expect(
      contactSubmissionSchema.parse({
        ...contact,
        honeypot: '',
        submitTime: 1_760_000_000_000,
        captchaToken: 'token',
      }),
    ).toMatchObject({ honeypot: '', submitTime: 1_760_000_000_000, captchaToken: 'token' });
    expect(careerSubmissionSchema.shape).toHaveProperty('honeypot');
    expect(careerSubmissionSchema.shape).toHaveProperty('submitTime');
    expect(careerSubmissionSchema.shape).toHaveProperty('captchaToken');
    expect(contactSubmissionSchema.safeParse({ ...contact, submitTime: 'yesterday' }).success).toBe(
      false,
    );
  });
});
