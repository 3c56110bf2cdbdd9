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

const newestFirst = { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] };

export async function listContactSubmissions(options: {
  em: EntityManager;
}): Promise<ContactSubmissionDto[]> {
  const submissions = await options.em.find(ContactSubmission, {}, newestFirst);
  return submissions.map((submission) => ({
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

export async function listCareerSubmissions(options: {
  em: EntityManager;
}): Promise<CareerSubmissionDto[]> {
  const submissions = await options.em.find(CareerSubmission, {}, newestFirst);
  return submissions.map((submission) => ({
    id: submission.id,
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    position: submission.position,
    description: submission.description,
    linkedinUrl: submission.linkedinUrl ?? null,
    createdAt: submission.createdAt.toISOString(),
  }));
}
