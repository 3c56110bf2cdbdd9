import {
  leadIdInputSchema,
  leadUpdateSchema,
  markLostInputSchema,
  markWonInputSchema,
  moveLeadInputSchema,
} from '@app/domain';
import {
  listLeads,
  markLeadLost,
  markLeadWon,
  moveLead,
  pipelineStats,
  removeLead,
  updateLead,
} from '../services/leads.ts';
import { adminProcedure, router } from '../trpc.ts';

const leadUpdateInputSchema = leadIdInputSchema.extend(leadUpdateSchema.shape);

export const leadsRouter = router({
  list: adminProcedure.query(({ ctx }) => listLeads({ em: ctx.em })),
  update: adminProcedure.input(leadUpdateInputSchema).mutation(({ ctx, input }) => {
    const { id, ...changes } = input;
    return updateLead({ em: ctx.em, input: { id, changes } });
  }),
  remove: adminProcedure
    .input(leadIdInputSchema)
    .mutation(({ ctx, input }) => removeLead({ em: ctx.em, input })),
  markWon: adminProcedure
    .input(markWonInputSchema)
    .mutation(({ ctx, input }) => markLeadWon({ em: ctx.em, input })),
  markLost: adminProcedure
    .input(markLostInputSchema)
    .mutation(({ ctx, input }) => markLeadLost({ em: ctx.em, input })),
  move: adminProcedure
    .input(moveLeadInputSchema)
    .mutation(({ ctx, input }) => moveLead({ em: ctx.em, input })),
  stats: adminProcedure.query(({ ctx }) => pipelineStats({ em: ctx.em })),
});
