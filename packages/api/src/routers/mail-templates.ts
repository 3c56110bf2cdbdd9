import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  mailTemplateDtoSchema,
  mailTemplateInputSchema,
  mailTemplateListSchema,
  recordIdSchema,
  successAnswerSchema,
} from '@app/domain';
import { adminProcedure, router } from '../trpc.ts';

/**
 * TEMPORARY STAND-IN, replaced by the conversations backend at merge: the mail templates'
 * procedures with their inputs and answers, so that the admin screen's typed client can be
 * written against them. Every call answers NOT_IMPLEMENTED.
 */
function notImplemented(): never {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'Mail templates are not built yet' });
}

const templateIdInputSchema = z.object({ id: recordIdSchema });

export const mailTemplatesRouter = router({
  list: adminProcedure.output(mailTemplateListSchema).query(notImplemented),
  create: adminProcedure
    .input(mailTemplateInputSchema)
    .output(mailTemplateDtoSchema)
    .mutation(notImplemented),
  update: adminProcedure
    .input(templateIdInputSchema.extend(mailTemplateInputSchema.shape))
    .output(mailTemplateDtoSchema)
    .mutation(notImplemented),
  remove: adminProcedure
    .input(templateIdInputSchema)
    .output(successAnswerSchema)
    .mutation(notImplemented),
});
