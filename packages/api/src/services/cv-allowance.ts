import type { EntityManager } from '@mikro-orm/postgresql';
import { clientNetworkOf, cvDailyLimitMessage } from '@app/domain';
import { RateLimitedError } from '../errors.ts';

/** Whose day a CV counts against, and how many bytes that day may hold. */
export interface CvAllowance {
  /** The client address the form came from; its network's day is counted (`clientNetworkOf`). */
  address: string;
  bytesPerDay: number;
}

const dayMs = 24 * 60 * 60 * 1_000;

/** How long until the next UTC day starts, with its new allowance. */
function secondsUntilNextUtcDay(now: Date): number {
  return (dayMs - (now.getTime() % dayMs)) / 1_000;
}

/**
 * Counts a CV's bytes against its address's network's total for the UTC day, in the transaction
 * that stores the CV (so a rolled-back application counts nothing); refuses with 429 when the
 * total would pass the day's cap. The count's row stays locked until the transaction ends, so two uploads from one
 * network are counted one after the other, never both against the same remainder.
 */
export async function countCvAgainstAllowance(
  em: EntityManager,
  allowance: CvAllowance,
  byteSize: number,
): Promise<void> {
  const { address, bytesPerDay } = allowance;
  const [counted] = await em.execute<{ bytes: number }[]>(
    `insert into cv_upload_days as used (address, day, bytes)
     select ?, (now() at time zone 'utc')::date, ?::bigint where ?::bigint <= ?::bigint
     on conflict (address, day) do update set bytes = used.bytes + excluded.bytes
       where used.bytes + excluded.bytes <= ?::bigint
     returning bytes`,
    [clientNetworkOf(address), byteSize, byteSize, bytesPerDay, bytesPerDay],
  );
  if (counted === undefined) {
    throw new RateLimitedError(cvDailyLimitMessage, secondsUntilNextUtcDay(new Date()));
  }
}

/** Deletes the totals of the UTC days before `now`'s, which no upload counts against any more. */
export async function purgePastCvAllowances(em: EntityManager, now: Date): Promise<void> {
  await em.execute(
    `delete from cv_upload_days where day < (?::timestamptz at time zone 'utc')::date`,
    [now],
    'run',
  );
}
