import { careerSubmissionSchema, contactSubmissionSchema } from '@app/domain';
import { consumeFormAllowance } from '../form-rate-limit.ts';
import { submitCareer, submitContact } from '../services/public-forms.ts';
import { publicProcedure, router } from '../trpc.ts';

const rateLimitedFormProcedure = publicProcedure.use(({ ctx, next }) => {
  consumeFormAllowance(ctx.dependencies.formRateLimiter, ctx.clientIp);
  return next();
});

export const publicRouter = router({
  submitContact: rateLimitedFormProcedure
    .input(contactSubmissionSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.dependencies.formWrites.run(() =>
        submitContact({
          em: ctx.em,
          input,
          mailOutbox: ctx.dependencies.mailOutbox,
          spamCheck: { settings: ctx.dependencies.auth, clientIp: ctx.clientIp },
        }),
      );
      // Suspected spam is kept for review, and answered like any submission: a bot learns nothing.
      return { success: true as const };
    }),
  submitCareer: rateLimitedFormProcedure
    .input(careerSubmissionSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.dependencies.formWrites.run(() =>
        submitCareer({
          em: ctx.em,
          input,
          mailOutbox: ctx.dependencies.mailOutbox,
          spamCheck: { settings: ctx.dependencies.auth, clientIp: ctx.clientIp },
        }),
      );
      return { success: true as const };
    }),
});
