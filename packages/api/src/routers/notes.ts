import { z } from 'zod';
import { leadIdInputSchema, noteInputSchema } from '@app/domain';
import { addNote, listNotes } from '../services/notes.ts';
import { adminProcedure, router } from '../trpc.ts';

const leadNotesInputSchema = z.object({ leadId: leadIdInputSchema.shape.id });

export const notesRouter = router({
  list: adminProcedure
    .input(leadNotesInputSchema)
    .query(({ ctx, input }) => listNotes({ em: ctx.em, input })),
  add: adminProcedure
    .meta({
      audit: { action: 'lead.note', record: { type: 'lead', from: 'input', field: 'leadId' } },
    })
    .input(leadNotesInputSchema.extend(noteInputSchema.shape))
    .mutation(({ ctx, input }) => addNote({ em: ctx.em, input })),
});
