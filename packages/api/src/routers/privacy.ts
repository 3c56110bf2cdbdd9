import {
  privacyEraseInputSchema,
  privacyErasureSchema,
  privacyExportDtoSchema,
  privacyRecordsDtoSchema,
  privacySearchInputSchema,
  retentionPreviewSchema,
} from '@app/domain';
import { erasePersonalData, exportPersonalData, searchPersonalData } from '../services/privacy.ts';
import { retentionPreview } from '../services/retention.ts';
import { adminProcedure, router } from '../trpc.ts';

export const privacyRouter = router({
  // Search and export change nothing of the person's data, yet are mutations: each writes an
  // audit row, must never be repeated by a cache or a retry, and sends the address in the body,
  // not in a URL that access logs keep.
  search: adminProcedure
    .meta({ audit: { writtenByService: 'privacy.search' } })
    .input(privacySearchInputSchema)
    .output(privacyRecordsDtoSchema)
    .mutation(({ ctx, input }) =>
      searchPersonalData({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  export: adminProcedure
    .meta({ audit: { writtenByService: 'privacy.export' } })
    .input(privacySearchInputSchema)
    .output(privacyExportDtoSchema)
    .mutation(({ ctx, input }) =>
      exportPersonalData({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  erase: adminProcedure
    .meta({ audit: { writtenByService: 'privacy.erase' } })
    .input(privacyEraseInputSchema)
    .output(privacyErasureSchema)
    .mutation(({ ctx, input }) =>
      erasePersonalData({
        em: ctx.em,
        files: ctx.dependencies.files,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  retentionPreview: adminProcedure
    .output(retentionPreviewSchema)
    .query(({ ctx }) => retentionPreview({ em: ctx.em, settings: ctx.dependencies.retention })),
});
