import { describe, expect, it } from 'vitest';
import { adminLinkParams, crmFilterParams, pickSearchParams } from './admin-link-params.ts';
import { adminLinkSearchSchema } from './admin-links.ts';

describe('adminLinkSearchSchema', () => {
  it('reads the ids of lead and application links, as numbers or digit text', () => {
    expect(adminLinkSearchSchema.parse({ lead: 12 })).toEqual({ lead: 12 });
    expect(adminLinkSearchSchema.parse({ application: '7' })).toEqual({ application: 7 });
    expect(adminLinkSearchSchema.parse({})).toEqual({});
  });

  it('keeps a malformed id as text, so the screen can name it', () => {
    expect(adminLinkSearchSchema.parse({ lead: 'abc' })).toEqual({ lead: 'abc' });
    expect(adminLinkSearchSchema.parse({ lead: -3 })).toEqual({ lead: '-3' });
    expect(adminLinkSearchSchema.parse({ lead: 1.5 })).toEqual({ lead: '1.5' });
    expect(adminLinkSearchSchema.parse({ application: { id: 1 } })).toEqual({
      application: '{"id":1}',
    });
  });

  it('drops any other search param', () => {
    expect(adminLinkSearchSchema.parse({ lead: 3, utm_source: 'mail' })).toEqual({ lead: 3 });
  });
});

describe('pickSearchParams', () => {
  const linkParams = Object.values(adminLinkParams);

  it('keeps the lead and application params as the address holds them, and nothing else', () => {
    expect(
      pickSearchParams({ lead: 12, application: 'x', utm_source: 'mail' }, linkParams),
    ).toEqual({
      lead: 12,
      application: 'x',
    });
    expect(pickSearchParams({ tab: 'crm' }, linkParams)).toEqual({});
  });

  it('keeps the search and filter params where a route reads them', () => {
    expect(
      pickSearchParams(
        { q: 'acme', from: '2026-01-01', to: 'x', teamSize: '4-7', tab: 1, lead: 3 },
        crmFilterParams,
      ),
    ).toEqual({ q: 'acme', from: '2026-01-01', to: 'x', teamSize: '4-7' });
  });
});
