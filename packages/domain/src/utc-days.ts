import { z } from './zod-config.ts';

/**
 * The calendar every date filter, report period and page cursor is checked against: UTC days
 * from `firstUtcDay` to `lastUtcDay`. A day the format allows may still be one PostgreSQL cannot
 * hold (it has no year 0, and `9999-12-31` plus a day no longer fits `YYYY-MM-DD`), and such a
 * value must be refused at the boundary, not fail in a query. The bounds leave room on both
 * sides: a period's end plus a day, a week or a month stays a four-digit year, and no record of
 * this business is older than the first day.
 */
export const firstUtcDay = '1900-01-01';
export const lastUtcDay = '2999-12-31';

export const invalidUtcDayMessage = 'Dates must be real days written as YYYY-MM-DD';
export const utcDayOutOfRangeMessage = `Dates must be from ${firstUtcDay} to ${lastUtcDay}`;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const instantPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** Exactly `YYYY-MM-DD`, and a day the calendar has: the round trip refuses 2026-02-30. */
export function isRealUtcDay(day: string): boolean {
  if (!dayPattern.test(day)) return false;
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A real day within the bounds (the days compare as text, being all of one length). */
export function isBoundedUtcDay(day: string): boolean {
  return isRealUtcDay(day) && day >= firstUtcDay && day <= lastUtcDay;
}

/**
 * A calendar day, `YYYY-MM-DD`, read as a UTC day (the dates the admin screen shows are UTC),
 * within the bounds.
 */
export const utcDaySchema = z
  .string({ error: invalidUtcDayMessage })
  .refine(isRealUtcDay, { error: invalidUtcDayMessage, abort: true })
  .refine(isBoundedUtcDay, utcDayOutOfRangeMessage);

/**
 * A time as PostgreSQL writes it with its microseconds in UTC (`2026-11-25T14:19:00.123456Z`),
 * and one that exists: a real day within the bounds and a real time of it. The round trip of its
 * milliseconds refuses hour 24, minute 60 and second 60 alike.
 */
export function isBoundedUtcInstant(value: string): boolean {
  const milliseconds = instantPattern.exec(value)?.[1];
  if (milliseconds === undefined) return false;
  const date = new Date(`${milliseconds}Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString() === `${milliseconds}Z` &&
    isBoundedUtcDay(milliseconds.slice(0, 10))
  );
}
