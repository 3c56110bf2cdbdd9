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
        submitContact({ em: ctx.em, input, mailOutbox: ctx.dependencies.mailOutbox }),
      );
      return { success: true as const };
    }),
  submitCareer: rateLimitedFormProcedure
    .input(careerSubmissionSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.dependencies.formWrites.run(() =>
        submitCareer({ em: ctx.em, input, mailOutbox: ctx.dependencies.mailOutbox }),
      );
      return { success: true as const };
    }),
});
