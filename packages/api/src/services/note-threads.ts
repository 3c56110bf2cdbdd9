import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../errors.ts';
import { epochMsSql } from './sql-time.ts';

/**
 * A record's notes (a lead's, an application's): one table of notes per kind of record, each
 * note naming its record in `ownerColumn`.
 */
export interface NoteThread<Owner> {
  /** The records' table, and the condition on `owner` a record must meet to have notes. */
  owners: { table: string; condition: string };
  notes: { table: string; ownerColumn: string };
  notFoundMessage: string;
  /** Locks the record until the transaction ends; null when there is none. */
  lockOwner: (transaction: EntityManager, ownerId: number) => Promise<Owner | null>;
  /** What a new note does to its record besides, flushed with the note. */
  noteAdded?: (owner: Owner, at: Date) => void;
}

/** A note as both kinds answer it, the record's id under the name of its kind. */
export interface ThreadNote {
  id: number;
  ownerId: number;
  note: string;
  createdAt: string;
}

interface NoteRow {
  id: number;
  note: string;
  created_at: number;
}

function threadNote(ownerId: number, row: NoteRow): ThreadNote {
  return {
    id: row.id,
    ownerId,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Newest first; notes written in one transaction share a time, so the id breaks the tie. */
const newestFirstSql = 'order by note.created_at desc, note.id desc';

const noteColumnsSql = `note.id, note.note, ${epochMsSql('note.created_at')} as created_at`;

/**
 * The record's notes, newest first, in one statement: a record without notes is one row of
 * nulls, an unknown record no row at all.
 */
export async function listThreadNotes<Owner>(
  em: EntityManager,
  thread: NoteThread<Owner>,
  ownerId: number,
): Promise<ThreadNote[]> {
  const rows = await em.execute<Array<NoteRow | { id: null }>>(
    `select ${noteColumnsSql}
       from ${thread.owners.table} as owner
       left join ${thread.notes.table} as note on note.${thread.notes.ownerColumn} = owner.id
      where owner.id = ? and (${thread.owners.condition})
      ${newestFirstSql}`,
    [ownerId],
  );
  if (rows.length === 0) throw new NotFoundError(thread.notFoundMessage);
  return rows
    .filter((row): row is NoteRow => row.id !== null)
    .map((row) => threadNote(ownerId, row));
}

/**
 * A note the record's history already holds, written this recently, is the same event told
 * twice: the spec's own client changes a lead with PUT (which writes the note) and then posts that
 * very note, and a double-clicked Add would post one note twice.
 */
const repeatedNoteWindowMs = 2 * 60_000;

/**
 * Adds a note, or answers the record's newest note when it has the same text and was written in
 * the last two minutes. The record is locked until then, so a concurrent delete, change or
 * identical note waits for it.
 */
export function addThreadNote<Owner>(
  em: EntityManager,
  thread: NoteThread<Owner>,
  ownerId: number,
  text: string,
): Promise<ThreadNote> {
  return em.transactional(async (transaction) => {
    const owner = await thread.lockOwner(transaction, ownerId);
    if (owner === null) throw new NotFoundError(thread.notFoundMessage);
    const [newest] = await transaction.execute<NoteRow[]>(
      `select ${noteColumnsSql} from ${thread.notes.table} as note
        where note.${thread.notes.ownerColumn} = ?
        ${newestFirstSql}
        limit 1`,
      [ownerId],
    );
    if (
      newest !== undefined &&
      newest.note === text &&
      Date.now() - newest.created_at < repeatedNoteWindowMs
    ) {
      return threadNote(ownerId, newest);
    }
    const [added] = await transaction.execute<NoteRow[]>(
      `insert into ${thread.notes.table} as note (${thread.notes.ownerColumn}, note) values (?, ?)
       returning ${noteColumnsSql}`,
      [ownerId, text],
    );
    if (added === undefined) throw new Error(`The note of ${ownerId} was not stored`);
    if (thread.noteAdded !== undefined) {
      thread.noteAdded(owner, new Date());
      await transaction.flush();
    }
    return threadNote(ownerId, added);
  });
}
