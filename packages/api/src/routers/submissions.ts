import {
  careerSubmissionListSchema,
  contactSubmissionListSchema,
  contactSubmissionPageSchema,
  crmFilterInputSchema,
  submissionCountsSchema,
  submissionPageInputSchema,
} from '@app/domain';
import {
  contactSubmissionPage,
  listCareerSubmissions,
  listContactSubmissions,
  submissionCounts,
} from '../services/submissions.ts';
import { adminProcedure, router } from '../trpc.ts';

export const submissionsRouter = router({
  contacts: adminProcedure
    .output(contactSubmissionListSchema)
    .query(({ ctx }) => listContactSubmissions({ em: ctx.em })),
  careers: adminProcedure
    .output(careerSubmissionListSchema)
    .query(({ ctx }) => listCareerSubmissions({ em: ctx.em })),
  contactsPage: adminProcedure
    .input(submissionPageInputSchema)
    .output(contactSubmissionPageSchema)
    .query(({ ctx, input }) => contactSubmissionPage({ em: ctx.em, input })),
  counts: adminProcedure
    .input(crmFilterInputSchema)
    .output(submissionCountsSchema)
    .query(({ ctx, input }) => submissionCounts({ em: ctx.em, filter: input.filter })),
});
