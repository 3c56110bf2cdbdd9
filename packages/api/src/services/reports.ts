import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ApplicationStage,
  type ApplicationsReport,
  applicationStageValues,
  type FirstReplyReport,
  firstReplyBuckets,
  type FunnelReport,
  type LostReasonsReport,
  maxNamedLeadSources,
  maxNamedLostReasons,
  type NewLeadsReport,
  noLostReason,
  type OpenLeadStage,
  otherLeadSources,
  otherLostReasons,
  replyPromiseMs,
  type ReportPeriod,
  unknownLeadSource,
  type WonValueReport,
} from '@app/domain';

/**
 * The Reports tab's charts, each one SQL query over the period. A period is whole UTC days, both
 * ends included: its rows are those at or after the first day's midnight and before the midnight
 * after its last day. Weeks and months inside it with nothing in them still appear, with zeros
 * (`generate_series`), so a chart's axis is the period's whole length.
 */

interface PeriodBounds {
  start: string;
  end: string;
}

function periodBounds(period: ReportPeriod): PeriodBounds {
  const end = new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000);
  return { start: `${period.from}T00:00:00.000Z`, end: end.toISOString() };
}

/** The open stages in board order; a lead that reached one counts for it and every one before. */
const funnelStages = [
  'new',
  'contacted',
  'qualified',
  'proposal',
  'negotiation',
] as const satisfies readonly OpenLeadStage[];

type FunnelRow = Record<OpenLeadStage | 'won' | 'lost', string>;

/** The leads created in the period, as every lead chart counts them: older duplicates left out. */
const createdInPeriodSql = `lead.created_at >= ? and lead.created_at < ? and not lead.legacy_duplicate`;

/**
 * Of the leads created in the period: how many reached each open stage (their `reached_stage`,
 * the furthest they were ever in, is at or beyond it), and how many are won and lost now.
 */
export async function funnelReport(options: {
  em: EntityManager;
  period: ReportPeriod;
}): Promise<FunnelReport> {
  const { start, end } = periodBounds(options.period);
  // Each stage's `in (?)` takes the list of that stage and the ones after it.
  const reachedColumns = funnelStages.map(
    (stage) => `count(*) filter (where lead.reached_stage in (?)) as ${stage}`,
  );
  const [row] = await options.em.execute<FunnelRow[]>(
    `select ${reachedColumns.join(', ')},
            count(*) filter (where lead.is_won) as won,
            count(*) filter (where lead.is_lost) as lost
       from leads as lead
      where ${createdInPeriodSql}`,
    [...funnelStages.map((_stage, index) => funnelStages.slice(index)), start, end],
  );
  return {
    stages: funnelStages.map((stage) => ({ stage, reached: Number(row?.[stage] ?? 0) })),
    won: Number(row?.won ?? 0),
    lost: Number(row?.lost ?? 0),
  };
}

interface NewLeadsRow {
  week: string;
  /** Null for a week without leads. */
  source: string | null;
  /** The source's place among the period's, most leads first; past the named ones, "Other". */
  rank: string | null;
  count: string;
}

/**
 * Leads created in the period per ISO week (starting Monday, UTC), split by where they came from:
 * their campaign, else their landing page, else unknown. The sources with the most leads over the
 * period are named; the rest are added up as one. The period's leads are read once, counted per
 * week and source; the ranking works on those few counts.
 */
export async function newLeadsReport(options: {
  em: EntityManager;
  period: ReportPeriod;
}): Promise<NewLeadsReport> {
  const { start, end } = periodBounds(options.period);
  const rows = await options.em.execute<NewLeadsRow[]>(
    `with per_week as (
       select date_trunc('week', lead.created_at at time zone 'UTC') as week,
              coalesce(lead.utm_campaign, lead.landing_page, ?) as source, count(*) as count
         from leads as lead
        where ${createdInPeriodSql}
        group by 1, 2
     ), ranked_sources as (
       select source, row_number() over (order by sum(count) desc, source) as rank
         from per_week
        group by source
     ), counted as (
       select per_week.week, least(ranked_sources.rank, ? + 1) as rank,
              min(per_week.source) as source, sum(per_week.count) as count
         from per_week
         join ranked_sources using (source)
        group by 1, 2
     )
     select to_char(weeks.week, 'YYYY-MM-DD') as week, counted.rank,
            case when counted.rank > ? then ? else counted.source end as source,
            coalesce(counted.count, 0) as count
       from generate_series(date_trunc('week', cast(? as timestamp)), cast(? as timestamp),
                            interval '1 week')
            as weeks (week)
       left join counted on counted.week = weeks.week
      order by weeks.week, counted.rank`,
    [
      unknownLeadSource,
      start,
      end,
      maxNamedLeadSources,
      maxNamedLeadSources,
      otherLeadSources,
      options.period.from,
      options.period.to,
    ],
  );
  const sourceRanks = new Map<string, number>();
  const weeks = new Map<string, NewLeadsReport['weeks'][number]>();
  for (const row of rows) {
    const week = weeks.get(row.week) ?? { week: row.week, counts: {}, total: 0 };
    weeks.set(row.week, week);
    if (row.source === null || row.rank === null) continue;
    sourceRanks.set(row.source, Number(row.rank));
    week.counts[row.source] = Number(row.count);
    week.total += Number(row.count);
  }
  const sources = [...sourceRanks].sort((a, b) => a[1] - b[1]).map(([source]) => source);
  for (const week of weeks.values()) {
    for (const source of sources) week.counts[source] ??= 0;
  }
  return { sources, weeks: [...weeks.values()] };
}

interface WonValueRow {
  month: string;
  won_count: string;
  won_value: string;
}

/**
 * Leads won in the period (by when they were won, `closed_at`) per calendar month (UTC), with
 * their value, and the average deal over the whole period, rounded to whole dollars.
 */
export async function wonValueReport(options: {
  em: EntityManager;
  period: ReportPeriod;
}): Promise<WonValueReport> {
  const { start, end } = periodBounds(options.period);
  const rows = await options.em.execute<WonValueRow[]>(
    `select to_char(months.month, 'YYYY-MM') as month, count(won.estimated_value) as won_count,
            coalesce(sum(won.estimated_value), 0) as won_value
       from generate_series(date_trunc('month', cast(? as timestamp)), cast(? as timestamp),
                            interval '1 month')
            as months (month)
       left join (
         select date_trunc('month', lead.closed_at at time zone 'UTC') as month,
                coalesce(lead.estimated_value, 0) as estimated_value
           from leads as lead
          where lead.is_won and lead.closed_at >= ? and lead.closed_at < ?
       ) as won on won.month = months.month
      group by months.month
      order by months.month`,
    [options.period.from, options.period.to, start, end],
  );
  const months = rows.map((row) => ({
    month: row.month,
    wonCount: Number(row.won_count),
    wonValue: Number(row.won_value),
  }));
  const wonCount = months.reduce((sum, month) => sum + month.wonCount, 0);
  const wonValue = months.reduce((sum, month) => sum + month.wonValue, 0);
  return {
    months,
    averageDealValue: wonCount === 0 ? null : Math.round(wonValue / wonCount),
  };
}

interface LostReasonRow {
  reason: string;
  count: string;
}

/**
 * Leads lost in the period (by when they were lost) grouped by their reason without case or
 * surrounding spaces, each group shown in its most common spelling, most common first; past the
 * named ones, the rest added up as one.
 */
export async function lostReasonsReport(options: {
  em: EntityManager;
  period: ReportPeriod;
}): Promise<LostReasonsReport> {
  const { start, end } = periodBounds(options.period);
  const rows = await options.em.execute<LostReasonRow[]>(
    `with spellings as (
       select coalesce(nullif(btrim(lead.lost_reason), ''), ?) as spelling, count(*) as count
         from leads as lead
        where lead.is_lost and lead.closed_at >= ? and lead.closed_at < ?
        group by 1
     ), reasons as (
       select (array_agg(spelling order by count desc, spelling))[1] as reason, sum(count) as count
         from spellings
        group by lower(spelling)
     ), ranked as (
       select reason, count, row_number() over (order by count desc, reason) as rank from reasons
     )
     select case when min(rank) > ? then ? else min(reason) end as reason, sum(count) as count
       from ranked
      group by least(rank, ? + 1)
      order by min(rank)`,
    [noLostReason, start, end, maxNamedLostReasons, otherLostReasons, maxNamedLostReasons],
  );
  const reasons = rows.map((row) => ({ reason: row.reason, count: Number(row.count) }));
  return { reasons, totalLost: reasons.reduce((sum, reason) => sum + reason.count, 0) };
}

type FirstReplyRow = Record<`within_${number}`, string> & { replied: string; awaiting: string };

/**
 * Of the leads created in the period that awaited a reply (those stored before replies were
 * tracked never did), how long the first staff action took: each bucket holds the replies up to
 * and including its upper bound, as the promise counts a reply at exactly 2 hours as kept.
 */
export async function firstReplyReport(options: {
  em: EntityManager;
  period: ReportPeriod;
}): Promise<FirstReplyReport> {
  const { start, end } = periodBounds(options.period);
  const bounds = firstReplyBuckets.flatMap((bucket) =>
    bucket.maxMinutes === null ? [] : [bucket.maxMinutes],
  );
  const withinColumns = bounds.map(
    (minutes) =>
      `count(*) filter (where lead.first_reply_at <= lead.created_at + make_interval(mins => ?)) as within_${minutes}`,
  );
  const [row] = await options.em.execute<FirstReplyRow[]>(
    `select ${withinColumns.join(', ')},
            count(lead.first_reply_at) as replied,
            count(*) filter (where lead.first_reply_at is null) as awaiting
       from leads as lead
      where ${createdInPeriodSql} and lead.awaits_reply`,
    [...bounds, start, end],
  );
  const within = (minutes: number): number => Number(row?.[`within_${minutes}`] ?? 0);
  const replied = Number(row?.replied ?? 0);
  const promiseMinutes = replyPromiseMs / 60_000;
  return {
    buckets: firstReplyBuckets.map((bucket, index) => {
      const previous = firstReplyBuckets[index - 1]?.maxMinutes;
      const upTo = bucket.maxMinutes === null ? replied : within(bucket.maxMinutes);
      return { bucket: bucket.key, count: upTo - (previous == null ? 0 : within(previous)) };
    }),
    withinPromise: within(promiseMinutes),
    replied,
    awaiting: Number(row?.awaiting ?? 0),
  };
}

interface ApplicationsRow {
  position: string;
  stage: ApplicationStage;
  count: string;
}

/**
 * Job applications received in the period (suspected spam left out) per position, split by the
 * stage they are in now; the positions with the most applications first.
 */
export async function applicationsReport(options: {
  em: EntityManager;
  period: ReportPeriod;
}): Promise<ApplicationsReport> {
  const { start, end } = periodBounds(options.period);
  const rows = await options.em.execute<ApplicationsRow[]>(
    `select application.position, application.stage, count(*) as count
       from career_submissions as application
      where application.spam_reason is null
        and application.created_at >= ? and application.created_at < ?
      group by application.position, application.stage`,
    [start, end],
  );
  const positions = new Map<string, ApplicationsReport['positions'][number]>();
  for (const row of rows) {
    const position = positions.get(row.position) ?? {
      position: row.position,
      counts: Object.fromEntries(applicationStageValues.map((stage) => [stage, 0])) as Record<
        ApplicationStage,
        number
      >,
      total: 0,
    };
    positions.set(row.position, position);
    position.counts[row.stage] = Number(row.count);
    position.total += Number(row.count);
  }
  return {
    positions: [...positions.values()].sort(
      (a, b) => b.total - a.total || a.position.localeCompare(b.position),
    ),
  };
}
