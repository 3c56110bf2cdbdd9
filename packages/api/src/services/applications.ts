import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationNote, CareerSubmission } from '@app/db';
import {
  type ApplicationChangeRequest,
  type ApplicationDto,
  type ApplicationPageInput,
  type ApplicationStage,
  type ApplicationStageTotals,
  applicationStageValues,
  type CrmFilter,
  decideApplicationChange,
  type HiringStats,
  isClosedApplicationStage,
  type MoveApplicationInput,
  type Page,
  type RejectApplicationInput,
  type SuccessAnswer,
} from '@app/domain';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import type { FileStore } from '../files/file-store.ts';
import {
  boardColumnConditions,
  crmFilterConditions,
  cursorTimeSql,
  pageOf,
  type SqlPart,
  whereClause,
} from './crm-search.ts';
import { leadIdsOfAddressSql } from './leads.ts';
import { isoTimeSql } from './sql-time.ts';

export const applicationNotFoundMessage = 'Application not found';

/** An application as `readApplications` reads it: the answer PostgreSQL wrote, and its sort key. */
interface ApplicationRow {
  /** pg parses the `json` column into the object PostgreSQL wrote. */
  dto: ApplicationDto;
  /** `created_at` with its microseconds, as a page cursor holds it. */
  cursor_at: string;
  id: number;
}

/** Suspected spam has a list of its own and is never on the hiring board. */
const notSpamSql: SqlPart = { sql: 'application.spam_reason is null', params: [] };

/**
 * Each application as the row `dto`, its columns the DTO's fields in the DTO's order, so that
 * `row_to_json` writes the answer as `JSON.stringify` would (see `leadRowsSql`).
 */
const applicationDtoFromSql = `
            from career_submissions as application
            cross join lateral (
              select application.id, application.first_name as "firstName",
                     application.last_name as "lastName", application.email, application.phone,
                     application.position, application.description,
                     application.linkedin_url as "linkedinUrl",
                     ${isoTimeSql('application.created_at')} as "createdAt",
                     application.stage,
                     application.not_selected_reason as "notSelectedReason",
                     case when application.cv_key is null then null
                          else json_build_object('fileName', application.cv_file_name,
                                                 'contentType', application.cv_content_type,
                                                 'byteSize', application.cv_byte_size)
                     end as cv,
                     array(${leadIdsOfAddressSql('application.email')}) as "leadIds",
                     application.reply_waiting as "replyWaiting"
            ) as dto`;

/**
 * The applications the conditions (on `application`) select, spam left out, newest first by when
 * they were received, then by id: the order of the index on (stage, created_at desc, id desc).
 */
function readApplications(
  em: EntityManager,
  conditions: SqlPart[],
  limit?: number,
): Promise<ApplicationRow[]> {
  const where = whereClause([notSpamSql, ...conditions]);
  return em.execute<ApplicationRow[]>(
    `select row_to_json(dto) as dto, ${cursorTimeSql('application.created_at')} as cursor_at,
            application.id
            ${applicationDtoFromSql}
      ${where.sql}
      order by application.created_at desc, application.id desc
      ${limit === undefined ? '' : 'limit ?'}`,
    [...where.params, ...(limit === undefined ? [] : [limit])],
  );
}

function toApplicationDto(row: ApplicationRow): ApplicationDto {
  return row.dto;
}

async function readApplication(em: EntityManager, id: number): Promise<ApplicationDto> {
  const [row] = await readApplications(em, [{ sql: 'application.id = ?', params: [id] }]);
  if (row === undefined) throw new NotFoundError(applicationNotFoundMessage);
  return toApplicationDto(row);
}

/** One application as the board shows it (the drawer). */
export function getApplication(options: {
  em: EntityManager;
  input: { id: number };
}): Promise<ApplicationDto> {
  return readApplication(options.em, options.input.id);
}

/** One page of a hiring board column: the stage's applications matching the filter, newest first. */
export async function applicationPage(options: {
  em: EntityManager;
  input: ApplicationPageInput;
}): Promise<Page<ApplicationDto>> {
  const conditions = boardColumnConditions(
    'career_submissions',
    'application',
    'created_at',
    options.input,
  );
  const rows = await readApplications(options.em, conditions, options.input.limit + 1);
  return pageOf(rows, options.input.limit, toApplicationDto);
}

/** The hiring board's column headers: for every stage, in board order, how many match the filter. */
export async function applicationStageTotals(options: {
  em: EntityManager;
  filter: CrmFilter;
}): Promise<ApplicationStageTotals[]> {
  const where = whereClause([
    notSpamSql,
    ...crmFilterConditions('career_submissions', 'application', options.filter),
  ]);
  const rows = await options.em.execute<Array<{ stage: ApplicationStage; count: string }>>(
    `select application.stage, count(*) as count
       from career_submissions as application
      ${where.sql}
      group by application.stage`,
    where.params,
  );
  const counts = new Map(rows.map((row) => [row.stage, Number(row.count)]));
  return applicationStageValues.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }));
}

/**
 * Applies what the hiring rules (`decideApplicationChange`) make of the request, with its note,
 * in one transaction. The application is locked meanwhile, so concurrent changes queue up and
 * every note describes the state it started from.
 */
async function changeApplication(
  em: EntityManager,
  id: number,
  request: ApplicationChangeRequest,
): Promise<ApplicationDto> {
  await em.transactional(async (transaction) => {
    const found = await transaction.findOne(
      CareerSubmission,
      { id, spamReason: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (found === null) throw new NotFoundError(applicationNotFoundMessage);
    const decision = decideApplicationChange(
      { stage: found.stage, notSelectedReason: found.notSelectedReason ?? null },
      request,
    );
    if (!decision.ok) throw new InvalidInputError(decision.message);
    if (decision.changed) {
      found.stage = decision.application.stage;
      found.notSelectedReason = decision.application.notSelectedReason;
      found.updatedAt = new Date();
    }
    if (decision.note !== null) {
      transaction.create(ApplicationNote, {
        applicationId: found.id,
        note: decision.note,
        stage: found.stage,
      });
    }
  });
  return readApplication(em, id);
}

/** A drag on the hiring board or its "Move to..." menu, between the open stages. */
export function moveApplication(options: {
  em: EntityManager;
  input: MoveApplicationInput;
}): Promise<ApplicationDto> {
  const { id, stage } = options.input;
  return changeApplication(options.em, id, { kind: 'move', stage });
}

/** Welcome Aboard. */
export function hireApplicant(options: {
  em: EntityManager;
  input: { id: number };
}): Promise<ApplicationDto> {
  return changeApplication(options.em, options.input.id, { kind: 'hire' });
}

/** Not Selected, with the reason. */
export function rejectApplication(options: {
  em: EntityManager;
  input: RejectApplicationInput;
}): Promise<ApplicationDto> {
  const { id, reason } = options.input;
  return changeApplication(options.em, id, { kind: 'reject', reason });
}

/**
 * Deletes the application, its notes (their foreign key cascades) and its CV together: the CV's
 * bytes go in the same transaction, so neither is left without the other.
 */
export async function removeApplication(options: {
  em: EntityManager;
  files: FileStore;
  input: { id: number };
}): Promise<SuccessAnswer> {
  const { em, files, input } = options;
  await em.transactional(async (transaction) => {
    const [deleted] = await transaction.execute<Array<{ cv_key: string | null }>>(
      'delete from career_submissions where id = ? and spam_reason is null returning cv_key',
      [input.id],
    );
    if (deleted === undefined) throw new NotFoundError(applicationNotFoundMessage);
    if (deleted.cv_key !== null) await files.remove(transaction, deleted.cv_key);
  });
  return { success: true };
}

interface HiringStatsRow {
  this_month: string;
  in_progress: string;
  hired: string;
  not_selected: string;
}

/** The stages of applications still in progress: neither hired nor turned down. */
const openStages = applicationStageValues.filter((stage) => !isClosedApplicationStage(stage));

/** The Career Submissions tab's figures, counted by PostgreSQL in one pass, spam left out. */
export async function hiringStats(options: { em: EntityManager }): Promise<HiringStats> {
  const [row] = await options.em.execute<HiringStatsRow[]>(
    `select count(*) filter (
              where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
            ) as this_month,
            count(*) filter (where stage in (${openStages.map(() => '?').join(', ')})) as in_progress,
            count(*) filter (where stage = 'hired') as hired,
            count(*) filter (where stage = 'not_selected') as not_selected
       from career_submissions
      where spam_reason is null`,
    openStages,
  );
  return {
    thisMonth: Number(row?.this_month ?? 0),
    inProgress: Number(row?.in_progress ?? 0),
    hired: Number(row?.hired ?? 0),
    notSelected: Number(row?.not_selected ?? 0),
  };
}

/** The positions applied for (spam left out), sorted: the choices of the board's position filter. */
export async function applicationPositions(options: { em: EntityManager }): Promise<string[]> {
  const rows = await options.em.execute<Array<{ position: string }>>(
    `select distinct position from career_submissions
      where spam_reason is null
      order by position`,
  );
  return rows.map((row) => row.position);
}
