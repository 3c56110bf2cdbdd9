import { careerSubmissionSchema, contactSubmissionSchema, successAnswerSchema } from '@app/domain';
import { consumeFormAllowance } from '../form-rate-limit.ts';
import { receiveCareer, receiveContact } from '../services/public-forms.ts';
import { publicProcedure, router } from '../trpc.ts';

const rateLimitedFormProcedure = publicProcedure.use(({ ctx, next }) => {
  consumeFormAllowance(ctx.dependencies.formRateLimiter, ctx.clientIp);
  return next();
});

export const publicRouter = router({
  submitContact: rateLimitedFormProcedure
    .input(contactSubmissionSchema)
    .output(successAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await receiveContact(ctx, input);
      // Suspected spam is kept for review, and answered like any submission: a bot learns nothing.
      return { success: true as const };
    }),
  submitCareer: rateLimitedFormProcedure
    .input(careerSubmissionSchema)
    .output(successAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await receiveCareer(ctx, input);
      return { success: true as const };
    }),
});
