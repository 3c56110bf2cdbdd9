import { spamReleaseInputSchema } from '@app/domain';
import { listSpam, releaseSpam } from '../services/spam.ts';
import { adminProcedure, router } from '../trpc.ts';

export const spamRouter = router({
  list: adminProcedure.query(({ ctx }) => listSpam({ em: ctx.em })),
  release: adminProcedure
    .input(spamReleaseInputSchema)
    .mutation(({ ctx, input }) =>
      releaseSpam({ em: ctx.em, input, mailOutbox: ctx.dependencies.mailOutbox }),
    ),
});
