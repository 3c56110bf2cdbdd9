import {
  applicationDtoSchema,
  applicationIdInputSchema,
  applicationPageInputSchema,
  applicationPageSchema,
  applicationPositionsSchema,
  applicationStageTotalsListSchema,
  crmFilterInputSchema,
  hiringStatsSchema,
  moveApplicationInputSchema,
  rejectApplicationInputSchema,
  successAnswerSchema,
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
    .output(applicationPageSchema)
    .query(({ ctx, input }) => applicationPage({ em: ctx.em, input })),
  columns: adminProcedure
    .input(crmFilterInputSchema)
    .output(applicationStageTotalsListSchema)
    .query(({ ctx, input }) => applicationStageTotals({ em: ctx.em, filter: input.filter })),
  get: adminProcedure
    .input(applicationIdInputSchema)
    .output(applicationDtoSchema)
    .query(({ ctx, input }) => getApplication({ em: ctx.em, input })),
  move: adminProcedure
    .meta({
      audit: {
        action: 'application.move',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(moveApplicationInputSchema)
    .output(applicationDtoSchema)
    .mutation(({ ctx, input }) => moveApplication({ em: ctx.em, input })),
  hire: adminProcedure
    .meta({
      audit: {
        action: 'application.hire',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(applicationIdInputSchema)
    .output(applicationDtoSchema)
    .mutation(({ ctx, input }) => hireApplicant({ em: ctx.em, input })),
  reject: adminProcedure
    .meta({
      audit: {
        action: 'application.reject',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(rejectApplicationInputSchema)
    .output(applicationDtoSchema)
    .mutation(({ ctx, input }) => rejectApplication({ em: ctx.em, input })),
  remove: adminProcedure
    .meta({
      audit: {
        action: 'application.remove',
        record: { type: 'application', from: 'input', field: 'id' },
      },
    })
    .input(applicationIdInputSchema)
    .output(successAnswerSchema)
    .mutation(({ ctx, input }) =>
      removeApplication({ em: ctx.em, files: ctx.dependencies.files, input }),
    ),
  stats: adminProcedure.output(hiringStatsSchema).query(({ ctx }) => hiringStats({ em: ctx.em })),
  positions: adminProcedure
    .output(applicationPositionsSchema)
    .query(({ ctx }) => applicationPositions({ em: ctx.em })),
});
