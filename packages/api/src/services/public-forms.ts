import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { CareerSubmission, ContactSubmission, Lead } from '@app/db';
import type { careerSubmissionSchema, contactSubmissionSchema } from '@app/domain';

export type ContactSubmissionInput = z.output<typeof contactSubmissionSchema>;
export type CareerSubmissionInput = z.output<typeof careerSubmissionSchema>;

/**
 * Stores the consultation request and opens a lead for it. Both rows are written in one
 * transaction: either the owner sees the request in both places or in neither. This is the
 * site's busiest write and nothing reads the rows back, so they go in as plain INSERTs: no
 * entities, identity map or unit of work, which cost more CPU than the two statements themselves.
 */
export async function submitContact(options: {
  em: EntityManager;
  input: ContactSubmissionInput;
}): Promise<void> {
  const { em, input } = options;
  const request = {
    name: input.name,
    email: input.email,
    contact: input.contact,
    company: input.company,
    teamSize: input.teamSize,
    message: input.message,
  };
  await em.getConnection().transactional(async (ctx) => {
    await em.insert(ContactSubmission, request, { ctx });
    await em.insert(
      Lead,
      { ...request, stage: 'new', probability: 0, isWon: false, isLost: false },
      { ctx },
    );
  });
}

export async function submitCareer(options: {
  em: EntityManager;
  input: CareerSubmissionInput;
}): Promise<void> {
  const { em, input } = options;
  em.create(CareerSubmission, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    position: input.position,
    description: input.description,
    linkedinUrl: input.linkedinUrl,
  });
  await em.flush();
}
