import {
  mailTemplateDtoSchema,
  mailTemplateIdInputSchema,
  mailTemplateInputSchema,
  mailTemplateListSchema,
  mailTemplateUpdateInputSchema,
  successAnswerSchema,
} from '@app/domain';
import {
  createMailTemplate,
  listMailTemplates,
  removeMailTemplate,
  updateMailTemplate,
} from '../services/mail-templates.ts';
import { adminProcedure, router } from '../trpc.ts';

export const mailTemplatesRouter = router({
  list: adminProcedure
    .output(mailTemplateListSchema)
    .query(({ ctx }) => listMailTemplates({ em: ctx.em })),
  create: adminProcedure
    .meta({
      audit: {
        action: 'mail_template.create',
        record: { type: 'mail_template', from: 'result', field: 'id' },
      },
    })
    .input(mailTemplateInputSchema)
    .output(mailTemplateDtoSchema)
    .mutation(({ ctx, input }) => createMailTemplate({ em: ctx.em, input })),
  update: adminProcedure
    .meta({
      audit: {
        action: 'mail_template.update',
        record: { type: 'mail_template', from: 'input', field: 'id' },
      },
    })
    .input(mailTemplateUpdateInputSchema)
    .output(mailTemplateDtoSchema)
    .mutation(({ ctx, input }) => updateMailTemplate({ em: ctx.em, input })),
  remove: adminProcedure
    .meta({
      audit: {
        action: 'mail_template.remove',
        record: { type: 'mail_template', from: 'input', field: 'id' },
      },
    })
    .input(mailTemplateIdInputSchema)
    .output(successAnswerSchema)
    .mutation(({ ctx, input }) => removeMailTemplate({ em: ctx.em, input })),
});
