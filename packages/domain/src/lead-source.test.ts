import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from './contact.ts';
import type { LeadSource } from './contracts/leads.ts';
import { describeLeadSource, leadSourceOf } from './lead-source.ts';

const specPayload = {
  name: 'Daniel Whitford',
  email: 'daniel@example.com',
  contact: '+61 2 5550 4821',
  company: 'Acme Pty Ltd',
  teamSize: '4-7',
  message: 'We need two developers.',
};

const unknownSource: LeadSource = {
  sourcePage: null,
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

function parsed(fields: Record<string, unknown>) {
  return contactSubmissionSchema.parse({ ...specPayload, ...fields });
}

function messages(fields: Record<string, unknown>): string[] {
  const result = contactSubmissionSchema.safeParse({ ...specPayload, ...fields });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the source fields of a contact submission', () => {
  it('leaves the spec payload as it was: no source field appears', () => {
    const submission = contactSubmissionSchema.parse(specPayload);
    expect(Object.keys(submission).sort()).toEqual(
      ['company', 'contact', 'email', 'message', 'name', 'teamSize'].sort(),
    );
    expect(leadSourceOf(submission)).toEqual(unknownSource);
  });

  it('keeps every field sent, trimmed', () => {
    const submission = parsed({
      sourcePage: ' /contact ',
      landingPage: '/react-nodejs',
      referrer: 'https://www.google.com/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-2026',
    });
    expect(leadSourceOf(submission)).toEqual({
      sourcePage: '/contact',
      landingPage: '/react-nodejs',
      referrer: 'https://www.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-2026',
    });
  });

  it('refuses a field that is not text, naming it', () => {
    expect(messages({ utmCampaign: 7 })).toEqual(['UTM campaign must be text']);
    expect(messages({ landingPage: ['/'] })).toEqual(['Landing page must be text']);
    expect(messages({ referrer: { href: 'x' } })).toEqual(['Referrer must be text']);
  });

  it('takes blank and whitespace-only values as absent', () => {
    expect(leadSourceOf(parsed({ utmSource: '', utmMedium: '   ', sourcePage: '\n' }))).toEqual(
      unknownSource,
    );
  });

  it('cuts a long value instead of refusing the enquiry', () => {
    const submission = parsed({
      landingPage: `/${'a'.repeat(600)}`,
      utmCampaign: 'c'.repeat(150),
      utmSource: `${'s'.repeat(99)}😀😀`,
    });
    expect(submission.landingPage).toHaveLength(500);
    expect(submission.utmCampaign).toBe('c'.repeat(100));
    // Cut by characters: the emoji's surrogate pair is never split.
    expect(submission.utmSource).toBe(`${'s'.repeat(99)}😀`);
  });

  it('removes characters that cannot be stored instead of refusing', () => {
    expect(parsed({ utmSource: 'news\u0000letter\uD800' }).utmSource).toBe('newsletter');
  });

  it('keeps only the referring site’s origin, never its path or query', () => {
    expect(
      parsed({ referrer: 'https://mail.example.com/inbox?to=ann@example.com#x' }).referrer,
    ).toBe('https://mail.example.com');
    expect(parsed({ referrer: 'http://localhost:5173/path' }).referrer).toBe(
      'http://localhost:5173',
    );
  });

  it('drops a referrer that is no web address', () => {
    expect(parsed({ referrer: 'not a url' }).referrer).toBeUndefined();
    expect(parsed({ referrer: 'javascript:alert(1)' }).referrer).toBeUndefined();
    expect(parsed({ referrer: 'android-app://com.google.android.gm/' }).referrer).toBeUndefined();
  });
});

describe('describeLeadSource', () => {
  it('names the landing page and the campaign', () => {
    expect(
      describeLeadSource({
        ...unknownSource,
        sourcePage: '/contact',
        landingPage: '/react-nodejs',
        utmSource: 'x',
        utmCampaign: 'spring-2026',
      }),
    ).toBe('from /react-nodejs, campaign spring-2026');
  });

  it('falls back to the page the form was sent from', () => {
    expect(describeLeadSource({ ...unknownSource, sourcePage: '/contact' })).toBe('from /contact');
  });

  it('names the tagged source and medium when there is no campaign', () => {
    expect(
      describeLeadSource({
        ...unknownSource,
        landingPage: '/',
        utmSource: 'newsletter',
        utmMedium: 'email',
      }),
    ).toBe('from /, source newsletter (email)');
    expect(describeLeadSource({ ...unknownSource, utmSource: 'linkedin' })).toBe('source linkedin');
    expect(describeLeadSource({ ...unknownSource, utmMedium: 'cpc' })).toBe('medium cpc');
  });

  it('names the referring site when the visit carried no tags', () => {
    expect(
      describeLeadSource({
        ...unknownSource,
        landingPage: '/blog',
        referrer: 'https://www.google.com',
      }),
    ).toBe('from /blog, referred by https://www.google.com');
  });

  it('answers null when nothing is known', () => {
    expect(describeLeadSource(null)).toBeNull();
    expect(describeLeadSource(unknownSource)).toBeNull();
  });
});
