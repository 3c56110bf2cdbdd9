import { privacyEraseInputSchema, privacySearchInputSchema } from '@app/domain';
import { erasePersonalData, exportPersonalData, searchPersonalData } from '../services/privacy.ts';
import { retentionPreview } from '../services/retention.ts';
import { adminProcedure, router } from '../trpc.ts';

export const privacyRouter = router({
  // Queries, yet audited: each one hands out a person's data.
  search: adminProcedure
    .meta({ audit: { writtenByService: 'privacy.search' } })
    .input(privacySearchInputSchema)
    .query(({ ctx, input }) =>
      searchPersonalData({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  export: adminProcedure
    .meta({ audit: { writtenByService: 'privacy.export' } })
    .input(privacySearchInputSchema)
    .query(({ ctx, input }) =>
      exportPersonalData({
        em: ctx.em,
        files: ctx.dependencies.files,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  erase: adminProcedure
    .meta({ audit: { writtenByService: 'privacy.erase' } })
    .input(privacyEraseInputSchema)
    .mutation(({ ctx, input }) =>
      erasePersonalData({
        em: ctx.em,
        files: ctx.dependencies.files,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  retentionPreview: adminProcedure.query(({ ctx }) =>
    retentionPreview({ em: ctx.em, settings: ctx.dependencies.retention }),
  ),
});
