import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactFormSchema, teamSizeOptions } from './contact-form.ts';
import { contactSubmissionSchema } from './contact.ts';
import { submissionKeyMessage } from './fields.ts';
import { firstIssueMessage } from './issues.ts';

const validSubmission = {
  name: 'Daniel Whitford',
  email: 'daniel@example.com',
  contact: '+61 2 5550 4821',
  company: 'Acme Pty Ltd',
  teamSize: '4-7',
  message: 'We need two developers.',
};

function submissionMessages(body: unknown): string[] {
  const result = contactSubmissionSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function formMessages(values: unknown): string[] {
  const result = contactFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('teamSizeOptions', () => {
  it('lists the four bands with their labels', () => {
    expect(teamSizeOptions).toEqual([
      { value: '1-3', label: '1-3 developers' },
      { value: '4-7', label: '4-7 developers' },
      { value: '8-15', label: '8-15 developers' },
      { value: '16+', label: '16+ developers' },
    ]);
  });
});

describe('contactFormSchema', () => {
  const validForm = {
    name: 'Jo',
    email: 'jo@example.com',
    contact: '12345',
    company: '',
    teamSize: '',
    message: '',
  };

  it('accepts the shortest valid values and blank optional fields', () => {
    expect(formMessages(validForm)).toEqual([]);
    expect(formMessages({ name: 'Jo', email: 'jo@example.com', contact: '12345' })).toEqual([]);
  });

  it('requires a name of at least 2 characters', () => {
    expect(formMessages({ ...validForm, name: 'J' })).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(formMessages({ ...validForm, name: ' J ' })).toEqual([
      'Name must be at least 2 characters',
    ]);
  });

  it('requires a valid email address', () => {
    expect(formMessages({ ...validForm, email: 'not-an-email' })).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('requires a contact number of at least 5 characters', () => {
    expect(formMessages({ ...validForm, contact: '1234' })).toEqual([
      'Please enter a valid contact number',
    ]);
  });

  it('reports every failing field at once for the form to show', () => {
    expect(formMessages({ ...validForm, name: '', email: '', contact: '' })).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid contact number',
    ]);
  });
});

describe('contactSubmissionSchema', () => {
  it('accepts a valid body and returns it trimmed, with a lower-cased email', () => {
    const result = contactSubmissionSchema.parse({
      name: '  Daniel Whitford ',
      email: '  Daniel@Example.COM ',
      contact: ' +61 2 5550 4821  ',
      company: ' Acme Pty Ltd ',
      teamSize: ' 4-7 ',
      message: '  We need two developers.\n',
    });
    expect(result).toEqual(validSubmission);
  });

  it('turns blank, whitespace-only, null and missing optional fields into null', () => {
    expect(
      contactSubmissionSchema.parse({
        ...validSubmission,
        company: '',
        teamSize: '   ',
        message: null,
      }),
    ).toEqual({
      ...validSubmission,
      company: null,
      teamSize: null,
      message: null,
    });
    const { name, email, contact } = validSubmission;
    const requiredOnly = { name, email, contact };
    expect(contactSubmissionSchema.parse(requiredOnly)).toEqual({
      ...requiredOnly,
      company: null,
      teamSize: null,
      message: null,
    });
  });

  it('strips unknown keys', () => {
    const result = contactSubmissionSchema.parse({ ...validSubmission, isAdmin: true, id: 7 });
    expect(Object.keys(result).sort()).toEqual([
      'company',
      'contact',
      'email',
      'message',
      'name',
      'teamSize',
    ]);
  });

  describe('submissionKey', () => {
    it('is optional, and kept when it is a UUID', () => {
      expect(contactSubmissionSchema.parse(validSubmission)).not.toHaveProperty('submissionKey');
      const submissionKey = '0b6e3f43-5a36-4f6f-9d3c-8f0a4f1f7c2e';
      expect(
        contactSubmissionSchema.parse({ ...validSubmission, submissionKey }).submissionKey,
      ).toBe(submissionKey);
    });

    it('refuses anything but a UUID with one clear message', () => {
      for (const submissionKey of ['', 'retry-1', '0b6e3f43-5a36-4f6f-9d3c', 42, null, {}]) {
        expect(submissionMessages({ ...validSubmission, submissionKey })).toEqual([
          submissionKeyMessage,
        ]);
      }
    });
  });

  describe('name', () => {
    it('is required, also when missing or not text', () => {
      expect(submissionMessages({ ...validSubmission, name: '' })[0]).toBe('Name is required');
      expect(submissionMessages({ ...validSubmission, name: '   ' })[0]).toBe('Name is required');
      expect(submissionMessages({ ...validSubmission, name: undefined })).toEqual([
        'Name is required',
      ]);
      expect(submissionMessages({ ...validSubmission, name: 42 })).toEqual(['Name is required']);
    });

    it('allows at most 100 characters after trimming', () => {
      expect(submissionMessages({ ...validSubmission, name: 'a'.repeat(100) })).toEqual([]);
      expect(submissionMessages({ ...validSubmission, name: ` ${'a'.repeat(100)} ` })).toEqual([]);
      expect(submissionMessages({ ...validSubmission, name: 'a'.repeat(101) })).toEqual([
        'Name too long',
      ]);
    });

    it('allows letters of any script, spaces, apostrophes and hyphens only', () => {
      for (const name of ["O'Brien-Smith", 'Trần Minh Khoa', 'Zoë Ångström', 'Jo’Anne', '王小明']) {
        expect(submissionMessages({ ...validSubmission, name })).toEqual([]);
      }
      for (const name of ['R2D2', 'Bob <script>', 'Ann_Lee', 'Dr. Who', 'Tab\tName']) {
        expect(submissionMessages({ ...validSubmission, name })).toEqual([
          'Name contains invalid characters',
        ]);
      }
    });

    it('accepts names typed with combining accents by composing them', () => {
      const decomposed = 'Tra\u0302\u0300n';
      expect(contactSubmissionSchema.parse({ ...validSubmission, name: decomposed }).name).toBe(
        'Trần',
      );
    });
  });

  describe('email', () => {
    it('must be a valid address, also when missing or not text', () => {
      expect(submissionMessages({ ...validSubmission, email: 'daniel@' })).toEqual([
        'Invalid email address',
      ]);
      expect(submissionMessages({ ...validSubmission, email: '' })).toEqual([
        'Invalid email address',
      ]);
      expect(submissionMessages({ ...validSubmission, email: undefined })).toEqual([
        'Invalid email address',
      ]);
      expect(submissionMessages({ ...validSubmission, email: ['a@b.co'] })).toEqual([
        'Invalid email address',
      ]);
    });

    it('allows at most 255 characters', () => {
      const localPart = 'a'.repeat(64);
      const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
      const longValidEmail = `${localPart}@${domain}`;
      expect(longValidEmail.length).toBeGreaterThan(255);
      expect(submissionMessages({ ...validSubmission, email: longValidEmail })).toEqual([
        'Email too long',
      ]);
    });
  });

  describe('contact', () => {
    it('needs at least 10 characters after trimming, also when missing or not text', () => {
      expect(submissionMessages({ ...validSubmission, contact: '123456789' })).toEqual([
        'Contact number too short',
      ]);
      expect(submissionMessages({ ...validSubmission, contact: '  123456789  ' })).toEqual([
        'Contact number too short',
      ]);
      expect(submissionMessages({ ...validSubmission, contact: undefined })).toEqual([
        'Contact number too short',
      ]);
      expect(submissionMessages({ ...validSubmission, contact: 1234567890 })).toEqual([
        'Contact number too short',
      ]);
    });

    it('allows at most 20 characters', () => {
      expect(submissionMessages({ ...validSubmission, contact: '1'.repeat(20) })).toEqual([]);
      expect(submissionMessages({ ...validSubmission, contact: '1'.repeat(21) })).toEqual([
        'Contact number too long',
      ]);
    });

    it('allows digits, spaces, hyphens, plus and parentheses only', () => {
      expect(submissionMessages({ ...validSubmission, contact: '+61 (2) 5550-4821' })).toEqual([]);
      expect(submissionMessages({ ...validSubmission, contact: '0412 345 678 ext' })).toEqual([
        'Invalid contact format',
      ]);
      expect(submissionMessages({ ...validSubmission, contact: '0412.345.678' })).toEqual([
        'Invalid contact format',
      ]);
    });
  });

  describe('optional fields', () => {
    it('limit company to 100, team size to 50 and message to 2000 characters', () => {
      expect(
        submissionMessages({
          ...validSubmission,
          company: 'c'.repeat(100),
          teamSize: 't'.repeat(50),
          message: 'm'.repeat(2000),
        }),
      ).toEqual([]);
      expect(submissionMessages({ ...validSubmission, company: 'c'.repeat(101) })).toEqual([
        'Company name too long',
      ]);
      expect(submissionMessages({ ...validSubmission, teamSize: 't'.repeat(51) })).toEqual([
        'Team size too long',
      ]);
      expect(submissionMessages({ ...validSubmission, message: 'm'.repeat(2001) })).toEqual([
        'Message too long',
      ]);
    });

    it('reject values that are not text', () => {
      expect(submissionMessages({ ...validSubmission, company: 12 })).toEqual([
        'Company must be text',
      ]);
      expect(submissionMessages({ ...validSubmission, teamSize: 4 })).toEqual([
        'Team size must be text',
      ]);
      expect(submissionMessages({ ...validSubmission, message: { text: 'hi' } })).toEqual([
        'Message must be text',
      ]);
    });

    it.each([
      ['company', 'Company'],
      ['teamSize', 'Team size'],
      ['message', 'Message'],
    ] as const)('refuse control characters PostgreSQL cannot store in %s', (field, label) => {
      for (const character of ['\u0000', '\u0008', '\u001f', '\u007f', '\udc00']) {
        expect(submissionMessages({ ...validSubmission, [field]: `a${character}b` })).toEqual([
          `${label} contains characters that are not allowed`,
        ]);
      }
    });

    it('keep tabs, line breaks and emoji in the message', () => {
      const message = 'Line one\r\n\tLine two 🚀';
      expect(contactSubmissionSchema.parse({ ...validSubmission, message }).message).toBe(message);
    });
  });

  it.each(['name', 'email', 'contact'] as const)(
    'refuses a NUL character in %s with its own message',
    (field) => {
      const messages = submissionMessages({
        ...validSubmission,
        [field]: `${validSubmission[field]}\u0000`,
      });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/invalid/i);
    },
  );

  it('orders issues by field, then by the order the spec lists the rules', () => {
    expect(
      submissionMessages({
        name: '',
        email: 'x',
        contact: 'abc',
        company: 'c'.repeat(101),
        teamSize: 't'.repeat(51),
        message: 'm'.repeat(2001),
      }),
    ).toEqual([
      'Name is required',
      'Name contains invalid characters',
      'Invalid email address',
      'Contact number too short',
      'Invalid contact format',
      'Company name too long',
      'Team size too long',
      'Message too long',
    ]);
  });

  it('reports every required field for an empty body, name first', () => {
    expect(submissionMessages({})).toEqual([
      'Name is required',
      'Invalid email address',
      'Contact number too short',
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(contactSubmissionSchema.safeParse('name=Jo').success).toBe(false);
    expect(contactSubmissionSchema.safeParse(null).success).toBe(false);
  });
});

describe('firstIssueMessage', () => {
  it("gives the first field's first failing rule", () => {
    const result = contactSubmissionSchema.safeParse({
      ...validSubmission,
      name: 'a'.repeat(101) + '1',
      contact: '1',
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe('Name too long');
  });

  it('falls back to a generic text for an error without issues', () => {
    expect(firstIssueMessage(new z.ZodError([]))).toBe('Invalid input');
  });
});
