import { backupStatus } from '../services/backups.ts';
import { adminProcedure, router } from '../trpc.ts';

export const backupsRouter = router({
  status: adminProcedure.query(({ ctx }) =>
    backupStatus({ em: ctx.em, settings: ctx.dependencies.backups }),
  ),
});
