import {
  mailDeliveryHealthSchema,
  mailMessageIdInputSchema,
  recentMailListSchema,
  successAnswerSchema,
} from '@app/domain';
import { listRecentMail, mailDeliveryHealth, retryMailNow } from '../services/mail-delivery.ts';
import { adminProcedure, router } from '../trpc.ts';

export const mailRouter = router({
  health: adminProcedure.output(mailDeliveryHealthSchema).query(({ ctx }) =>
    mailDeliveryHealth({
      em: ctx.em,
      deliveryConfigured: ctx.dependencies.mailOutbox.deliveryConfigured,
    }),
  ),
  recent: adminProcedure
    .output(recentMailListSchema)
    .query(({ ctx }) => listRecentMail({ em: ctx.em })),
  retry: adminProcedure
    .meta({
      audit: { action: 'mail.retry', record: { type: 'mail_message', from: 'input', field: 'id' } },
    })
    .input(mailMessageIdInputSchema)
    .output(successAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await retryMailNow({ em: ctx.em, input });
      ctx.dependencies.mailOutbox.wakeUp.notify();
      return { success: true as const };
    }),
});
