import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ApiDependencies, openApplicationCv } from '@app/api';
import {
  applicationIdSchema,
  attachmentDisposition,
  errorAnswerSchema,
  fileDownloadSchema,
} from '@app/domain';
import type { ZodRoutes } from '../../plugins/zod-validation.ts';
import { adminOnlyRoute } from './admin.ts';

const applicationParams = z.object({ id: applicationIdSchema });

/**
 * `GET /api/career-submissions/:id/cv`: an application's CV for a logged-in admin, streamed from
 * the file store a chunk at a time. It is a candidate's upload, so the browser must save it,
 * never sniff or render it in the site's origin.
 */
export function registerApplicationCvRoute(app: ZodRoutes, dependencies: ApiDependencies): void {
  app.get(
    '/api/career-submissions/:id/cv',
    {
      ...adminOnlyRoute(dependencies, {
        action: 'application.cv_download',
        recordType: 'application',
      }),
      schema: {
        params: applicationParams,
        response: { 200: fileDownloadSchema, '4xx': errorAnswerSchema, '5xx': errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const cv = await openApplicationCv({
        em: dependencies.orm.em.fork(),
        files: dependencies.files,
        applicationId: request.params.id,
      });
      // The bytes stream as they are read; the typed reply takes only the schema's value.
      const plainReply: FastifyReply = reply;
      return plainReply
        .header('content-type', cv.contentType)
        .header('content-length', String(cv.byteSize))
        .header('content-disposition', attachmentDisposition(cv.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(Readable.from(cv.content));
    },
  );
}
