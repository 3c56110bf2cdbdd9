import {
  composeMessageInputSchema,
  conversationMessageIdInputSchema,
  conversationRecordSchema,
  linkMessageInputSchema,
  messagePreviewSchema,
  sentMessageDtoSchema,
  successAnswerSchema,
  timelineSchema,
  unmatchedMessagePageSchema,
  unmatchedPageInputSchema,
} from '@app/domain';
import {
  conversationTimeline,
  discardReceivedMessage,
  linkReceivedMessage,
  previewConversationMessage,
  sendConversationMessage,
  unmatchedMessagePage,
} from '../services/conversations.ts';
import { adminProcedure, router } from '../trpc.ts';

export const conversationsRouter = router({
  timeline: adminProcedure
    .input(conversationRecordSchema)
    .output(timelineSchema)
    .query(({ ctx, input }) => conversationTimeline({ em: ctx.em, input })),
  // A message's body may be 20,000 characters: more than a query's URL carries, so it is posted.
  preview: adminProcedure
    .meta({ audit: { changesNothing: 'a preview writes nothing' } })
    .input(composeMessageInputSchema)
    .output(messagePreviewSchema)
    .mutation(({ ctx, input }) =>
      previewConversationMessage({
        em: ctx.em,
        settings: ctx.dependencies.conversations,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  send: adminProcedure
    .meta({ audit: { writtenByService: 'conversation.send' } })
    .input(composeMessageInputSchema)
    .output(sentMessageDtoSchema)
    .mutation(({ ctx, input }) =>
      sendConversationMessage({
        em: ctx.em,
        settings: ctx.dependencies.conversations,
        wakeUp: ctx.dependencies.mailOutbox.wakeUp,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  unmatched: adminProcedure
    .input(unmatchedPageInputSchema)
    .output(unmatchedMessagePageSchema)
    .query(({ ctx, input }) => unmatchedMessagePage({ em: ctx.em, input })),
  link: adminProcedure
    .meta({ audit: { writtenByService: 'conversation.link' } })
    .input(linkMessageInputSchema)
    .output(successAnswerSchema)
    .mutation(({ ctx, input }) =>
      linkReceivedMessage({
        em: ctx.em,
        actor: { adminId: ctx.admin.adminId, ip: ctx.clientIp },
        input,
      }),
    ),
  discard: adminProcedure
    .meta({
      audit: {
        action: 'conversation.discard',
        record: { type: 'conversation_message', from: 'input', field: 'messageId' },
      },
    })
    .input(conversationMessageIdInputSchema)
    .output(successAnswerSchema)
    .mutation(({ ctx, input }) => discardReceivedMessage({ em: ctx.em, input })),
});
