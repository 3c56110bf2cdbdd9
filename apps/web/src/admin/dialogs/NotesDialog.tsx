import { Button, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type SubmitEvent } from 'react';
import { formatDateTime } from '../admin-format.ts';
import { adminToasts } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { isUnauthorized, useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { withNoteAdded } from '../pipeline/lead-changes.ts';
import { useLeadBoardCache } from '../pipeline/lead-board.tsx';
import classes from './dialogs.module.css';
import { AdminDialog } from './AdminDialog.tsx';

const notesTexts = {
  placeholder: 'Add a new note...',
  add: 'Add Note',
  loading: 'Loading notes...',
  empty: 'No notes yet',
} as const;

type NotesDialogProps = {
  readonly opened: boolean;
  readonly lead: LeadDto | undefined;
  readonly onClose: () => void;
};

export function NotesDialog({ opened, lead, onClose }: NotesDialogProps) {
  return (
    <AdminDialog
      opened={opened}
      onClose={onClose}
      title={lead === undefined ? 'Notes' : `Notes for ${lead.name}`}
      size="lg"
    >
      {lead !== undefined && <LeadNotes key={lead.id} lead={lead} />}
    </AdminDialog>
  );
}

/**
 * Adds a note to the lead, as the notes dialog and the lead's drawer both do. A note answers the
 * lead: its reply badge goes at once, and comes back if the note fails. Resolves to whether the
 * note was added.
 */
export function useAddLeadNote(lead: LeadDto): (note: string) => Promise<boolean> {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const board = useLeadBoardCache();
  const replaceCachedLead = (change: (cached: LeadDto) => LeadDto) => {
    board.changeLoadedCard(lead.id, change);
  };
  const addNote = useMutation(
    trpc.notes.add.mutationOptions({
      onMutate: () => {
        const previous = board.loadedCard(lead.id);
        replaceCachedLead((cached) => withNoteAdded(cached));
        return { previous };
      },
      onSuccess: () => {
        void queryClient.invalidateQueries({
          queryKey: trpc.notes.list.queryKey({ leadId: lead.id }),
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.conversations.timeline.queryKey({ kind: 'lead', id: lead.id }),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.leads.stats.queryKey() });
        showToast(adminToasts.noteAdded);
      },
      onError: (error, _input, context) => {
        const previous = context?.previous;
        if (previous !== undefined) replaceCachedLead(() => previous);
        if (!isUnauthorized(error)) showToast(adminToasts.noteAddFailed);
      },
    }),
  );
  return (note) => succeeds(addNote.mutateAsync({ leadId: lead.id, note }));
}

/**
 * The notes dialog's content (spec section 9): the field that adds a note, and the lead's notes,
 * newest first, loaded when shown. The server writes a note for every stage change, so the list
 * is the lead's history.
 */
function LeadNotes({ lead }: { readonly lead: LeadDto }) {
  const trpc = useAdminTRPC();
  const notes = useQuery(trpc.notes.list.queryOptions({ leadId: lead.id }));
  const addNote = useAddLeadNote(lead);
  return (
    <>
      <NoteForm onAdd={addNote} focusOnOpen />
      <NotesList label={`Notes for ${lead.name}`} notes={notes} />
    </>
  );
}

/** Whether the call went through: its failure has been reported where it was made. */
export function succeeds(call: Promise<unknown>): Promise<boolean> {
  return call.then(
    () => true,
    () => false,
  );
}

type NoteEntry = { readonly id: number; readonly note: string; readonly createdAt: string };

type NoteFormProps = {
  /** Sends the trimmed note; resolves to true once it was added, and the field empties. */
  readonly onAdd: (note: string) => Promise<boolean>;
  /** In a dialog of its own the field takes the focus; within a record's drawer it does not. */
  readonly focusOnOpen: boolean;
};

/** The field that adds a note to a lead or an application: empty notes are not sent. */
export function NoteForm({ onAdd, focusOnOpen }: NoteFormProps) {
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);

  const note = draft.trim();
  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (note === '' || adding) return;
    setAdding(true);
    const added = await onAdd(note);
    setAdding(false);
    if (added) setDraft('');
  };

  return (
    <form onSubmit={(event) => void add(event)} className={classes.noteForm} noValidate>
      <TextInput
        className={classes.noteInput}
        aria-label="New note"
        placeholder={notesTexts.placeholder}
        value={draft}
        data-autofocus={focusOnOpen || undefined}
        autoComplete="off"
        maxLength={2000}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
        }}
      />
      <Button type="submit" disabled={note === ''} loading={adding}>
        {notesTexts.add}
      </Button>
    </form>
  );
}

type NotesListProps = {
  /** Names the list: "Notes for" and whose they are. */
  readonly label: string;
  readonly notes: UseQueryResult<readonly NoteEntry[], unknown>;
};

/** Notes, newest first, with their times. */
function NotesList({ label, notes }: NotesListProps) {
  const loadFailed = notes.isError && !isUnauthorized(notes.error);
  useEffect(() => {
    if (loadFailed) showToast(adminToasts.notesLoadFailed);
  }, [loadFailed]);

  return (
    <div
      className={classes.notes}
      role="region"
      aria-label={label}
      tabIndex={0}
      aria-busy={notes.isPending}
    >
      {notes.isPending ? (
        <p className={classes.notesPlaceholder}>{notesTexts.loading}</p>
      ) : notes.isError ? (
        // Not "No notes yet": there may well be notes that could not be read.
        <p className={classes.notesPlaceholder} role="alert">
          {adminToasts.notesLoadFailed.title}
        </p>
      ) : notes.data.length === 0 ? (
        <p className={classes.notesPlaceholder}>{notesTexts.empty}</p>
      ) : (
        <ul className={classes.noteList}>
          {notes.data.map((entry) => (
            <li key={entry.id} className={classes.note}>
              <p className={classes.noteText}>{entry.note}</p>
              <time dateTime={entry.createdAt} className={classes.noteTime}>
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
