import { describe, expect, it } from 'vitest';
import {
  firstUtcDay,
  invalidUtcDayMessage,
  isBoundedUtcInstant,
  lastUtcDay,
  utcDayOutOfRangeMessage,
  utcDaySchema,
} from './utc-days.ts';

function messages(value: unknown): string[] {
  const result = utcDaySchema.safeParse(value);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('utcDaySchema', () => {
  it('takes a real day from the first to the last day of the bounds', () => {
    for (const day of [firstUtcDay, '2024-02-29', '2026-11-25', lastUtcDay]) {
      expect(utcDaySchema.parse(day)).toBe(day);
    }
  });

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-1-01',
    '1/2/2026',
    '+02026-01-01',
    '2026-01-01T00:00Z',
  ])('refuses %j as not a day, with one message', (day) => {
    expect(messages(day)).toEqual([invalidUtcDayMessage]);
  });

  it('refuses what is not text', () => {
    expect(messages(20260101)).toEqual([invalidUtcDayMessage]);
  });

  // PostgreSQL has no year 0 and reads 0000-01-01 as an error; 9999-12-31 plus a day is a
  // five-digit year, which the reports' period bounds would then hand it.
  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9995-01-02', '9999-12-31'])(
    'refuses the real day %j outside the bounds',
    (day) => {
      expect(messages(day)).toEqual([utcDayOutOfRangeMessage]);
    },
  );

  it('names the bounds in its message', () => {
    expect(utcDayOutOfRangeMessage).toBe('Dates must be from 1900-01-01 to 2999-12-31');
  });
});

describe('isBoundedUtcInstant', () => {
  it('takes a time as PostgreSQL writes it, microseconds and all', () => {
    expect(isBoundedUtcInstant('2026-11-25T14:19:00.123456Z')).toBe(true);
    expect(isBoundedUtcInstant(`${firstUtcDay}T00:00:00.000000Z`)).toBe(true);
    expect(isBoundedUtcInstant(`${lastUtcDay}T23:59:59.999999Z`)).toBe(true);
  });

  it.each([
    '2026-99-99T99:99:99.000000Z',
    '2026-02-30T10:00:00.000000Z',
    '2026-11-25T24:00:00.000000Z',
    '2026-11-25T23:60:00.000000Z',
    '2026-11-25T23:59:60.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '1899-12-31T23:59:59.999999Z',
    '3000-01-01T00:00:00.000000Z',
    '2026-11-25T14:19:00.123Z',
    '2026-11-25T14:19:00.123456',
    '2026-11-25 14:19:00.123456Z',
    '',
  ])('refuses %j', (value) => {
    expect(isBoundedUtcInstant(value)).toBe(false);
  });
});
