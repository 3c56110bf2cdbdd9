import { describe, expect, it } from 'vitest';
import { knownDeviceCookieName } from '@app/domain';
import {
  blogArticles,
  blogCategories,
  blogPageContent,
  blogParagraphSeparator,
  type BlogArticle,
} from './blog.ts';
import { cookieConsentChoices, cookieConsentStorageKey, cookieNotice } from './cookie-notice.ts';
import {
  cookiePolicy,
  legalDocuments,
  privacyPolicy,
  termsOfService,
  type LegalDocument,
} from './legal.ts';

const dayInMilliseconds = 24 * 60 * 60 * 1000;

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const paragraphsOf = (article: BlogArticle): string[] =>
  article.content.split(blogParagraphSeparator);

const fullText = (document: LegalDocument): string =>
  [
    document.title,
    document.description,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.items ?? []),
    ]),
  ].join('\n');

describe('blog articles', () => {
  it('has six articles with unique ids', () => {
    expect(blogArticles).toHaveLength(6);
    expect(new Set(blogArticles.map((article) => article.id)).size).toBe(6);
  });

  it('covers each of the six categories exactly once', () => {
    expect(blogArticles.map((article) => article.category).sort()).toEqual(
      [...blogCategories].sort(),
    );
    expect(blogCategories).toEqual([
      'Future of Work',
      'Business Impact',
      'Market Analysis',
      'Cost Strategy',
      'Team Integration',
      'Competitive Strategy',
    ]);
  });

  it('is dated one article per day from 28 September to 3 October 2025, in order', () => {
    const dates = blogArticles.map((article) => article.date);
    expect(dates[0]).toBe('2025-09-28');
    expect(dates.at(-1)).toBe('2025-10-03');
    for (const [index, date] of dates.entries()) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (index === 0) continue;
      const previous = dates[index - 1] ?? '';
      expect(Date.parse(date) - Date.parse(previous)).toBe(dayInMilliseconds);
    }
  });

  it.each(blogArticles)('article $id is a substantial piece of 600 to 900 words', (article) => {
    const words = wordCount(article.content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(900);
  });

  it.each(blogArticles)('article $id splits into several non-empty paragraphs', (article) => {
    const paragraphs = paragraphsOf(article);
    expect(paragraphs.length).toBeGreaterThanOrEqual(6);
    for (const paragraph of paragraphs) {
      expect(paragraph.trim()).toBe(paragraph);
      expect(wordCount(paragraph)).toBeGreaterThanOrEqual(20);
    }
  });

  it('credits only the two co-founders and gives every article 3 or 4 tags and an icon', () => {
    for (const article of blogArticles) {
      expect(['Daniel Whitford', 'Tran Minh Khoa']).toContain(article.author);
      expect(article.tags.length).toBeGreaterThanOrEqual(3);
      expect(article.tags.length).toBeLessThanOrEqual(4);
      expect(article.icon).toBeTruthy();
      expect(article.title.trim()).not.toBe('');
      expect(article.excerpt.trim()).not.toBe('');
    }
  });

  it('has the blog page texts the spec names', () => {
    expect(blogPageContent.callToAction.description).toContain('200+ companies');
    expect(blogPageContent.articleOverlay.getStartedLabel).toBe("Let's Get Started");
    expect(blogPageContent.card.readMoreLabel).toBe('Read Full Article');
  });
});

describe('legal documents', () => {
  it('has the three documents on their routes, all last updated July 2025', () => {
    expect(legalDocuments.map((document) => document.slug)).toEqual([
      'privacy-policy',
      'terms-of-service',
      'cookie-policy',
    ]);
    for (const document of legalDocuments) {
      expect(document.lastUpdated).toBe('July 2025');
      expect(document.sections.length).toBeGreaterThanOrEqual(5);
      expect(fullText(document)).toContain('41 683 927 150');
    }
  });

  it('states the payment and termination terms', () => {
    const terms = fullText(termsOfService);
    expect(terms).toContain('2% per month');
    expect(terms).toContain('include GST');
    expect(terms).toContain('Australian dollars (AUD)');
    expect(terms).toContain("14 days' written notice");
  });

  it('states retention, unsubscribe, small-business and GDPR positions in the privacy policy', () => {
    const privacy = fullText(privacyPolicy);
    expect(privacy).toContain('about 2 years');
    expect(privacy).toContain('within five business days');
    expect(privacy).toContain('$3 million');
    expect(privacy).toContain('Australian Privacy Principles');
    expect(privacy).toContain('GDPR');
  });

  it('lists one persistent consent entry and the two third-party services in the cookie policy', () => {
    const cookies = fullText(cookiePolicy);
    expect(cookies).toContain('exactly one persistent entry');
    expect(cookies).toContain(cookieConsentStorageKey);
    expect(cookies).toContain(`"${cookieConsentChoices.accepted}"`);
    expect(cookies).toContain(`"${cookieConsentChoices.declined}"`);
    expect(cookies).toContain(`strictly necessary cookie, ${knownDeviceCookieName}`);
    expect(cookies).toContain('Cloudflare Turnstile');
    expect(cookies).toContain('self-hosted');
    expect(cookies).toContain('We do not use analytics cookies');
  });

  it('contains no placeholder text', () => {
    for (const document of legalDocuments) {
      expect(fullText(document)).not.toMatch(
        /lorem|ipsum|TODO|TBD|\[[^\]]*\]|\{\{|undefined|null/i,
      );
    }
  });
});

describe('cookie notice', () => {
  it('makes the claims and offers the choices the spec names', () => {
    const text = `${cookieNotice.message} ${cookieNotice.thirdPartyNote}`;
    expect(text).toContain('Australian privacy law');
    expect(text).toContain('GDPR');
    expect(text).toContain('no analytics cookies');
    expect(text).toContain('Fonts are self-hosted');
    expect(text).toContain('captcha that may set cookies (Cloudflare Turnstile)');
    expect(cookieNotice.acceptLabel).toBe('Accept');
    expect(cookieNotice.declineLabel).toBe('Decline');
    expect(cookieNotice.closeLabel.trim()).not.toBe('');
    expect(cookieNotice.policyHref).toBe('/cookie-policy');
  });
});

describe('the third parties named by the cookie notice and the policies', () => {
  const noticeText = `${cookieNotice.message} ${cookieNotice.thirdPartyNote}`;
  const passages = [
    noticeText,
    ...[cookiePolicy, privacyPolicy].flatMap((document) =>
      document.sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]),
    ),
  ];

  it('include no fonts service, as the fonts are self-hosted', () => {
    expect(passages.filter((passage) => /google/i.test(passage))).toEqual([]);
    expect(noticeText).toContain('self-hosted');
    expect(fullText(cookiePolicy)).toContain(
      'Your browser makes no request to a third-party fonts service',
    );
  });

  it('include Cloudflare Turnstile only as the captcha of the forms and the staff sign-in, which use it', () => {
    const namingTurnstile = passages.filter((passage) => passage.includes('Turnstile'));
    expect(namingTurnstile.length).toBeGreaterThanOrEqual(3);
    expect(namingTurnstile.filter((passage) => !passage.includes('staff sign-in'))).toEqual([]);
    expect(noticeText).toContain('only our forms and staff sign-in');
    expect(fullText(cookiePolicy)).toContain(
      'No third-party service sets cookies or receives your details through the public pages of this website',
    );
  });
});
