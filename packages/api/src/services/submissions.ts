import type { EntityManager } from '@mikro-orm/postgresql';
import { CareerSubmission, ContactSubmission } from '@app/db';
import { leadIdsOfAddressSql } from './leads.ts';
import { epochMsSql } from './sql-time.ts';

export interface ContactSubmissionDto {
  id: number;
  name: string;
  email: string;
  contact: string;
  company: string | null;
  teamSize: string | null;
  message: string | null;
  createdAt: string;
}

export interface CareerSubmissionDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  description: string;
  linkedinUrl: string | null;
  createdAt: string;
  /** The leads opened from the same address, oldest first: the applicant may also be a client. */
  leadIds: number[];
}

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
  const rows = await options.em
    .createQueryBuilder(ContactSubmission)
    .select(contactSubmissionDtoFields)
    .where({ spamReason: null })
    .orderBy(newestFirst)
    .execute('all');
  return rows.map(contactSubmissionDto);
}

/** An application's own fields, as the spam list shows it too. */
export type CareerApplicationFieldsDto = Omit<CareerSubmissionDto, 'leadIds'>;

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
  lead_ids: number[];
}

/**
 * Every job application but suspected spam, which has a list of its own, each with the leads
 * opened from its address (found through the index on lower(email)).
 */
export async function listCareerSubmissions(options: {
  em: EntityManager;
}): Promise<CareerSubmissionDto[]> {
  const rows = await options.em.execute<CareerSubmissionRow[]>(
    `select application.id, application.first_name, application.last_name, application.email,
            application.phone, application.position, application.description,
            application.linkedin_url,
            ${epochMsSql('application.created_at')} as created_at,
            array(${leadIdsOfAddressSql('application.email')}) as lead_ids
       from career_submissions as application
      where application.spam_reason is null
      order by application.created_at desc, application.id desc`,
  );
  return rows.map((submission) => ({
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
  }));
}
