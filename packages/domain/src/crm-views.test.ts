import { describe, expect, it } from 'vitest';
import {
  crmFilterFromSearch,
  crmFilterSchema,
  isCrmFilterActive,
  leadPageInputSchema,
  pageCursorSchema,
  submissionPageInputSchema,
} from './crm-views.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('crmFilterSchema', () => {
  it('trims the search and drops an empty one', () => {
    expect(crmFilterSchema.parse({ q: '  Acme  ' })).toEqual({ q: 'Acme' });
    expect(crmFilterSchema.parse({ q: '   ' })).toEqual({});
  });

  it('refuses a search with characters no stored text holds (NUL, controls, lone surrogates)', () => {
    for (const q of ['a\u0000b', 'a\u0007b', '\ud800']) {
      expect(messages(crmFilterSchema.safeParse({ q }))).toEqual([
        'Search contains characters that are not allowed',
      ]);
    }
    expect(crmFilterSchema.parse({ q: 'Nguyễn\tMinh' })).toEqual({ q: 'Nguyễn\tMinh' });
  });

  it('refuses a search longer than 100 characters', () => {
    expect(messages(crmFilterSchema.safeParse({ q: 'a'.repeat(101) }))).toEqual([
      'Search must be at most 100 characters',
    ]);
  });

  it('accepts real days only, and a range that does not run backwards', () => {
    expect(crmFilterSchema.parse({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(crmFilterSchema.parse({ from: '2026-02-01', to: '2026-02-01' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-01',
    });
    expect(messages(crmFilterSchema.safeParse({ from: '2026-02-30' }))).toEqual([
      'Dates must be real days written as YYYY-MM-DD',
    ]);
    expect(messages(crmFilterSchema.safeParse({ to: '1/2/2026' }))).toEqual([
      'Dates must be real days written as YYYY-MM-DD',
    ]);
    expect(messages(crmFilterSchema.safeParse({ from: '2026-03-01', to: '2026-02-01' }))).toEqual([
      'The start date must be on or before the end date',
    ]);
  });

  it('refuses days PostgreSQL cannot hold, such as year 0, naming the bounds', () => {
    expect(messages(crmFilterSchema.safeParse({ from: '0000-01-01' }))).toEqual([
      'Dates must be from 1900-01-01 to 2999-12-31',
    ]);
    expect(messages(crmFilterSchema.safeParse({ to: '9999-12-31' }))).toEqual([
      'Dates must be from 1900-01-01 to 2999-12-31',
    ]);
  });

  it("accepts the contact form's team sizes only", () => {
    expect(crmFilterSchema.parse({ teamSize: '16+' })).toEqual({ teamSize: '16+' });
    expect(messages(crmFilterSchema.safeParse({ teamSize: '100' }))).toEqual([
      'Team size must be one of 1-3, 4-7, 8-15, 16+',
    ]);
  });

  it('takes a position as typed, trimmed, up to 100 characters', () => {
    expect(crmFilterSchema.parse({ position: ' DevOps Engineer ' })).toEqual({
      position: 'DevOps Engineer',
    });
    expect(crmFilterSchema.parse({ position: '  ' })).toEqual({});
    expect(messages(crmFilterSchema.safeParse({ position: 'x'.repeat(101) }))).toEqual([
      'Position must be at most 100 characters',
    ]);
  });
});

describe('crmFilterFromSearch', () => {
  it('keeps the valid values of an address and drops the others one by one', () => {
    expect(
      crmFilterFromSearch({ q: ' ali ', from: '2026-13-01', to: '2026-05-01', teamSize: '4-7' }),
    ).toEqual({ q: 'ali', to: '2026-05-01', teamSize: '4-7' });
    expect(crmFilterFromSearch({ q: 42, teamSize: 'many' })).toEqual({});
    expect(crmFilterFromSearch({ position: 'Technical Lead', teamSize: 'many' })).toEqual({
      position: 'Technical Lead',
    });
  });

  it('drops an end date before the start date', () => {
    expect(crmFilterFromSearch({ from: '2026-05-02', to: '2026-05-01' })).toEqual({
      from: '2026-05-02',
    });
  });
});

describe('isCrmFilterActive', () => {
  it('is false for no filter and true for any one', () => {
    expect(isCrmFilterActive({})).toBe(false);
    expect(isCrmFilterActive({ teamSize: '1-3' })).toBe(true);
    expect(isCrmFilterActive({ to: '2026-01-01' })).toBe(true);
    expect(isCrmFilterActive({ position: 'General Application' })).toBe(true);
  });
});

describe('page inputs', () => {
  it('start at the first page of 50 with no filter', () => {
    expect(leadPageInputSchema.parse({ stage: 'new' })).toEqual({
      stage: 'new',
      filter: {},
      limit: 50,
    });
    expect(submissionPageInputSchema.parse({ cursor: null })).toEqual({
      filter: {},
      cursor: null,
      limit: 50,
    });
  });

  it('refuse an unknown stage, a limit out of range and a malformed cursor', () => {
    expect(messages(leadPageInputSchema.safeParse({ stage: 'lost' }))).toEqual(['Invalid stage']);
    expect(messages(submissionPageInputSchema.safeParse({ limit: 101 }))).toEqual([
      'Limit must be a whole number from 1 to 100',
    ]);
    expect(messages(submissionPageInputSchema.safeParse({ limit: 0 }))).toEqual([
      'Limit must be a whole number from 1 to 100',
    ]);
    expect(messages(pageCursorSchema.safeParse({ at: '2026-11-25T14:19:00.123Z', id: 3 }))).toEqual(
      ['Invalid page cursor'],
    );
    expect(
      messages(pageCursorSchema.safeParse({ at: '2026-99-99T99:99:99.000000Z', id: 3 })),
    ).toEqual(['Invalid page cursor']);
    expect(pageCursorSchema.parse({ at: '2026-11-25T14:19:00.123456Z', id: 3 })).toEqual({
      at: '2026-11-25T14:19:00.123456Z',
      id: 3,
    });
  });
});
