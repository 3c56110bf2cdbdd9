import type { EntityManager } from '@mikro-orm/postgresql';
import { CareerSubmission, ContactSubmission } from '@app/db';
import type {
  CareerApplicationFieldsDto,
  CareerSubmissionDto,
  ContactSubmissionDto,
  CrmFilter,
  Page,
  SubmissionCounts,
  SubmissionPageInput,
} from '@app/domain';
import {
  afterCursorCondition,
  crmFilterConditions,
  cursorTimeSql,
  pageOf,
  type SqlPart,
  whereClause,
} from './crm-search.ts';
import { leadIdsOfAddressSql, leadNotFoundMessage } from './leads.ts';
import { NotFoundError } from '../errors.ts';
import { epochMsSql } from './sql-time.ts';

export const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

// The lists are read as plain rows, not managed entities: they are only turned into JSON.

export const contactSubmissionDtoFields = [
  'id',
  'name',
  'email',
  'contact',
  'company',
  'teamSize',
  'message',
  'createdAt',
] as const;

type ContactSubmissionRow = Pick<ContactSubmission, (typeof contactSubmissionDtoFields)[number]>;

export function contactSubmissionDto(submission: ContactSubmissionRow): ContactSubmissionDto {
  return {
    id: submission.id,
    name: submission.name,
    email: submission.email,
    contact: submission.contact,
    company: submission.company ?? null,
    teamSize: submission.teamSize ?? null,
    message: submission.message ?? null,
    createdAt: submission.createdAt.toISOString(),
  };
}

/** Every consultation request but suspected spam, which has a list of its own. */
export async function listContactSubmissions(options: {
  em: EntityManager;
}): Promise<ContactSubmissionDto[]> {
  const rows = await readContactRows(options.em, [notSpamSql], {
    sql: submissionOrderSql('contact_submissions'),
    params: [],
  });
  return rows.map(contactSubmissionDtoOfRow);
}

/** An application's own fields, as the spam list shows it too. */
export const careerSubmissionDtoFields = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'position',
  'description',
  'linkedinUrl',
  'createdAt',
] as const;

type CareerSubmissionFields = Pick<CareerSubmission, (typeof careerSubmissionDtoFields)[number]>;

export function careerSubmissionDto(
  submission: CareerSubmissionFields,
): CareerApplicationFieldsDto {
  return {
    id: submission.id,
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    position: submission.position,
    description: submission.description,
    linkedinUrl: submission.linkedinUrl ?? null,
    createdAt: submission.createdAt.toISOString(),
  };
}

interface CareerSubmissionRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  position: string;
  description: string;
  linkedin_url: string | null;
  created_at: number;
  cursor_at: string;
  lead_ids: number[];
}

/** Newest first, then by id: the order of both submission lists, served by their indexes. */
const submissionOrderSql = (alias: string) => `order by ${alias}.created_at desc, ${alias}.id desc`;

/**
 * Job applications but suspected spam, which has a list of its own, matching the conditions (on
 * `career_submissions`), newest first, each with the leads opened from its address (found through
 * the index on lower(email)).
 */
function readCareerRows(
  em: EntityManager,
  conditions: SqlPart[],
  limit?: number,
): Promise<CareerSubmissionRow[]> {
  const where = whereClause([
    { sql: 'career_submissions.spam_reason is null', params: [] },
    ...conditions,
  ]);
  return em.execute<CareerSubmissionRow[]>(
    `select career_submissions.id, career_submissions.first_name, career_submissions.last_name,
            career_submissions.email, career_submissions.phone, career_submissions.position,
            career_submissions.description, career_submissions.linkedin_url,
            ${epochMsSql('career_submissions.created_at')} as created_at,
            ${cursorTimeSql('career_submissions.created_at')} as cursor_at,
            array(${leadIdsOfAddressSql('career_submissions.email')}) as lead_ids
       from career_submissions
      ${where.sql}
      ${submissionOrderSql('career_submissions')}
      ${limit === undefined ? '' : 'limit ?'}`,
    [...where.params, ...(limit === undefined ? [] : [limit])],
  );
}

function careerSubmissionDtoOfRow(submission: CareerSubmissionRow): CareerSubmissionDto {
  return {
    id: submission.id,
    firstName: submission.first_name,
    lastName: submission.last_name,
    email: submission.email,
    phone: submission.phone,
    position: submission.position,
    description: submission.description,
    linkedinUrl: submission.linkedin_url,
    createdAt: new Date(submission.created_at).toISOString(),
    leadIds: submission.lead_ids,
  };
}

/** Every job application but suspected spam, newest first, with the leads of its address. */
export async function listCareerSubmissions(options: {
  em: EntityManager;
}): Promise<CareerSubmissionDto[]> {
  const rows = await readCareerRows(options.em, []);
  return rows.map(careerSubmissionDtoOfRow);
}

interface ContactSubmissionSqlRow {
  id: number;
  name: string;
  email: string;
  contact: string;
  company: string | null;
  team_size: string | null;
  message: string | null;
  created_at: number;
  cursor_at: string;
}

/** Consultation requests matching the conditions (on `contact_submissions`), in the tail's order. */
function readContactRows(
  em: EntityManager,
  conditions: SqlPart[],
  orderAndLimit: SqlPart,
): Promise<ContactSubmissionSqlRow[]> {
  const where = whereClause(conditions);
  return em.execute<ContactSubmissionSqlRow[]>(
    `select contact_submissions.id, contact_submissions.name, contact_submissions.email,
            contact_submissions.contact, contact_submissions.company,
            contact_submissions.team_size, contact_submissions.message,
            ${epochMsSql('contact_submissions.created_at')} as created_at,
            ${cursorTimeSql('contact_submissions.created_at')} as cursor_at
       from contact_submissions
      ${where.sql}
      ${orderAndLimit.sql}`,
    [...where.params, ...orderAndLimit.params],
  );
}

function contactSubmissionDtoOfRow(row: ContactSubmissionSqlRow): ContactSubmissionDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    company: row.company,
    teamSize: row.team_size,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const notSpamSql: SqlPart = { sql: 'contact_submissions.spam_reason is null', params: [] };

/** One page of the consultation requests list: those matching the filter, newest first. */
export async function contactSubmissionPage(options: {
  em: EntityManager;
  input: SubmissionPageInput;
}): Promise<Page<ContactSubmissionDto>> {
  const { filter, cursor, limit } = options.input;
  const conditions = [
    notSpamSql,
    ...crmFilterConditions('contact_submissions', 'contact_submissions', filter),
  ];
  if (cursor !== null && cursor !== undefined) {
    conditions.push(
      afterCursorCondition('contact_submissions.created_at', 'contact_submissions.id', cursor),
    );
  }
  const rows = await readContactRows(options.em, conditions, {
    sql: `${submissionOrderSql('contact_submissions')} limit ?`,
    params: [limit + 1],
  });
  return pageOf(rows, limit, contactSubmissionDtoOfRow);
}

/** The address of a lead and the span of time its requests were sent in, as cursor-exact times. */
interface EnquiryWindowRow {
  email: string;
  starts: string;
  ends: string;
}

/**
 * The consultation requests a lead stands for, newest first: those from its address (in any
 * case), not spam, sent from the lead's creation until the next lead of the address was opened.
 * The first lead of an address also takes the requests sent before it: a request released from
 * spam keeps the time it was sent, before the lead it opened. The address's leads are found
 * through its two partial indexes (`leadIdsOfAddressSql`), the requests through the index on
 * (lower(email), created_at).
 */
export async function leadEnquiries(options: {
  em: EntityManager;
  input: { id: number };
}): Promise<ContactSubmissionDto[]> {
  const { em, input } = options;
  const otherLeadsSql = `select other.id, other.created_at from leads as other
                          where other.id in (${leadIdsOfAddressSql('target.email')})
                            and other.id <> target.id`;
  const [window] = await em.execute<EnquiryWindowRow[]>(
    `select target.email,
            case when exists (select 1 from (${otherLeadsSql}) as other
                               where (other.created_at, other.id) < (target.created_at, target.id))
                 then ${cursorTimeSql('target.created_at')} else '-infinity' end as starts,
            coalesce((select ${cursorTimeSql('min(other.created_at)')} from (${otherLeadsSql}) as other
                       where (other.created_at, other.id) > (target.created_at, target.id)),
                     'infinity') as ends
       from leads as target
      where target.id = ?`,
    [input.id],
  );
  if (window === undefined) throw new NotFoundError(leadNotFoundMessage);
  const rows = await readContactRows(
    em,
    [
      { sql: 'lower(contact_submissions.email) = lower(?)', params: [window.email] },
      notSpamSql,
      { sql: 'contact_submissions.created_at >= ?::timestamptz', params: [window.starts] },
      { sql: 'contact_submissions.created_at < ?::timestamptz', params: [window.ends] },
    ],
    { sql: submissionOrderSql('contact_submissions'), params: [] },
  );
  return rows.map(contactSubmissionDtoOfRow);
}

interface SubmissionCountsRow {
  contacts: string;
  careers: string;
}

/** How many consultation requests and job applications match the filter, spam left out. */
export async function submissionCounts(options: {
  em: EntityManager;
  filter: CrmFilter;
}): Promise<SubmissionCounts> {
  const contacts = whereClause([
    notSpamSql,
    ...crmFilterConditions('contact_submissions', 'contact_submissions', options.filter),
  ]);
  const careers = whereClause([
    { sql: 'career_submissions.spam_reason is null', params: [] },
    ...crmFilterConditions('career_submissions', 'career_submissions', options.filter),
  ]);
  const [row] = await options.em.execute<SubmissionCountsRow[]>(
    `select (select count(*) from contact_submissions ${contacts.sql}) as contacts,
            (select count(*) from career_submissions ${careers.sql}) as careers`,
    [...contacts.params, ...careers.params],
  );
  return { contacts: Number(row?.contacts ?? 0), careers: Number(row?.careers ?? 0) };
}
