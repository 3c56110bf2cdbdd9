import {
  leadIdInputSchema,
  leadNoteDtoSchema,
  leadNoteListSchema,
  noteInputSchema,
} from '@app/domain';
import { z } from 'zod';
import { addNote, listNotes } from '../services/notes.ts';
import { adminProcedure, router } from '../trpc.ts';

const leadNotesInputSchema = z.object({ leadId: leadIdInputSchema.shape.id });

export const notesRouter = router({
  list: adminProcedure
    .input(leadNotesInputSchema)
    .output(leadNoteListSchema)
    .query(({ ctx, input }) => listNotes({ em: ctx.em, input })),
  add: adminProcedure
    .meta({
      audit: { action: 'lead.note', record: { type: 'lead', from: 'input', field: 'leadId' } },
    })
    .input(leadNotesInputSchema.extend(noteInputSchema.shape))
    .output(leadNoteDtoSchema)
    .mutation(({ ctx, input }) => addNote({ em: ctx.em, input })),
});
