import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Lead, LeadNote } from '@app/db';
import {
  changeAnswersLead,
  closedAtAfterChange,
  type CrmFilter,
  decideLeadChange,
  firstReplyAfterStaffAction,
  furthestOpenStage,
  type LeadChangeRequest,
  type LeadDto,
  type LeadPageInput,
  type LeadStage,
  leadStageValues,
  type LeadUpdate,
  type MarkLostInput,
  type MarkWonInput,
  type MoveLeadInput,
  type Page,
  type PipelineStats,
  replyPromiseMs,
  replyStatsWindowDays,
  type StageTotals,
} from '@app/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import {
  boardColumnConditions,
  crmFilterConditions,
  cursorTimeSql,
  pageOf,
  type SqlPart,
  whereClause,
} from './crm-search.ts';
import { leadSourceJsonSql } from './lead-source-sql.ts';
import { isoTimeSql } from './sql-time.ts';

export const leadNotFoundMessage = 'Lead not found';

/** A lead as `leadRowsSql` reads it: the answer PostgreSQL wrote, and where a page after it starts. */
interface LeadRow {
  /** pg parses the `json` column into the object PostgreSQL wrote. */
  dto: LeadDto;
  /** `last_enquiry_at` with its microseconds, as a page cursor holds it. */
  cursor_at: string;
  id: number;
}

/**
 * The ids of every lead of an address, oldest first, as SQL. Open leads and the others are
 * indexed apart (the unique index of open leads, and one of closed and legacy leads), so the two
 * are looked up apart: each is one index probe.
 */
export function leadIdsOfAddressSql(address: string): string {
  return `select lead.id from leads as lead
           where lower(lead.email) = lower(${address})
             and not lead.is_won and not lead.is_lost and not lead.legacy_duplicate
          union all
          select lead.id from leads as lead
           where lower(lead.email) = lower(${address})
             and (lead.is_won or lead.is_lost or lead.legacy_duplicate)
          order by 1`;
}

/**
 * Leads with what the board shows beside them: the closed lead a returning person had (if it
 * still exists and is still closed) and the applications sent from the same address (suspected
 * spam left out), found through the indexes on lower(email).
 *
 * `dto` is the lead exactly as the API answers it (a `LeadDto`, its fields in that order), written
 * by PostgreSQL: `row_to_json` names the fields after the columns, writes compact JSON as
 * `JSON.stringify` does, and the dates are formatted as `toISOString` formats them. Every lead the
 * API answers comes from here, whether parsed row by row (tRPC) or aggregated into one text
 * (`GET /api/leads`), so no object is built per row in Node to answer a list.
 */
function leadRowsSql(where: string, orderAndLimit: string): string {
  return `select row_to_json(dto) as dto, ${cursorTimeSql('lead.last_enquiry_at')} as cursor_at,
                 lead.id
            ${leadDtoFromSql}
           ${where}
           ${orderAndLimit}`;
}

/** The `from` of `leadRowsSql`: each lead as the row `dto`, its columns the DTO's fields. */
const leadDtoFromSql = `
            from leads as lead
            left join lateral (
              select previous.id,
                     case when previous.is_won then 'won' else 'lost' end as outcome,
                     previous.estimated_value as "estimatedValue",
                     previous.lost_reason as "lostReason"
                from leads as previous
               where previous.id = lead.previous_lead_id and (previous.is_won or previous.is_lost)
            ) as previous_lead on true
            cross join lateral (
              select lead.id, lead.name, lead.email, lead.contact, lead.company,
                     lead.team_size as "teamSize", lead.message, lead.stage,
                     lead.estimated_value as "estimatedValue", lead.probability,
                     lead.is_won as "isWon", lead.is_lost as "isLost",
                     lead.lost_reason as "lostReason",
                     ${isoTimeSql('lead.created_at')} as "createdAt",
                     ${isoTimeSql('lead.updated_at')} as "updatedAt",
                     lead.awaits_reply as "awaitsReply",
                     ${isoTimeSql('lead.first_reply_at')} as "firstReplyAt",
                     lead.enquiry_count as "enquiryCount",
                     ${isoTimeSql('lead.last_enquiry_at')} as "lastEnquiryAt",
                     row_to_json(previous_lead) as "previousLead",
                     array(select application.id from career_submissions as application
                            where lower(application.email) = lower(lead.email)
                              and application.spam_reason is null
                            order by application.id) as "applicationIds",
                     ${leadSourceJsonSql('lead')} as source,
                     lead.reply_waiting as "replyWaiting"
            ) as dto`;

/** The board's order: latest enquiry first, so a lead written to again comes back to the top. */
const leadBoardOrderSql = 'order by lead.last_enquiry_at desc, lead.id desc';

/** Reads the leads the conditions (on `lead`) select, in the board's order, as the API answers them. */
async function readLeads(
  em: EntityManager,
  conditions: SqlPart[],
  limit?: number,
): Promise<LeadRow[]> {
  const where = whereClause(conditions);
  const limitSql = limit === undefined ? '' : 'limit ?';
  return em.execute<LeadRow[]>(leadRowsSql(where.sql, `${leadBoardOrderSql} ${limitSql}`), [
    ...where.params,
    ...(limit === undefined ? [] : [limit]),
  ]);
}

function toLeadDto(row: LeadRow): LeadDto {
  return row.dto;
}

/** Latest enquiry first, so a lead written to again comes back to the top of its column. */
export async function listLeads(options: { em: EntityManager }): Promise<LeadDto[]> {
  const rows = await readLeads(options.em, []);
  return rows.map(toLeadDto);
}

/**
 * Every lead as `listLeads` answers them, as one JSON array written by PostgreSQL (the spec's
 * `GET /api/leads`): the text goes out as it comes, with no object per lead in Node.
 */
export async function listLeadsJson(options: { em: EntityManager }): Promise<string> {
  const [row] = await options.em.execute<Array<{ json: string }>>(
    `select coalesce('[' || string_agg(row_to_json(dto)::text, ',' ${leadBoardOrderSql}) || ']',
                     '[]') as json
            ${leadDtoFromSql}`,
  );
  return row?.json ?? '[]';
}

async function readLead(em: EntityManager, id: number): Promise<LeadDto> {
  const [row] = await readLeads(em, [{ sql: 'lead.id = ?', params: [id] }]);
  if (row === undefined) throw new NotFoundError(leadNotFoundMessage);
  return toLeadDto(row);
}

/** One lead as the board shows it (the drawer's `/admin?lead=ID`). */
export function getLead(options: { em: EntityManager; input: { id: number } }): Promise<LeadDto> {
  return readLead(options.em, options.input.id);
}

/**
 * One page of a board column: the stage's leads matching the filter, latest enquiry first, then by
 * id, found through the index on (stage, last_enquiry_at desc, id desc).
 */
export async function leadPage(options: {
  em: EntityManager;
  input: LeadPageInput;
}): Promise<Page<LeadDto>> {
  const conditions = boardColumnConditions('leads', 'lead', 'last_enquiry_at', options.input);
  const rows = await readLeads(options.em, conditions, options.input.limit + 1);
  return pageOf(rows, options.input.limit, toLeadDto);
}

interface StageTotalsRow {
  stage: LeadStage;
  count: string;
  value: string;
}

/**
 * The board's column headers: for every stage, in board order, how many leads match the filter
 * and the sum of their estimated values, counted by PostgreSQL in one pass.
 */
export async function stageTotals(options: {
  em: EntityManager;
  filter: CrmFilter;
}): Promise<StageTotals[]> {
  const where = whereClause(crmFilterConditions('leads', 'lead', options.filter));
  const rows = await options.em.execute<StageTotalsRow[]>(
    `select lead.stage, count(*) as count, coalesce(sum(lead.estimated_value), 0) as value
       from leads as lead
      ${where.sql}
      group by lead.stage`,
    where.params,
  );
  const byStage = new Map(rows.map((row) => [row.stage, row]));
  return leadStageValues.map((stage) => {
    const row = byStage.get(stage);
    return { stage, count: Number(row?.count ?? 0), value: Number(row?.value ?? 0) };
  });
}

/** Refuses to reopen a lead while its person has another open lead: they would be two cards. */
async function openLeadOfSamePerson(
  em: EntityManager,
  lead: Pick<Lead, 'id' | 'email'>,
): Promise<number | undefined> {
  const [other] = await em.execute<{ id: number }[]>(
    `select id from leads
      where lower(email) = lower(?) and id <> ? and not is_won and not is_lost
        and not legacy_duplicate
      limit 1`,
    [lead.email, lead.id],
  );
  return other?.id;
}

function samePersonOpenLeadMessage(otherLeadId: number): string {
  return `This person already has an open lead (#${otherLeadId}): add to that one instead`;
}

/**
 * Applies what the pipeline rules (`decideLeadChange`) make of the request, with its note, in
 * one transaction. The lead is locked meanwhile, so concurrent changes queue up and every note
 * describes the state it started from.
 */
async function changeLead(
  em: EntityManager,
  id: number,
  request: LeadChangeRequest,
): Promise<LeadDto> {
  try {
    await em.transactional(async (transaction) => {
      const found = await transaction.findOne(Lead, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (found === null) throw new NotFoundError(leadNotFoundMessage);
      const decision = decideLeadChange(
        {
          stage: found.stage,
          isWon: found.isWon,
          isLost: found.isLost,
          probability: found.probability,
          estimatedValue: found.estimatedValue ?? null,
          lostReason: found.lostReason ?? null,
        },
        request,
      );
      if (!decision.ok) throw new InvalidInputError(decision.message);
      const reopens =
        (found.isWon || found.isLost) && !decision.lead.isWon && !decision.lead.isLost;
      if (reopens) {
        const otherLeadId = await openLeadOfSamePerson(transaction, found);
        if (otherLeadId !== undefined) {
          throw new ConflictError(samePersonOpenLeadMessage(otherLeadId));
        }
      }
      const now = new Date();
      if (decision.changed) {
        const before = found.stage;
        Object.assign(found, decision.lead);
        // The reports' bookkeeping: the funnel's furthest stage and the month a deal closed.
        found.reachedStage = furthestOpenStage(found.reachedStage, found.stage);
        found.closedAt = closedAtAfterChange(before, found.stage, found.closedAt ?? null, now);
        found.updatedAt = now;
        // Once closed, an older duplicate is like any closed lead: reopening it follows the rule.
        if (found.isWon || found.isLost) found.legacyDuplicate = false;
      }
      if (changeAnswersLead(decision)) recordStaffAction(found, now);
      // A history note is written exactly when the stage changes; it keeps the stage for timelines.
      if (decision.note !== null)
        transaction.create(LeadNote, { leadId: found.id, note: decision.note, stage: found.stage });
    });
  } catch (error) {
    // A repeat enquiry may open a lead for the same person between the check and the commit.
    if (error instanceof UniqueConstraintViolationException) {
      const lead = await em.fork().findOne(Lead, id);
      const otherLeadId = lead === null ? undefined : await openLeadOfSamePerson(em.fork(), lead);
      if (otherLeadId !== undefined)
        throw new ConflictError(samePersonOpenLeadMessage(otherLeadId));
    }
    throw error;
  }
  return readLead(em, id);
}

/**
 * The 2-hour promise's bookkeeping: the first staff action on a lead answers it (a change, a
 * note, or an e-mail sent from the drawer: every door of each calls this).
 */
export function recordStaffAction(lead: Lead, at: Date): void {
  lead.firstReplyAt = firstReplyAfterStaffAction(
    { awaitsReply: lead.awaitsReply, firstReplyAt: lead.firstReplyAt ?? null },
    at,
  );
}

/**
 * The spec's partial update (`PUT /api/leads/{id}`, tRPC `leads.update`). A stage alone is
 * enough: its flags and probability follow from it (Won is won with probability 100, Lost is lost
 * with 0), and a move to another stage writes its note, as the board's calls do.
 */
export function updateLead(options: {
  em: EntityManager;
  input: { id: number; changes: LeadUpdate };
}): Promise<LeadDto> {
  const { id, changes } = options.input;
  return changeLead(options.em, id, { kind: 'update', changes });
}

export function markLeadWon(options: { em: EntityManager; input: MarkWonInput }): Promise<LeadDto> {
  const { id, value } = options.input;
  return changeLead(options.em, id, { kind: 'markWon', value });
}

export function markLeadLost(options: {
  em: EntityManager;
  input: MarkLostInput;
}): Promise<LeadDto> {
  const { id, reason } = options.input;
  return changeLead(options.em, id, { kind: 'markLost', reason });
}

/**
 * A drag on the board. Closing a lead needs its value or reason, so it goes through markWon or
 * markLost instead; moving a closed lead back onto the board reopens it.
 */
export function moveLead(options: { em: EntityManager; input: MoveLeadInput }): Promise<LeadDto> {
  const { id, stage } = options.input;
  return changeLead(options.em, id, { kind: 'move', stage });
}

interface PipelineStatsRow {
  active_leads: string;
  won: string;
  lost: string;
  won_value: string;
}

interface ReplyStatsRow {
  /** Leads whose outcome is known: answered, or past their promise unanswered. */
  decided: string;
  replied_in_time: string;
  median_first_reply_seconds: number | null;
}

/**
 * The reply statistics over the last 30 days' leads that awaited a reply, found through the
 * index on `created_at` (about 5 ms at 100,000 leads over two years). A lead still inside its 2 hours and unanswered
 * may yet be answered in time, so it counts neither way until then. The median is over the
 * answered leads.
 */
async function replyStats(
  em: EntityManager,
): Promise<Pick<PipelineStats, 'repliedWithinTwoHoursShare' | 'medianFirstReplySeconds'>> {
  const [row] = await em.execute<ReplyStatsRow[]>(
    `select count(*) filter (where first_reply_at is not null or created_at + promise < now()) as decided,
            count(*) filter (where first_reply_at <= created_at + promise) as replied_in_time,
            round(percentile_cont(0.5) within group (order by extract(epoch from first_reply_at - created_at))
              filter (where first_reply_at is not null))::float8 as median_first_reply_seconds
       from leads, make_interval(secs => ?) as promise
      where awaits_reply and created_at >= now() - make_interval(days => ?)`,
    [replyPromiseMs / 1000, replyStatsWindowDays],
  );
  const decided = Number(row?.decided ?? 0);
  return {
    repliedWithinTwoHoursShare: decided === 0 ? null : Number(row?.replied_in_time) / decided,
    medianFirstReplySeconds: row?.median_first_reply_seconds ?? null,
  };
}

/** The board's figures, counted by PostgreSQL: the spec's five over every lead, then the replies'. */
export async function pipelineStats(options: { em: EntityManager }): Promise<PipelineStats> {
  const [row] = await options.em.execute<PipelineStatsRow[]>(
    `select count(*) filter (where not is_won and not is_lost) as active_leads,
            count(*) filter (where is_won) as won,
            count(*) filter (where is_lost) as lost,
            coalesce(sum(estimated_value) filter (where is_won), 0) as won_value
       from leads`,
  );
  const replies = await replyStats(options.em);
  const wonValue = Number(row?.won_value ?? 0);
  return {
    activeLeads: Number(row?.active_leads ?? 0),
    won: Number(row?.won ?? 0),
    lost: Number(row?.lost ?? 0),
    wonValue,
    // The spec defines Total Value as the won value, not the whole pipeline.
    totalValue: wonValue,
    ...replies,
  };
}
