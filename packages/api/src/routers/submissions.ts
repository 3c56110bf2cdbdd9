import { listCareerSubmissions, listContactSubmissions } from '../services/submissions.ts';
import { adminProcedure, router } from '../trpc.ts';

export const submissionsRouter = router({
  contacts: adminProcedure.query(({ ctx }) => listContactSubmissions({ em: ctx.em })),
  careers: adminProcedure.query(({ ctx }) => listCareerSubmissions({ em: ctx.em })),
});
