import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  applicationFields,
  applicationStages,
  contactSubmissionFields,
  type CrmFilter,
  leadFields,
  leadStages,
  type StageInfo,
} from '@app/domain';
import { csvByteOrderMark, csvRecordSql } from '../csv.ts';
import { crmFilterConditions, type SqlPart, whereClause } from './crm-search.ts';
import { leadSourceColumnsOf, leadSourceHeaders } from './lead-source-sql.ts';
import { isoTimeSql } from './sql-time.ts';

/** The CRM's three lists a staff member can take to a spreadsheet. */
export const crmExportKinds = ['leads', 'contact-submissions', 'career-submissions'] as const;

export type CrmExportKind = (typeof crmExportKinds)[number];

/** A column of an export: the record field's label as its header, and its value as SQL. */
type CrmExportColumn = readonly [field: { readonly label: string }, sql: string];

interface CrmExport {
  headers: readonly string[];
  /** One row per record, written by PostgreSQL as its CSV line (the text column `line`). */
  select: (filter: CrmFilter) => SqlPart;
}

function headersOf(columns: readonly CrmExportColumn[]): string[] {
  return columns.map(([field]) => field.label);
}

function cellsOf(columns: readonly CrmExportColumn[]): string[] {
  return columns.map(([, sql]) => sql);
}

/** A board's stage labels by stage, for PostgreSQL to look the labels up as it reads. */
function stageLabelsJson(stages: readonly StageInfo<string>[]): string {
  return JSON.stringify(Object.fromEntries(stages.map((stage) => [stage.value, stage.label])));
}

/** The label of the row's stage (the column `stage_label.label`), looked up in the labels given. */
function stageLabelJoinSql(stageColumn: string): string {
  return `cross join lateral (select ?::jsonb ->> ${stageColumn} as label) as stage_label`;
}

/** The record of a row as the text column `line`, its cells the expressions as text. */
function lineSql(cells: readonly string[]): string {
  return `${csvRecordSql(cells.map((cell) => `(${cell})::text`))} as line`;
}

function yesNoSql(column: string): string {
  return `case when ${column} then 'Yes' else 'No' end`;
}

const leadColumns: readonly CrmExportColumn[] = [
  [leadFields.id, 'lead.id'],
  [leadFields.name, 'lead.name'],
  [leadFields.email, 'lead.email'],
  [leadFields.contact, 'lead.contact'],
  [leadFields.company, 'lead.company'],
  [leadFields.teamSize, 'lead.team_size'],
  [leadFields.message, 'lead.message'],
  [leadFields.stage, 'stage_label.label'],
  [leadFields.estimatedValue, 'lead.estimated_value'],
  [leadFields.probability, 'lead.probability'],
  [leadFields.isWon, yesNoSql('lead.is_won')],
  [leadFields.isLost, yesNoSql('lead.is_lost')],
  [leadFields.lostReason, 'lead.lost_reason'],
  [leadFields.createdAt, isoTimeSql('lead.created_at')],
  [leadFields.lastEnquiryAt, isoTimeSql('lead.last_enquiry_at')],
  [leadFields.enquiryCount, 'lead.enquiry_count'],
];

const contactSubmissionColumns: readonly CrmExportColumn[] = [
  [contactSubmissionFields.id, 'request.id'],
  [contactSubmissionFields.name, 'request.name'],
  [contactSubmissionFields.email, 'request.email'],
  [contactSubmissionFields.contact, 'request.contact'],
  [contactSubmissionFields.company, 'request.company'],
  [contactSubmissionFields.teamSize, 'request.team_size'],
  [contactSubmissionFields.message, 'request.message'],
  [contactSubmissionFields.createdAt, isoTimeSql('request.created_at')],
];

const applicationColumns: readonly CrmExportColumn[] = [
  [applicationFields.id, 'application.id'],
  [applicationFields.firstName, 'application.first_name'],
  [applicationFields.lastName, 'application.last_name'],
  [applicationFields.email, 'application.email'],
  [applicationFields.phone, 'application.phone'],
  [applicationFields.position, 'application.position'],
  [applicationFields.description, 'application.description'],
  [applicationFields.linkedinUrl, 'application.linkedin_url'],
  [applicationFields.stage, 'stage_label.label'],
  [applicationFields.createdAt, isoTimeSql('application.created_at')],
];

/**
 * What each export holds, in the order its list shows: the board's (latest enquiry first) for
 * leads, newest first for the submissions; spam left out, the filter applied as the views apply it.
 * Values are as stored (a team size's band, a value's whole dollars), for a spreadsheet to reckon with.
 */
const crmExports: Record<CrmExportKind, CrmExport> = {
  leads: {
    headers: [...headersOf(leadColumns), ...leadSourceHeaders],
    select: (filter) => {
      const where = whereClause(crmFilterConditions('leads', 'lead', filter));
      return {
        sql: `select ${lineSql([...cellsOf(leadColumns), ...leadSourceColumnsOf('lead')])}
                from leads as lead
               ${stageLabelJoinSql('lead.stage')}
               ${where.sql}
               order by lead.last_enquiry_at desc, lead.id desc`,
        params: [stageLabelsJson(leadStages), ...where.params],
      };
    },
  },
  'contact-submissions': {
    headers: [...headersOf(contactSubmissionColumns), ...leadSourceHeaders],
    select: (filter) => {
      const where = whereClause([
        { sql: 'request.spam_reason is null', params: [] },
        ...crmFilterConditions('contact_submissions', 'request', filter),
      ]);
      return {
        sql: `select ${lineSql([
          ...cellsOf(contactSubmissionColumns),
          ...leadSourceColumnsOf('request'),
        ])}
                from contact_submissions as request
               ${where.sql}
               order by request.created_at desc, request.id desc`,
        params: where.params,
      };
    },
  },
  'career-submissions': {
    headers: headersOf(applicationColumns),
    select: (filter) => {
      const where = whereClause([
        { sql: 'application.spam_reason is null', params: [] },
        ...crmFilterConditions('career_submissions', 'application', filter),
      ]);
      return {
        sql: `select ${lineSql(cellsOf(applicationColumns))}
                from career_submissions as application
               ${stageLabelJoinSql('application.stage')}
               ${where.sql}
               order by application.created_at desc, application.id desc`,
        params: [stageLabelsJson(applicationStages), ...where.params],
      };
    },
  },
};

/** The file a download is saved as: the list and the UTC day of the export. */
export function crmExportFileName(kind: CrmExportKind, exportedAt: Date): string {
  return `${kind}-${exportedAt.toISOString().slice(0, 10)}.csv`;
}

/**
 * How many rows each round trip to PostgreSQL brings: a chunk of about 130 KB of CSV. With 1,000
 * the server's resident memory grew by 40-65 MB over an export of 100,000 leads, with 500 by
 * 20-40 MB, for about the same rows per second.
 */
const crmExportBatchSize = 500;

const cursorName = 'crm_export';

/**
 * Writes the CSV from a server-side cursor, one batch at a time, only as fast as the client
 * reads: the stream asks for the next batch when the previous one has gone out, so memory stays
 * flat whatever the number of rows. The transaction holds the cursor; it ends (and the
 * connection goes back to the pool) when the last row is out, on an error, or when the stream is
 * destroyed because the client went away.
 */
async function* csvChunks(
  em: EntityManager,
  headers: readonly string[],
): AsyncGenerator<string, void, undefined> {
  try {
    // The first step only reports the cursor open, so that a database that cannot serve the
    // export answers an error before anything is sent.
    yield '';
    const [header] = await em.execute<Array<{ line: string }>>(
      `select ${csvRecordSql(headers.map((_header, index) => `header.h${index}`))} as line
         from (select ${headers.map((_header, index) => `?::text as h${index}`).join(', ')}) as header`,
      [...headers],
    );
    yield `${csvByteOrderMark}${header?.line ?? ''}`;
    for (;;) {
      const rows = await em.execute<Array<{ line: string }>>(
        `fetch ${crmExportBatchSize} from ${cursorName}`,
      );
      if (rows.length === 0) break;
      yield rows.map((row) => row.line).join('');
    }
    await em.execute(`close ${cursorName}`);
  } finally {
    await em.rollback();
  }
}

/**
 * Opens the export of one CRM list with the filter applied, as a byte stream of UTF-8 CSV with
 * a byte order mark (so Excel reads it as UTF-8), CRLF line ends and ISO 8601 UTC dates. `em` must
 * be a fork of its own: the export's transaction is bound to it until the stream ends.
 */
export async function openCrmExport(options: {
  em: EntityManager;
  kind: CrmExportKind;
  filter: CrmFilter;
}): Promise<Readable> {
  const { em, kind, filter } = options;
  const definition = crmExports[kind];
  const query = definition.select(filter);
  await em.begin({ readOnly: true });
  const chunks = csvChunks(em, definition.headers);
  try {
    // The per-transaction limit of requests would end a long download: this transaction lives as
    // long as the client reads (each fetch keeps the per-statement limit, and a client that stops
    // reading for a minute is cut off by the idle-in-transaction limit).
    await em.execute(
      `select set_config('transaction_timeout', '0', true)
        where current_setting('server_version_num')::int >= 170000`,
    );
    await em.execute(`declare ${cursorName} no scroll cursor for ${query.sql}`, query.params);
    // Starts the generator, so that destroying the stream runs its `finally` from now on.
    await chunks.next();
  } catch (error) {
    // The failure is what the client is told; a rollback that fails too has lost its connection,
    // which the pool then discards.
    await em.rollback().catch(() => undefined);
    throw error;
  }
  return Readable.from(chunks, { objectMode: false });
}
