import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  composeMessageInputSchema,
  conversationRecordSchema,
  messagePreviewSchema,
  pageCursorSchema,
  recordIdSchema,
  sentMessageDtoSchema,
  successAnswerSchema,
  timelineSchema,
  unmatchedMessagePageSchema,
} from '@app/domain';
import { adminProcedure, router } from '../trpc.ts';

/**
 * TEMPORARY STAND-IN, replaced by the conversations backend at merge: the conversations'
 * procedures with their inputs and answers, so that the admin screen's typed client can be
 * written against them. Every call answers NOT_IMPLEMENTED.
 */
function notImplemented(): never {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'Conversations are not built yet' });
}

const messageIdInputSchema = z.object({ messageId: recordIdSchema });

export const conversationsRouter = router({
  timeline: adminProcedure
    .input(conversationRecordSchema)
    .output(timelineSchema)
    .query(notImplemented),
  // A mutation, sent as a POST: as a query its input would travel in the URL, and a body of up
  // to 20,000 characters goes past the 16 KiB Node allows a request's head.
  preview: adminProcedure
    .input(composeMessageInputSchema)
    .output(messagePreviewSchema)
    .mutation(notImplemented),
  send: adminProcedure
    .input(composeMessageInputSchema)
    .output(sentMessageDtoSchema)
    .mutation(notImplemented),
  unmatched: adminProcedure
    .input(z.object({ cursor: pageCursorSchema.nullish() }))
    .output(unmatchedMessagePageSchema)
    .query(notImplemented),
  link: adminProcedure
    .input(messageIdInputSchema.extend({ record: conversationRecordSchema }))
    .output(successAnswerSchema)
    .mutation(notImplemented),
  discard: adminProcedure
    .input(messageIdInputSchema)
    .output(successAnswerSchema)
    .mutation(notImplemented),
});
