import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactSubmission, Lead, LeadNote } from '@app/db';
import type { LeadRemoval, RemoveLeadInput } from '@app/domain';
import { NotFoundError } from '../errors.ts';
import { type AuditActor, recordAdminAction } from './audit-log.ts';
import { leadNotFoundMessage } from './leads.ts';
import { leadEnquiries } from './submissions.ts';

/**
 * Deletes the lead and its notes together; with `withSubmissions`, also the contact submissions
 * it stands for (the enquiries the lead's screen lists), each audited in the same transaction.
 */
export async function removeLead(options: {
  em: EntityManager;
  input: RemoveLeadInput;
  /** Who deletes: the deleted submissions' audit rows name them. */
  actor?: AuditActor;
}): Promise<LeadRemoval> {
  const { id, withSubmissions = false } = options.input;
  const { actor } = options;
  const removedSubmissions = await options.em.transactional(async (transaction) => {
    // Read before the lead goes: a lead's enquiries are found through it.
    const submissions = withSubmissions
      ? await leadEnquiries({ em: transaction, input: { id } })
      : [];
    await transaction.nativeDelete(LeadNote, { leadId: id });
    const deleted = await transaction.nativeDelete(Lead, { id });
    if (deleted === 0) throw new NotFoundError(leadNotFoundMessage);
    for (const submission of submissions) {
      await transaction.nativeDelete(ContactSubmission, { id: submission.id });
      if (actor !== undefined) {
        await recordAdminAction({
          em: transaction,
          actor,
          action: 'contact_submission.remove',
          record: { type: 'contact_submission', id: submission.id },
        });
      }
    }
    return submissions.length;
  });
  return { id, removedSubmissions };
}
