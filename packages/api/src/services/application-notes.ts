import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CareerSubmission } from '@app/db';
import type { ApplicationNoteDto } from '@app/domain';
import { applicationNotFoundMessage } from './applications.ts';
import {
  addThreadNote,
  listThreadNotes,
  type NoteThread,
  type ThreadNote,
} from './note-threads.ts';

/** An application's notes; suspected spam is not on the board and has none. */
const applicationNotes: NoteThread<CareerSubmission> = {
  owners: { table: 'career_submissions', condition: 'owner.spam_reason is null' },
  notes: { table: 'application_notes', ownerColumn: 'application_id' },
  notFoundMessage: applicationNotFoundMessage,
  lockOwner: (transaction, applicationId) =>
    transaction.findOne(
      CareerSubmission,
      { id: applicationId, spamReason: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    ),
};

function toApplicationNoteDto({ id, ownerId, note, createdAt }: ThreadNote): ApplicationNoteDto {
  return { id, applicationId: ownerId, note, createdAt };
}

/** The application's notes, newest first: its stage history and the staff's own. */
export async function listApplicationNotes(options: {
  em: EntityManager;
  input: { applicationId: number };
}): Promise<ApplicationNoteDto[]> {
  const notes = await listThreadNotes(options.em, applicationNotes, options.input.applicationId);
  return notes.map(toApplicationNoteDto);
}

/** Adds a note, unless it repeats the application's newest one (see `addThreadNote`). */
export async function addApplicationNote(options: {
  em: EntityManager;
  input: { applicationId: number; note: string };
}): Promise<ApplicationNoteDto> {
  const { em, input } = options;
  return toApplicationNoteDto(
    await addThreadNote(em, applicationNotes, input.applicationId, input.note),
  );
}
