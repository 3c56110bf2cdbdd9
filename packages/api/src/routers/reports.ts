import {
  applicationsReportSchema,
  firstReplyReportSchema,
  funnelReportSchema,
  lostReasonsReportSchema,
  newLeadsReportSchema,
  reportPeriodSchema,
  wonValueReportSchema,
} from '@app/domain';
import {
  applicationsReport,
  firstReplyReport,
  funnelReport,
  lostReasonsReport,
  newLeadsReport,
  wonValueReport,
} from '../services/reports.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The Reports tab's charts, one query each over the period; reading them is not audited. */
export const reportsRouter = router({
  funnel: adminProcedure
    .input(reportPeriodSchema)
    .output(funnelReportSchema)
    .query(({ ctx, input }) => funnelReport({ em: ctx.em, period: input })),
  newLeads: adminProcedure
    .input(reportPeriodSchema)
    .output(newLeadsReportSchema)
    .query(({ ctx, input }) => newLeadsReport({ em: ctx.em, period: input })),
  wonValue: adminProcedure
    .input(reportPeriodSchema)
    .output(wonValueReportSchema)
    .query(({ ctx, input }) => wonValueReport({ em: ctx.em, period: input })),
  lostReasons: adminProcedure
    .input(reportPeriodSchema)
    .output(lostReasonsReportSchema)
    .query(({ ctx, input }) => lostReasonsReport({ em: ctx.em, period: input })),
  firstReply: adminProcedure
    .input(reportPeriodSchema)
    .output(firstReplyReportSchema)
    .query(({ ctx, input }) => firstReplyReport({ em: ctx.em, period: input })),
  applications: adminProcedure
    .input(reportPeriodSchema)
    .output(applicationsReportSchema)
    .query(({ ctx, input }) => applicationsReport({ em: ctx.em, period: input })),
});
