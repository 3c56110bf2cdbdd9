import { type ApiDependencies, reportCsv, reportCsvFileName } from '@app/api';
import {
  errorAnswerSchema,
  fileDownloadSchema,
  reportKinds,
  reportPeriodSchema,
} from '@app/domain';
import type { ZodRoutes } from '../../plugins/zod-validation.ts';
import { adminOnlyRoute } from './admin.ts';
import { sendCsvFile } from './csv-download.ts';

/**
 * A chart of the Reports tab as a CSV file, `GET /api/reports/<kind>.csv?from=&to=`, for a
 * logged-in admin: the numbers the chart shows, a few dozen rows, built in memory.
 */
export function registerReportExportRoutes(app: ZodRoutes, dependencies: ApiDependencies): void {
  for (const kind of reportKinds) {
    app.get(
      `/api/reports/${kind}.csv`,
      {
        ...adminOnlyRoute(dependencies, { action: 'report.export', details: { kind } }),
        schema: {
          querystring: reportPeriodSchema,
          response: { 200: fileDownloadSchema, '4xx': errorAnswerSchema, '5xx': errorAnswerSchema },
        },
      },
      async (request, reply) => {
        const csv = await reportCsv({
          em: dependencies.orm.em.fork(),
          kind,
          period: request.query,
        });
        return sendCsvFile(reply, reportCsvFileName(kind, request.query), csv);
      },
    );
  }
}
