import {
  adminLoginSchema,
  adminSessionInfoSchema,
  loginAnswerSchema,
  loginSecondStepSchema,
  loginTokenSchema,
  logoutAnswerSchema,
} from '@app/domain';
import type { ApiContext } from '../context.ts';
import { describeSession, logoutAdmin } from '../services/admin-auth.ts';
import {
  codeLoginStep,
  type LoginDoorRequest,
  passwordLoginStep,
} from '../services/login-doors.ts';
import { accountSetupProcedure, publicProcedure, router } from '../trpc.ts';

function loginDoorOf(ctx: ApiContext & { em: LoginDoorRequest['em'] }): LoginDoorRequest {
  return {
    em: ctx.em,
    request: ctx,
    settings: ctx.dependencies.auth,
    logger: ctx.dependencies.logger,
  };
}

export const authRouter = router({
  /**
   * `{ token }` for an admin without two-factor login; with it, `{ twoFactorRequired, challenge }`
   * for `loginSecondStep`.
   */
  login: publicProcedure
    .input(adminLoginSchema)
    .output(loginAnswerSchema)
    .mutation(({ ctx, input }) => passwordLoginStep(loginDoorOf(ctx), input)),
  loginSecondStep: publicProcedure
    .input(loginSecondStepSchema)
    .output(loginTokenSchema)
    .mutation(({ ctx, input }) => codeLoginStep(loginDoorOf(ctx), input)),
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
