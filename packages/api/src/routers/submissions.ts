import { crmFilterInputSchema, submissionPageInputSchema } from '@app/domain';
import {
  contactSubmissionPage,
  listCareerSubmissions,
  listContactSubmissions,
  submissionCounts,
} from '../services/submissions.ts';
import { adminProcedure, router } from '../trpc.ts';

export const submissionsRouter = router({
  contacts: adminProcedure.query(({ ctx }) => listContactSubmissions({ em: ctx.em })),
  careers: adminProcedure.query(({ ctx }) => listCareerSubmissions({ em: ctx.em })),
  contactsPage: adminProcedure
    .input(submissionPageInputSchema)
    .query(({ ctx, input }) => contactSubmissionPage({ em: ctx.em, input })),
  counts: adminProcedure
    .input(crmFilterInputSchema)
    .query(({ ctx, input }) => submissionCounts({ em: ctx.em, filter: input.filter })),
});
