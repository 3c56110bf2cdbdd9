import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Lead, LeadNote } from '@app/db';
import { NotFoundError } from '../errors.ts';
import { leadNotFoundMessage, recordStaffAction } from './leads.ts';

export interface LeadNoteDto {
  id: number;
  leadId: number;
  note: string;
  createdAt: string;
}

const leadNoteDtoFields = ['id', 'leadId', 'note', 'createdAt'] as const;

/** A managed entity or a plain row read by the query builder. */
type LeadNoteFields = Pick<LeadNote, (typeof leadNoteDtoFields)[number]>;

function toLeadNoteDto(note: LeadNoteFields): LeadNoteDto {
  return {
    id: note.id,
    leadId: note.leadId,
    note: note.note,
    createdAt: note.createdAt.toISOString(),
  };
}

async function requireLead(em: EntityManager, leadId: number): Promise<void> {
  if ((await em.count(Lead, { id: leadId })) === 0) throw new NotFoundError(leadNotFoundMessage);
}

/**
 * Newest first; notes written in one transaction share a time, so the id breaks the tie. Read as
 * plain rows, not managed entities: they are only turned into JSON.
 */
export async function listNotes(options: {
  em: EntityManager;
  input: { leadId: number };
}): Promise<LeadNoteDto[]> {
  const { em, input } = options;
  await requireLead(em, input.leadId);
  const rows = await em
    .createQueryBuilder(LeadNote)
    .select(leadNoteDtoFields)
    .where({ leadId: input.leadId })
    .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
    .execute('all');
  return rows.map(toLeadNoteDto);
}

/**
 * A note the lead's history already holds, written this recently, is the same event told twice:
 * the spec's own client changes a lead with PUT (which writes the note) and then posts that very
 * note, and a double-clicked Add would post one note twice.
 */
const repeatedNoteWindowMs = 2 * 60_000;

/**
 * Adds a note, or answers the lead's newest note when it has the same text and was written in
 * the last two minutes. A note is a staff action, so it answers a lead awaiting a reply. The lead
 * is locked until then, so a concurrent delete, change or identical note waits for it.
 */
export async function addNote(options: {
  em: EntityManager;
  input: { leadId: number; note: string };
}): Promise<LeadNoteDto> {
  const { em, input } = options;
  return em.transactional(async (transaction) => {
    const lead = await transaction.findOne(Lead, input.leadId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (lead === null) throw new NotFoundError(leadNotFoundMessage);
    const newest = await transaction.findOne(
      LeadNote,
      { leadId: lead.id },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    );
    const repeated =
      newest !== null &&
      newest.note === input.note &&
      Date.now() - newest.createdAt.getTime() < repeatedNoteWindowMs;
    if (repeated) return toLeadNoteDto(newest);
    const note = transaction.create(LeadNote, { leadId: lead.id, note: input.note });
    recordStaffAction(lead, new Date());
    await transaction.flush();
    return toLeadNoteDto(note);
  });
}
