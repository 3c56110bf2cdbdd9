import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Lead } from '@app/db';
import type { LeadNoteDto } from '@app/domain';
import { leadNotFoundMessage, recordStaffAction } from './leads.ts';
import {
  addThreadNote,
  listThreadNotes,
  type NoteThread,
  type ThreadNote,
} from './note-threads.ts';

/** A lead's notes. A note is a staff action, so it answers a lead awaiting a reply. */
const leadNotes: NoteThread<Lead> = {
  owners: { table: 'leads' },
  notes: { table: 'lead_notes', ownerColumn: 'lead_id' },
  notFoundMessage: leadNotFoundMessage,
  lockOwner: (transaction, leadId) =>
    transaction.findOne(Lead, leadId, { lockMode: LockMode.PESSIMISTIC_WRITE }),
  noteAdded: recordStaffAction,
};

function toLeadNoteDto({ id, ownerId, note, createdAt }: ThreadNote): LeadNoteDto {
  return { id, leadId: ownerId, note, createdAt };
}

/** The lead's notes, newest first. */
export async function listNotes(options: {
  em: EntityManager;
  input: { leadId: number };
}): Promise<LeadNoteDto[]> {
  const notes = await listThreadNotes(options.em, leadNotes, options.input.leadId);
  return notes.map(toLeadNoteDto);
}

/** Adds a note, unless it repeats the lead's newest one (see `addThreadNote`). */
export async function addNote(options: {
  em: EntityManager;
  input: { leadId: number; note: string };
}): Promise<LeadNoteDto> {
  const { em, input } = options;
  return toLeadNoteDto(await addThreadNote(em, leadNotes, input.leadId, input.note));
}
