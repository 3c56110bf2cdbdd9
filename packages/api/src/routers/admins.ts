import {
  addedAdminSchema,
  adminAccountListSchema,
  adminCreateInputSchema,
  adminIdInputSchema,
  adminNameInputSchema,
  adminNameSchema,
  adminRemovalSchema,
  adminSessionListSchema,
  endedSessionsSchema,
  passwordChangeInputSchema,
  sessionEndSchema,
  sessionIdInputSchema,
} from '@app/domain';
import {
  addAdmin,
  changeOwnName,
  changeOwnPassword,
  endAdminSessions,
  endOwnSession,
  listAdmins,
  listOwnSessions,
  removeAdmin,
} from '../services/admin-management.ts';
import { accountSetupProcedure, adminProcedure, router } from '../trpc.ts';

export const adminsRouter = router({
  list: adminProcedure
    .output(adminAccountListSchema)
    .query(({ ctx }) => listAdmins({ em: ctx.em, actor: ctx.admin })),
  create: adminProcedure
    .meta({ audit: { writtenByService: 'admin.create' } })
    .input(adminCreateInputSchema)
    .output(addedAdminSchema)
    .mutation(({ ctx, input }) =>
      addAdmin({
        em: ctx.em,
        actor: { admin: ctx.admin, clientIp: ctx.clientIp },
        email: input.email,
        displayName: input.displayName,
      }),
    ),
  remove: adminProcedure
    .meta({ audit: { writtenByService: 'admin.remove' } })
    .input(adminIdInputSchema)
    .output(adminRemovalSchema)
    .mutation(({ ctx, input }) =>
      removeAdmin({
        em: ctx.em,
        actor: { admin: ctx.admin, clientIp: ctx.clientIp },
        id: input.id,
      }),
    ),
  /** Open to a session that owes its password change: this is how it pays it. */
  changePassword: accountSetupProcedure
    .meta({ audit: { writtenByService: 'admin.password_change' } })
    .input(passwordChangeInputSchema)
    .output(endedSessionsSchema)
    .mutation(({ ctx, input }) =>
      changeOwnPassword({
        em: ctx.em,
        actor: { admin: ctx.admin, clientIp: ctx.clientIp },
        input,
        settings: ctx.dependencies.auth,
      }),
    ),
  /** The asking admin's own name, as the e-mails they write are signed; null clears it. */
  changeName: adminProcedure
    .meta({ audit: { writtenByService: 'admin.name_change' } })
    .input(adminNameInputSchema)
    .output(adminNameSchema)
    .mutation(({ ctx, input }) =>
      changeOwnName({
        em: ctx.em,
        actor: { admin: ctx.admin, clientIp: ctx.clientIp },
        displayName: input.displayName,
      }),
    ),
  sessions: adminProcedure
    .output(adminSessionListSchema)
    .query(({ ctx }) =>
      listOwnSessions({ em: ctx.em, actor: ctx.admin, settings: ctx.dependencies.auth }),
    ),
  endSession: adminProcedure
    .meta({
      audit: {
        action: 'admin.session_end',
        record: { type: 'session', from: 'input', field: 'id' },
      },
    })
    .input(sessionIdInputSchema)
    .output(sessionEndSchema)
    .mutation(({ ctx, input }) => endOwnSession({ em: ctx.em, actor: ctx.admin, id: input.id })),
  /** Logs another admin out everywhere (their lost laptop): one audit row names the admin. */
  endSessionsOf: adminProcedure
    .meta({
      audit: { action: 'admin.session_end', record: { type: 'admin', from: 'input', field: 'id' } },
    })
    .input(adminIdInputSchema)
    .output(endedSessionsSchema)
    .mutation(({ ctx, input }) =>
      endAdminSessions({ em: ctx.em, actor: ctx.admin, adminId: input.id }),
    ),
});
