import {
  contactSubmissionListSchema,
  crmFilterInputSchema,
  leadDtoSchema,
  leadIdInputSchema,
  leadListSchema,
  leadPageInputSchema,
  leadPageSchema,
  leadRemovalSchema,
  leadUpdateSchema,
  markLostInputSchema,
  markWonInputSchema,
  moveLeadInputSchema,
  pipelineStatsSchema,
  removeLeadInputSchema,
  stageTotalsListSchema,
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
  list: adminProcedure.output(leadListSchema).query(({ ctx }) => listLeads({ em: ctx.em })),
  page: adminProcedure
    .input(leadPageInputSchema)
    .output(leadPageSchema)
    .query(({ ctx, input }) => leadPage({ em: ctx.em, input })),
  columns: adminProcedure
    .input(crmFilterInputSchema)
    .output(stageTotalsListSchema)
    .query(({ ctx, input }) => stageTotals({ em: ctx.em, filter: input.filter })),
  get: adminProcedure
    .input(leadIdInputSchema)
    .output(leadDtoSchema)
    .query(({ ctx, input }) => getLead({ em: ctx.em, input })),
  enquiries: adminProcedure
    .input(leadIdInputSchema)
    .output(contactSubmissionListSchema)
    .query(({ ctx, input }) => leadEnquiries({ em: ctx.em, input })),
  update: adminProcedure
    .meta({
      audit: { action: 'lead.update', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(leadUpdateInputSchema)
    .output(leadDtoSchema)
    .mutation(({ ctx, input }) => {
      const { id, ...changes } = input;
      return updateLead({ em: ctx.em, input: { id, changes } });
    }),
  remove: adminProcedure
    .meta({
      audit: { action: 'lead.remove', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(removeLeadInputSchema)
    .output(leadRemovalSchema)
    .mutation(({ ctx, input }) =>
      removeLead({ em: ctx.em, input, actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp } }),
    ),
  markWon: adminProcedure
    .meta({
      audit: { action: 'lead.mark_won', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(markWonInputSchema)
    .output(leadDtoSchema)
    .mutation(({ ctx, input }) => markLeadWon({ em: ctx.em, input })),
  markLost: adminProcedure
    .meta({
      audit: { action: 'lead.mark_lost', record: { type: 'lead', from: 'input', field: 'id' } },
    })
    .input(markLostInputSchema)
    .output(leadDtoSchema)
    .mutation(({ ctx, input }) => markLeadLost({ em: ctx.em, input })),
  move: adminProcedure
    .meta({ audit: { action: 'lead.move', record: { type: 'lead', from: 'input', field: 'id' } } })
    .input(moveLeadInputSchema)
    .output(leadDtoSchema)
    .mutation(({ ctx, input }) => moveLead({ em: ctx.em, input })),
  stats: adminProcedure
    .output(pipelineStatsSchema)
    .query(({ ctx }) => pipelineStats({ em: ctx.em })),
});
