import {
  applicationNoteDtoSchema,
  applicationNoteInputSchema,
  applicationNoteListSchema,
  noteInputSchema,
} from '@app/domain';
import { addApplicationNote, listApplicationNotes } from '../services/application-notes.ts';
import { adminProcedure, router } from '../trpc.ts';

export const applicationNotesRouter = router({
  list: adminProcedure
    .input(applicationNoteInputSchema)
    .output(applicationNoteListSchema)
    .query(({ ctx, input }) => listApplicationNotes({ em: ctx.em, input })),
  add: adminProcedure
    .meta({
      audit: {
        action: 'application.note',
        record: { type: 'application', from: 'input', field: 'applicationId' },
      },
    })
    .input(applicationNoteInputSchema.extend(noteInputSchema.shape))
    .output(applicationNoteDtoSchema)
    .mutation(({ ctx, input }) => addApplicationNote({ em: ctx.em, input })),
});
