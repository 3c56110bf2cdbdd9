import {
  adminLoginSchema,
  adminSessionInfoSchema,
  loginAnswerSchema,
  loginSecondStepSchema,
  loginTokenSchema,
  logoutAnswerSchema,
} from '@app/domain';
import { knownDeviceCookie, readKnownDeviceTokens } from '../auth/known-device.ts';
import {
  completeLoginSecondStep,
  describeSession,
  loginAdmin,
  logoutAdmin,
} from '../services/admin-auth.ts';
import { accountSetupProcedure, publicProcedure, router } from '../trpc.ts';

export const authRouter = router({
  /**
   * `{ token }` for an admin without two-factor login; with it, `{ twoFactorRequired, challenge }`
   * for `loginSecondStep`.
   */
  login: publicProcedure
    .input(adminLoginSchema)
    .output(loginAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await loginAdmin({
        em: ctx.em,
        input,
        clientIp: ctx.clientIp,
        userAgent: ctx.userAgent,
        knownDeviceTokens: readKnownDeviceTokens(ctx.cookie),
        settings: ctx.dependencies.auth,
        logger: ctx.dependencies.logger,
      });
      if ('challenge' in outcome) {
        return { twoFactorRequired: true as const, challenge: outcome.challenge };
      }
      ctx.setHeader(
        'set-cookie',
        knownDeviceCookie(outcome.knownDeviceToken, { secure: ctx.secure }),
      );
      return { token: outcome.token };
    }),
  loginSecondStep: publicProcedure
    .input(loginSecondStepSchema)
    .output(loginTokenSchema)
    .mutation(async ({ ctx, input }) => {
      const { token, knownDeviceToken } = await completeLoginSecondStep({
        em: ctx.em,
        input,
        clientIp: ctx.clientIp,
        userAgent: ctx.userAgent,
        knownDeviceTokens: readKnownDeviceTokens(ctx.cookie),
        settings: ctx.dependencies.auth,
        logger: ctx.dependencies.logger,
      });
      ctx.setHeader('set-cookie', knownDeviceCookie(knownDeviceToken, { secure: ctx.secure }));
      return { token };
    }),
  logout: publicProcedure.output(logoutAnswerSchema).mutation(async ({ ctx }) => {
    await logoutAdmin({
      em: ctx.em,
      authorization: ctx.authorization,
      clientIp: ctx.clientIp,
      logger: ctx.dependencies.logger,
    });
    return { loggedOut: true as const };
  }),
  /** Who the bearer token belongs to; the admin screen checks a stored token with it. */
  session: accountSetupProcedure
    .output(adminSessionInfoSchema)
    .query(({ ctx }) => describeSession({ em: ctx.em, actor: ctx.admin })),
});
