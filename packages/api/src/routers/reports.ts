import { reportPeriodSchema } from '@app/domain';
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
    .query(({ ctx, input }) => funnelReport({ em: ctx.em, period: input })),
  newLeads: adminProcedure
    .input(reportPeriodSchema)
    .query(({ ctx, input }) => newLeadsReport({ em: ctx.em, period: input })),
  wonValue: adminProcedure
    .input(reportPeriodSchema)
    .query(({ ctx, input }) => wonValueReport({ em: ctx.em, period: input })),
  lostReasons: adminProcedure
    .input(reportPeriodSchema)
    .query(({ ctx, input }) => lostReasonsReport({ em: ctx.em, period: input })),
  firstReply: adminProcedure
    .input(reportPeriodSchema)
    .query(({ ctx, input }) => firstReplyReport({ em: ctx.em, period: input })),
  applications: adminProcedure
    .input(reportPeriodSchema)
    .query(({ ctx, input }) => applicationsReport({ em: ctx.em, period: input })),
});
