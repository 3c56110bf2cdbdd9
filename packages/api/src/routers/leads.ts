import {
  crmFilterInputSchema,
  leadIdInputSchema,
  leadPageInputSchema,
  leadUpdateSchema,
  markLostInputSchema,
  markWonInputSchema,
  moveLeadInputSchema,
  removeLeadInputSchema,
} from '@app/domain';
import {
  getLead,
  leadPage,
  listLeads,
  markLeadLost,
  markLeadWon,
  moveLead,
  pipelineStats,
  stageTotals,
  updateLead,
} from '../services/leads.ts';
import { removeLead } from '../services/lead-removal.ts';
import { leadEnquiries } from '../services/submissions.ts';
import { adminProcedure, router } from '../trpc.ts';

const leadUpdateInputSchema = leadIdInputSchema.extend(leadUpdateSchema.shape);

export const leadsRouter = router({
  list: adminProcedure.query(({ ctx }) => listLeads({ em: ctx.em })),
  page: adminProcedure
    .input(leadPageInputSchema)
    .query(({ ctx, input }) => leadPage({ em: ctx.em, input })),
  columns: adminProcedure
    .input(crmFilterInputSchema)
    .query(({ ctx, input }) => stageTotals({ em: ctx.em, filter: input.filter })),
  get: adminProcedure
    .input(leadIdInputSchema)
    .query(({ ctx, input }) => getLead({ em: ctx.em, input })),
  enquiries: adminProcedure
    .input(leadIdInputSchema)
    .query(({ ctx, input }) => leadEnquiries({ em: ctx.em, input })),
  update: adminProcedure
    .meta({
      audit: { action: 'lead.update', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(leadUpdateInputSchema)
    .mutation(({ ctx, input }) => {
      const { id, ...changes } = input;
      return updateLead({ em: ctx.em, input: { id, changes } });
    }),
  remove: adminProcedure
    .meta({
      audit: { action: 'lead.remove', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(removeLeadInputSchema)
    .mutation(({ ctx, input }) =>
      removeLead({ em: ctx.em, input, actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp } }),
    ),
  markWon: adminProcedure
    .meta({
      audit: { action: 'lead.mark_won', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(markWonInputSchema)
    .mutation(({ ctx, input }) => markLeadWon({ em: ctx.em, input })),
  markLost: adminProcedure
    .meta({
      audit: { action: 'lead.mark_lost', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(markLostInputSchema)
    .mutation(({ ctx, input }) => markLeadLost({ em: ctx.em, input })),
  move: adminProcedure
    .meta({ audit: { action: 'lead.move', record: { type: 'lead', from: 'input', field: 'id' } } })
    .input(moveLeadInputSchema)
    .mutation(({ ctx, input }) => moveLead({ em: ctx.em, input })),
  stats: adminProcedure.query(({ ctx }) => pipelineStats({ em: ctx.em })),
});
