import { spamListDtoSchema, spamReleaseInputSchema, spamReleaseSchema } from '@app/domain';
import { recordAdminAction } from '../services/audit-log.ts';
import { listSpam, releaseSpam } from '../services/spam.ts';
import { adminProcedure, router } from '../trpc.ts';

export const spamRouter = router({
  list: adminProcedure.output(spamListDtoSchema).query(({ ctx }) => listSpam({ em: ctx.em })),
  // The released record is a contact submission or an application, by the input's kind, which
  // the middleware's fixed record type cannot say: the procedure writes its own row.
  release: adminProcedure
    .meta({ audit: { writtenByService: 'spam.release' } })
    .input(spamReleaseInputSchema)
    .output(spamReleaseSchema)
    .mutation(async ({ ctx, input }) => {
      const released = await releaseSpam({
        em: ctx.em,
        input,
        mailOutbox: ctx.dependencies.mailOutbox,
      });
      await recordAdminAction({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        action: 'spam.release',
        record: {
          type: input.kind === 'contact' ? 'contact_submission' : 'application',
          id: input.id,
        },
      });
      return released;
    }),
});
