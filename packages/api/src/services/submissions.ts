import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactSubmission } from '@app/db';
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

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

// The lists are read as plain rows, not managed entities: they are only turned into JSON.

const contactSubmissionDtoFields = [
  'id',
  'name',
  'email',
  'contact',
  'company',
  'teamSize',
  'message',
  'createdAt',
] as const;

export async function listContactSubmissions(options: {
  em: EntityManager;
}): Promise<ContactSubmissionDto[]> {
  const rows = await options.em
    .createQueryBuilder(ContactSubmission)
    .select(contactSubmissionDtoFields)
    .orderBy(newestFirst)
    .execute('all');
  return rows.map((submission) => ({
    id: submission.id,
    name: submission.name,
    email: submission.email,
    contact: submission.contact,
    company: submission.company ?? null,
    teamSize: submission.teamSize ?? null,
    message: submission.message ?? null,
    createdAt: submission.createdAt.toISOString(),
  }));
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

export async function listCareerSubmissions(options: {
  em: EntityManager;
}): Promise<CareerSubmissionDto[]> {
  const rows = await options.em.execute<CareerSubmissionRow[]>(
    `select application.id, application.first_name, application.last_name, application.email,
            application.phone, application.position, application.description,
            application.linkedin_url,
            ${epochMsSql('application.created_at')} as created_at,
            array(select lead.id from leads as lead
                   where lower(lead.email) = lower(application.email)
                   order by lead.id) as lead_ids
       from career_submissions as application
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
