import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Lead, LeadNote } from '@app/db';
import { NotFoundError } from '../errors.ts';
import { leadNotFoundMessage } from './leads.ts';

export interface LeadNoteDto {
  id: number;
  leadId: number;
  note: string;
  createdAt: string;
}

function toLeadNoteDto(note: LeadNote): LeadNoteDto {
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

/** Newest first; notes written in one transaction share a time, so the id breaks the tie. */
export async function listNotes(options: {
  em: EntityManager;
  input: { leadId: number };
}): Promise<LeadNoteDto[]> {
  const { em, input } = options;
  await requireLead(em, input.leadId);
  const notes = await em.find(
    LeadNote,
    { leadId: input.leadId },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  );
  return notes.map(toLeadNoteDto);
}

/** The lead is share-locked until the note is in, so a concurrent delete waits for it. */
export async function addNote(options: {
  em: EntityManager;
  input: { leadId: number; note: string };
}): Promise<LeadNoteDto> {
  const { em, input } = options;
  return em.transactional(async (transaction) => {
    const lead = await transaction.findOne(Lead, input.leadId, {
      lockMode: LockMode.PESSIMISTIC_READ,
    });
    if (lead === null) throw new NotFoundError(leadNotFoundMessage);
    const note = transaction.create(LeadNote, { leadId: lead.id, note: input.note });
    await transaction.flush();
    return toLeadNoteDto(note);
  });
}
