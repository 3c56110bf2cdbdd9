import { describe, expect, it } from 'vitest';
import { pickSearchParams, reportParams } from './admin-link-params.ts';
import { reportViewFromSearch, reportViewPeriod, reportViewSearch } from './report-view.ts';

describe('reportViewFromSearch', () => {
  it('is null when the address names no report param', () => {
    expect(reportViewFromSearch({})).toBeNull();
  });

  it('reads the last N days, as the router parses them or as text', () => {
    expect(reportViewFromSearch({ reportDays: 30 })).toEqual({ days: 30 });
    expect(reportViewFromSearch({ reportDays: '365' })).toEqual({ days: 365 });
  });

  it('reads a range, which wins over a number of days', () => {
    expect(
      reportViewFromSearch({ reportDays: 30, reportFrom: '2026-01-01', reportTo: '2026-03-31' }),
    ).toEqual({ range: { from: '2026-01-01', to: '2026-03-31' } });
  });

  it('falls back to the last 90 days for a value it cannot use', () => {
    expect(reportViewFromSearch({ reportDays: 7 })).toEqual({ days: 90 });
    expect(reportViewFromSearch({ reportFrom: '2026-02-30', reportTo: '2026-03-01' })).toEqual({
      days: 90,
    });
    expect(reportViewFromSearch({ reportFrom: '2026-03-02', reportTo: '2026-03-01' })).toEqual({
      days: 90,
    });
    expect(reportViewFromSearch({ reportFrom: '9995-01-02', reportTo: '9999-12-31' })).toEqual({
      days: 90,
    });
  });
});

describe('reportViewSearch', () => {
  it('writes one kind of period and clears the other', () => {
    expect(reportViewSearch({ days: 30 })).toEqual({
      reportDays: 30,
      reportFrom: undefined,
      reportTo: undefined,
    });
    expect(reportViewSearch({ range: { from: '2026-01-01', to: '2026-01-31' } })).toEqual({
      reportDays: undefined,
      reportFrom: '2026-01-01',
      reportTo: '2026-01-31',
    });
  });
});

describe('reportViewPeriod', () => {
  it('counts the last N days back from today, today included', () => {
    expect(reportViewPeriod({ days: 30 }, new Date('2026-11-26T23:59:00Z'))).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
    });
  });

  it('keeps a range as it is', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(reportViewPeriod({ range }, new Date('2026-11-26T00:00:00Z'))).toEqual(range);
  });
});

describe('pickSearchParams with the report params', () => {
  it('keeps the report params and nothing else', () => {
    expect(
      pickSearchParams({ reportDays: 30, reportFrom: 'x', reportTo: 'y', q: 'acme' }, reportParams),
    ).toEqual({ reportDays: 30, reportFrom: 'x', reportTo: 'y' });
  });
});
