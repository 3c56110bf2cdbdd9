import { auditAdminListSchema, auditListInputSchema, auditPageSchema } from '@app/domain';
import { auditAdmins, listAuditLog } from '../services/audit-view.ts';
import { adminProcedure, router } from '../trpc.ts';

export const auditRouter = router({
  list: adminProcedure
    .input(auditListInputSchema)
    .output(auditPageSchema)
    .query(({ ctx, input }) => listAuditLog({ em: ctx.em, input })),
  admins: adminProcedure
    .output(auditAdminListSchema)
    .query(({ ctx }) => auditAdmins({ em: ctx.em })),
});
