import { describe, expect, it } from 'vitest';
import { careerPositionChoices, openPositionTitles } from './career-positions.ts';
import { careerFormSchema } from './career-form.ts';
import { careerSubmissionSchema } from './career.ts';
import { submissionKeyMessage } from './fields.ts';

const description = 'I have built and run React and Node products for eight years in small teams.';

const validApplication = {
  firstName: 'Minh',
  lastName: 'Tran',
  email: 'minh@example.com',
  phone: '+84 28 3822 6190',
  linkedinUrl: 'https://www.linkedin.com/in/minh-tran',
  position: 'DevOps Engineer',
  description,
};

function submissionMessages(body: unknown): string[] {
  const result = careerSubmissionSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function formMessages(values: unknown): string[] {
  const result = careerFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('positions', () => {
  it('lists the four open positions and adds General Application as a choice', () => {
    expect(openPositionTitles).toEqual([
      'Senior Full Stack Developer',
      'DevOps Engineer',
      'Mobile Developer React Native',
      'Technical Lead',
    ]);
    expect(careerPositionChoices).toEqual([...openPositionTitles, 'General Application']);
  });
});

describe('careerFormSchema', () => {
  it('accepts a valid form, with or without a LinkedIn URL', () => {
    expect(formMessages(validApplication)).toEqual([]);
    expect(formMessages({ ...validApplication, linkedinUrl: '' })).toEqual([]);
    expect(formMessages({ ...validApplication, linkedinUrl: undefined })).toEqual([]);
  });

  it('shows each page message for its rule, in field order', () => {
    expect(
      formMessages({
        firstName: 'M',
        lastName: 'T',
        email: 'minh',
        phone: '123456789',
        linkedinUrl: 'linkedin',
        position: '',
        description: 'x'.repeat(49),
      }),
    ).toEqual([
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please enter a valid LinkedIn URL',
      'Please select a position',
      'Please provide at least 50 characters describing why we should hire you',
    ]);
  });

  it('accepts exactly the minimum lengths', () => {
    expect(
      formMessages({
        ...validApplication,
        firstName: 'Al',
        lastName: 'Li',
        phone: '1234567890',
        description: 'x'.repeat(50),
      }),
    ).toEqual([]);
  });

  it('accepts only https addresses on LinkedIn', () => {
    for (const linkedinUrl of ['javascript:alert(1)', 'https://evil.example/in/minh']) {
      expect(formMessages({ ...validApplication, linkedinUrl })).toEqual([
        'Please enter a valid LinkedIn URL',
      ]);
    }
  });
});

describe('careerSubmissionSchema', () => {
  it('accepts a valid body and returns it trimmed with a lower-cased email', () => {
    expect(
      careerSubmissionSchema.parse({
        firstName: ' Minh ',
        lastName: ' Tran',
        email: ' Minh@Example.com ',
        phone: ' +84 28 3822 6190 ',
        linkedinUrl: ' https://www.linkedin.com/in/minh-tran ',
        position: ' DevOps Engineer ',
        description: `  ${description}  `,
        unknownKey: 'dropped',
      }),
    ).toEqual(validApplication);
  });

  it('takes an optional UUID submission key and refuses any other with one clear message', () => {
    expect(careerSubmissionSchema.parse(validApplication)).not.toHaveProperty('submissionKey');
    const submissionKey = 'a3a1c6de-5c5b-4b8e-8f0e-2d4c1b9e7f60';
    expect(careerSubmissionSchema.parse({ ...validApplication, submissionKey })).toEqual({
      ...validApplication,
      submissionKey,
    });
    for (const invalidKey of ['', 'not-a-uuid', 7, null]) {
      expect(submissionMessages({ ...validApplication, submissionKey: invalidKey })).toEqual([
        submissionKeyMessage,
      ]);
    }
  });

  it('turns a blank, whitespace-only, null or missing LinkedIn URL into null', () => {
    for (const linkedinUrl of ['', '   ', null, undefined]) {
      expect(
        careerSubmissionSchema.parse({ ...validApplication, linkedinUrl }).linkedinUrl,
      ).toBeNull();
    }
  });

  it('checks first and last names: required, max 50, letters only', () => {
    expect(submissionMessages({ ...validApplication, firstName: ' ' })[0]).toBe(
      'First name is required',
    );
    expect(submissionMessages({ ...validApplication, firstName: undefined })).toEqual([
      'First name is required',
    ]);
    expect(submissionMessages({ ...validApplication, firstName: 'f'.repeat(51) })).toEqual([
      'First name too long',
    ]);
    expect(submissionMessages({ ...validApplication, firstName: 'M1nh' })).toEqual([
      'Invalid characters in first name',
    ]);
    expect(submissionMessages({ ...validApplication, lastName: '' })[0]).toBe(
      'Last name is required',
    );
    expect(submissionMessages({ ...validApplication, lastName: 7 })).toEqual([
      'Last name is required',
    ]);
    expect(submissionMessages({ ...validApplication, lastName: 'l'.repeat(51) })).toEqual([
      'Last name too long',
    ]);
    expect(submissionMessages({ ...validApplication, lastName: 'Tr@n' })).toEqual([
      'Invalid characters in last name',
    ]);
    expect(
      submissionMessages({
        ...validApplication,
        firstName: 'f'.repeat(50),
        lastName: "Nguyễn-O'Hara",
      }),
    ).toEqual([]);
  });

  it('checks the email like the contact submission', () => {
    expect(submissionMessages({ ...validApplication, email: 'minh@' })).toEqual([
      'Invalid email address',
    ]);
    expect(submissionMessages({ ...validApplication, email: null })).toEqual([
      'Invalid email address',
    ]);
    expect(
      submissionMessages({
        ...validApplication,
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
      }),
    ).toEqual(['Email too long']);
  });

  it('checks the phone: 10 to 20 characters of the contact character set', () => {
    expect(submissionMessages({ ...validApplication, phone: '123456789' })).toEqual([
      'Phone number too short',
    ]);
    expect(submissionMessages({ ...validApplication, phone: undefined })).toEqual([
      'Phone number too short',
    ]);
    expect(submissionMessages({ ...validApplication, phone: '1'.repeat(21) })).toEqual([
      'Phone number too long',
    ]);
    expect(submissionMessages({ ...validApplication, phone: '0412 345 678#' })).toEqual([
      'Invalid phone format',
    ]);
    expect(submissionMessages({ ...validApplication, phone: '(028) 3822-6190' })).toEqual([]);
  });

  it('accepts only https addresses on linkedin.com or its subdomains, of at most 255 characters', () => {
    for (const linkedinUrl of [
      'https://linkedin.com/in/minh',
      'https://www.linkedin.com/in/minh',
      'https://au.linkedin.com/in/minh?trk=x',
      'https://WWW.LinkedIn.com/in/minh',
    ]) {
      expect(submissionMessages({ ...validApplication, linkedinUrl })).toEqual([]);
    }
    for (const linkedinUrl of [
      'javascript:alert(1)',
      'http://linkedin.com/in/minh',
      'ftp://linkedin.com/in/minh',
      'linkedin.com/in/minh',
      'https://',
      'https://evil.example/in/minh',
      'https://notlinkedin.com/in/minh',
      'https://linkedin.com.evil.example/in/minh',
      'https://www.linkedin.com@evil.example/in/minh',
      'https://user:pw@www.linkedin.com/in/minh',
      'https://www.linkedin.com:8443/in/minh',
    ]) {
      expect(submissionMessages({ ...validApplication, linkedinUrl })).toEqual([
        'Invalid LinkedIn URL',
      ]);
    }
    const longUrl = `https://www.linkedin.com/in/${'m'.repeat(230)}`;
    expect(submissionMessages({ ...validApplication, linkedinUrl: longUrl })).toEqual([
      'LinkedIn URL too long',
    ]);
    expect(submissionMessages({ ...validApplication, linkedinUrl: 42 })).toEqual([
      'LinkedIn URL must be text',
    ]);
  });

  it('requires a position of at most 100 characters', () => {
    expect(submissionMessages({ ...validApplication, position: '  ' })).toEqual([
      'Position is required',
    ]);
    expect(submissionMessages({ ...validApplication, position: undefined })).toEqual([
      'Position is required',
    ]);
    expect(submissionMessages({ ...validApplication, position: 'p'.repeat(101) })).toEqual([
      'Position too long',
    ]);
  });

  it('requires a description of 10 to 3000 characters', () => {
    expect(submissionMessages({ ...validApplication, description: ' 123456789 ' })).toEqual([
      'Description too short',
    ]);
    expect(submissionMessages({ ...validApplication, description: undefined })).toEqual([
      'Description too short',
    ]);
    expect(submissionMessages({ ...validApplication, description: 'd'.repeat(3001) })).toEqual([
      'Description too long',
    ]);
    expect(submissionMessages({ ...validApplication, description: 'd'.repeat(3000) })).toEqual([]);
  });

  it.each([
    ['position', 'Position'],
    ['description', 'Description'],
    ['linkedinUrl', 'LinkedIn URL'],
  ] as const)('refuses control characters in %s', (field, label) => {
    const valid = validApplication[field];
    for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\ud800']) {
      expect(
        submissionMessages({ ...validApplication, [field]: `${valid}${character}tail` })[0],
      ).toBe(`${label} contains characters that are not allowed`);
    }
  });

  it('keeps tabs and line breaks in the description', () => {
    const text = `${description}\n\tSecond line\r\nThird 🚀`;
    expect(
      careerSubmissionSchema.parse({ ...validApplication, description: text }).description,
    ).toBe(text);
  });

  it('orders issues by field, then by rule', () => {
    expect(submissionMessages({ linkedinUrl: 'javascript:alert(1)' })).toEqual([
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number too short',
      'Invalid LinkedIn URL',
      'Position is required',
      'Description too short',
    ]);
  });
});
