import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ApiDependencies, openConversationAttachment } from '@app/api';
import {
  attachmentDisposition,
  conversationAttachmentIdSchema,
  errorAnswerSchema,
  fileDownloadSchema,
} from '@app/domain';
import type { ZodRoutes } from '../../plugins/zod-validation.ts';
import { adminOnlyRoute } from './admin.ts';

const attachmentParams = z.object({ id: conversationAttachmentIdSchema });

/**
 * `GET /api/conversation-attachments/:id`: an attachment of a received e-mail for a logged-in
 * admin, audited. It is a stranger's file, so the browser must save it, never sniff or render it
 * in the site's origin.
 */
export function registerConversationAttachmentRoute(
  app: ZodRoutes,
  dependencies: ApiDependencies,
): void {
  app.get(
    '/api/conversation-attachments/:id',
    {
      ...adminOnlyRoute(dependencies, {
        action: 'conversation.attachment_download',
        recordType: 'conversation_attachment',
      }),
      schema: {
        params: attachmentParams,
        response: { 200: fileDownloadSchema, '4xx': errorAnswerSchema, '5xx': errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const attachment = await openConversationAttachment({
        em: dependencies.orm.em.fork(),
        attachmentId: request.params.id,
      });
      // The typed reply takes only the schema's value; the bytes go as they are.
      const plainReply: FastifyReply = reply;
      return plainReply
        .header('content-type', attachment.contentType)
        .header('content-length', String(attachment.byteSize))
        .header('content-disposition', attachmentDisposition(attachment.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(attachment.content);
    },
  );
}
