import { backupStatusSchema } from '@app/domain';
import { backupStatus } from '../services/backups.ts';
import { adminProcedure, router } from '../trpc.ts';

export const backupsRouter = router({
  status: adminProcedure
    .output(backupStatusSchema)
    .query(({ ctx }) => backupStatus({ em: ctx.em, settings: ctx.dependencies.backups })),
});
