import {
  applicationIdInputSchema,
  applicationPageInputSchema,
  crmFilterInputSchema,
  moveApplicationInputSchema,
  rejectApplicationInputSchema,
} from '@app/domain';
import {
  applicationPage,
  applicationPositions,
  applicationStageTotals,
  getApplication,
  hireApplicant,
  hiringStats,
  moveApplication,
  rejectApplication,
  removeApplication,
} from '../services/applications.ts';
import { adminProcedure, router } from '../trpc.ts';

export const applicationsRouter = router({
  page: adminProcedure
    .input(applicationPageInputSchema)
    .query(({ ctx, input }) => applicationPage({ em: ctx.em, input })),
  columns: adminProcedure
    .input(crmFilterInputSchema)
    .query(({ ctx, input }) => applicationStageTotals({ em: ctx.em, filter: input.filter })),
  get: adminProcedure
    .input(applicationIdInputSchema)
    .query(({ ctx, input }) => getApplication({ em: ctx.em, input })),
  move: adminProcedure
    .meta({
      audit: {
        action: 'application.move',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(moveApplicationInputSchema)
    .mutation(({ ctx, input }) => moveApplication({ em: ctx.em, input })),
  hire: adminProcedure
    .meta({
      audit: {
        action: 'application.hire',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(applicationIdInputSchema)
    .mutation(({ ctx, input }) => hireApplicant({ em: ctx.em, input })),
  reject: adminProcedure
    .meta({
      audit: {
        action: 'application.reject',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(rejectApplicationInputSchema)
    .mutation(({ ctx, input }) => rejectApplication({ em: ctx.em, input })),
  remove: adminProcedure
    .meta({
      audit: {
        action: 'application.remove',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(applicationIdInputSchema)
    .mutation(({ ctx, input }) =>
      removeApplication({ em: ctx.em, files: ctx.dependencies.files, input }),
    ),
  stats: adminProcedure.query(({ ctx }) => hiringStats({ em: ctx.em })),
  positions: adminProcedure.query(({ ctx }) => applicationPositions({ em: ctx.em })),
});
