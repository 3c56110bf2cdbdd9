import {
  confirmTwoFactorSchema,
  passwordConfirmationSchema,
  recoveryCodesSchema,
  twoFactorDisabledSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@app/domain';
import {
  beginTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  twoFactorStatus,
} from '../services/two-factor.ts';
import { adminProcedure, router, twoFactorSetupProcedure } from '../trpc.ts';

/**
 * The admin's own two-factor login. Setting it up goes through `twoFactorSetupProcedure`: where it
 * is required, an admin without it may do that and nothing else, once any temporary password is
 * replaced.
 */
export const twoFactorRouter = router({
  status: twoFactorSetupProcedure
    .output(twoFactorStatusSchema)
    .query(({ ctx }) =>
      twoFactorStatus({ em: ctx.em, adminId: ctx.admin.adminId, settings: ctx.dependencies.auth }),
    ),
  beginEnrolment: twoFactorSetupProcedure
    .meta({ audit: { action: 'admin.two_factor_setup_start' } })
    .output(twoFactorEnrolmentSchema)
    .mutation(({ ctx }) => beginTwoFactorEnrolment({ em: ctx.em, adminId: ctx.admin.adminId })),
  confirmEnrolment: twoFactorSetupProcedure
    .meta({ audit: { writtenByService: 'admin.two_factor_enable' } })
    .input(confirmTwoFactorSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) =>
      confirmTwoFactorEnrolment({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, clientIp: ctx.clientIp },
        code: input.code,
        settings: ctx.dependencies.auth,
      }),
    ),
  disable: adminProcedure
    .meta({ audit: { writtenByService: 'admin.two_factor_disable' } })
    .input(passwordConfirmationSchema)
    .output(twoFactorDisabledSchema)
    .mutation(({ ctx, input }) =>
      disableTwoFactor({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, clientIp: ctx.clientIp },
        password: input.password,
        settings: ctx.dependencies.auth,
      }),
    ),
  regenerateRecoveryCodes: adminProcedure
    .meta({ audit: { writtenByService: 'admin.recovery_codes_regenerate' } })
    .input(passwordConfirmationSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) =>
      regenerateRecoveryCodes({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, clientIp: ctx.clientIp },
        password: input.password,
        settings: ctx.dependencies.auth,
      }),
    ),
});
