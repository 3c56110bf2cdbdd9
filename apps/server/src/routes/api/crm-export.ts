import { type ApiDependencies, crmExportFileName, crmExportKinds, openCrmExport } from '@app/api';
import { crmFilterSchema, errorAnswerSchema, fileDownloadSchema } from '@app/domain';
import type { ZodRoutes } from '../../plugins/zod-validation.ts';
import { adminOnlyRoute } from './admin.ts';
import { sendCsvFile } from './csv-download.ts';

/**
 * The CRM's CSV downloads, `GET /api/leads.csv`, `/api/contact-submissions.csv` and
 * `/api/career-submissions.csv`, for a logged-in admin, with the search and filters of the views
 * as query parameters (`?q=&from=&to=&teamSize=&position=`). The file streams from a database cursor as the
 * client reads it.
 */
export function registerCrmExportRoutes(app: ZodRoutes, dependencies: ApiDependencies): void {
  for (const kind of crmExportKinds) {
    app.get(
      `/api/${kind}.csv`,
      // Which list went out, never the search: a search may be a person's name.
      {
        ...adminOnlyRoute(dependencies, { action: 'crm.export', details: { kind } }),
        schema: {
          querystring: crmFilterSchema,
          response: { 200: fileDownloadSchema, '4xx': errorAnswerSchema, '5xx': errorAnswerSchema },
        },
      },
      async (request, reply) => {
        const csv = await openCrmExport({
          em: dependencies.orm.em.fork(),
          kind,
          filter: request.query,
        });
        return sendCsvFile(reply, crmExportFileName(kind, new Date()), csv);
      },
    );
  }
}
