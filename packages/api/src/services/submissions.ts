import type { EntityManager } from '@mikro-orm/postgresql';
import { CareerSubmission, ContactSubmission } from '@app/db';

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

type CareerSubmissionRow = Pick<CareerSubmission, (typeof careerSubmissionDtoFields)[number]>;

export function careerSubmissionDto(submission: CareerSubmissionRow): CareerSubmissionDto {
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

/** Every job application but suspected spam, which has a list of its own. */
export async function listCareerSubmissions(options: {
  em: EntityManager;
}): Promise<CareerSubmissionDto[]> {
  const rows = await options.em
    .createQueryBuilder(CareerSubmission)
    .select(careerSubmissionDtoFields)
    .where({ spamReason: null })
    .orderBy(newestFirst)
    .execute('all');
  return rows.map(careerSubmissionDto);
}
