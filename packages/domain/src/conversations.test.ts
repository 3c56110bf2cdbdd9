import { describe, expect, it } from 'vitest';
import {
  composeMessageInputSchema,
  fillMergeFields,
  mailTemplateInputSchema,
  mailTemplateTexts,
  unknownMergeFields,
} from './conversations.ts';

describe('merge fields', () => {
  it('fills known fields, spaces inside the braces allowed, and names those left empty once', () => {
    expect(
      fillMergeFields('Hi {{firstName}}, about {{ company }} and {{position}} ({{position}})', {
        firstName: 'Ayesha',
        company: 'Acme',
        position: null,
      }),
    ).toEqual({ text: 'Hi Ayesha, about Acme and  ()', emptyFields: ['position'] });
  });

  it('leaves braces that name no field as staff wrote them', () => {
    expect(fillMergeFields('Use {{ticket}} and {{firstName}}', { firstName: 'Li' }).text).toBe(
      'Use {{ticket}} and Li',
    );
    expect(unknownMergeFields('{{ticket}} {{firstName}} {{ticket}} {{Company}}')).toEqual([
      'ticket',
      'Company',
    ]);
  });
});

describe('a saved template', () => {
  it('is refused with each unknown field named, on its subject or body', () => {
    const result = mailTemplateInputSchema.safeParse({
      name: 'Intro',
      subject: 'Hello {{frstName}}',
      body: 'Dear {{firstName}}, {{teamsize}} engineers',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', mailTemplateTexts.unknownField('frstName')],
      ['body', mailTemplateTexts.unknownField('teamsize')],
    ]);
  });

  it('is kept with known fields', () => {
    expect(
      mailTemplateInputSchema.parse({
        name: ' Intro ',
        subject: 'Your team of {{teamSize}}',
        body: 'Dear {{firstName}},\n\n{{staffName}}',
      }).name,
    ).toBe('Intro');
  });
});

describe('a message from a drawer', () => {
  it('refuses a subject that would write headers of its own', () => {
    const result = composeMessageInputSchema.safeParse({
      record: { kind: 'lead', id: 1 },
      subject: 'Hello\r\nBcc: someone@example.com',
      body: 'Hi',
    });
    expect(result.error?.issues[0]?.message).toBe(mailTemplateTexts.subjectOneLine);
  });
});
