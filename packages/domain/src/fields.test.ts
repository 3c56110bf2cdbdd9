import { describe, expect, it } from 'vitest';
import { adminCreateInputSchema, passwordChangeInputSchema } from './admin-accounts.ts';
import { adminLoginSchema } from './admin.ts';
import { rejectApplicationInputSchema } from './applications.ts';
import { careerSubmissionSchema } from './career.ts';
import { contactSubmissionSchema } from './contact.ts';
import { crmFilterSchema } from './crm-views.ts';
import { isStorableText, withoutUnstorableCharacters } from './fields.ts';
import { leadUpdateSchema, markLostInputSchema, noteInputSchema } from './leads.ts';
import { privacyDataKinds, privacyEraseInputSchema, privacySearchInputSchema } from './privacy.ts';
import {
  confirmTwoFactorSchema,
  loginSecondStepSchema,
  passwordConfirmationSchema,
} from './two-factor.ts';
import type { z } from './zod-config.ts';

/** NUL (which PostgreSQL cannot store), another C0 control, DEL and half a UTF-16 pair. */
const unstorable = ['\u0000', '\u0007', '\u007f', '\ud800'];

describe('isStorableText and withoutUnstorableCharacters', () => {
  it('allow tab and line breaks, and characters of every script', () => {
    expect(isStorableText('Nguyễn\tMinh\r\nline 👋')).toBe(true);
    expect(withoutUnstorableCharacters('Nguyễn\tMinh\r\nline 👋')).toBe('Nguyễn\tMinh\r\nline 👋');
  });

  it.each(unstorable)('refuse %j, or drop it', (character) => {
    expect(isStorableText(`a${character}b`)).toBe(false);
    expect(withoutUnstorableCharacters(`a${character}b`)).toBe('ab');
  });
});

const contact = { name: 'Olivia Hart', email: 'olivia@example.com', contact: '+61 2 5550 4821' };
const career = {
  firstName: 'Minh',
  lastName: 'Tran',
  email: 'minh@example.com',
  phone: '+84 28 3822 6190',
  position: 'DevOps Engineer',
  description: 'I have built and run React and Node products for eight years.',
};
const login = { username: 'owner@example.com', password: 'a long passphrase', honeypot: '' };
const noCounts = Object.fromEntries(privacyDataKinds.map((kind) => [kind, 0]));

/**
 * Every text field of every input the API takes, with a valid input around it: the audit of the
 * rule. A new input with text adds its fields here.
 */
const textInputs: [string, string, z.ZodType, Record<string, unknown>][] = [
  ['contact form', 'company', contactSubmissionSchema, contact],
  ['contact form', 'teamSize', contactSubmissionSchema, contact],
  ['contact form', 'message', contactSubmissionSchema, contact],
  ['contact form', 'honeypot', contactSubmissionSchema, contact],
  ['contact form', 'captchaToken', contactSubmissionSchema, contact],
  ['careers form', 'linkedinUrl', careerSubmissionSchema, career],
  ['careers form', 'position', careerSubmissionSchema, career],
  ['careers form', 'description', careerSubmissionSchema, career],
  ['careers form', 'honeypot', careerSubmissionSchema, career],
  ['careers form', 'captchaToken', careerSubmissionSchema, career],
  ['login', 'username', adminLoginSchema, login],
  ['login', 'password', adminLoginSchema, login],
  ['login', 'honeypot', adminLoginSchema, login],
  ['login', 'captchaToken', adminLoginSchema, login],
  ['login second step', 'code', loginSecondStepSchema, { challenge: 'A'.repeat(43), code: '1' }],
  ['two-factor set-up', 'code', confirmTwoFactorSchema, { code: '123456' }],
  ['password confirmation', 'password', passwordConfirmationSchema, { password: 'x' }],
  [
    'password change',
    'currentPassword',
    passwordChangeInputSchema,
    { currentPassword: 'x', newPassword: 'y' },
  ],
  [
    'password change',
    'newPassword',
    passwordChangeInputSchema,
    { currentPassword: 'x', newPassword: 'y' },
  ],
  ['new admin', 'email', adminCreateInputSchema, { email: 'new@example.com' }],
  ['CRM filter', 'q', crmFilterSchema, {}],
  ['CRM filter', 'position', crmFilterSchema, {}],
  ['lead note', 'note', noteInputSchema, { note: 'Called' }],
  ['lead change', 'lostReason', leadUpdateSchema, { lostReason: 'Budget' }],
  ['lead lost', 'reason', markLostInputSchema, { id: 1, reason: 'Budget' }],
  ['application rejected', 'reason', rejectApplicationInputSchema, { id: 1, reason: 'Filled' }],
  ['privacy search', 'email', privacySearchInputSchema, { email: 'olivia@example.com' }],
  [
    'privacy erasure',
    'email',
    privacyEraseInputSchema,
    { email: 'o@example.com', expected: noCounts },
  ],
];

describe('every text input', () => {
  it.each(textInputs)('%s: takes its valid input (%s)', (_input, _field, schema, valid) => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(textInputs)(
    '%s: refuses characters that cannot be stored in %s',
    (_input, field, schema, valid) => {
      const text = typeof valid[field] === 'string' ? valid[field] : 'Text';
      for (const character of unstorable) {
        const issues = schema.safeParse({ ...valid, [field]: `${text}${character}` }).error?.issues;
        // Refused, and for this field alone: its message is the answer's.
        expect(issues?.map((issue) => issue.path)).toEqual(issues?.map(() => [field]));
        expect(issues).not.toEqual(undefined);
      }
    },
  );
});
