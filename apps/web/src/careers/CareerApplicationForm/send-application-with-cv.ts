import { postedFormActions } from '@app/domain';
import { readFormAnswer } from '../../app/rest-call.ts';

/** The text fields of an application as the server's schema names them; undefined ones are left out. */
export type ApplicationFields = Readonly<Record<string, string | number | undefined>>;

/**
 * Sends an application with a CV as multipart/form-data to POST /api/careers: the fields of the
 * JSON body as text parts, then the file. The file part comes last so that the server has every
 * field in hand by the time it streams the file. Resolves once accepted; a refusal throws a
 * `RefusedAnswer`, a failed connection or an unreadable answer throws as no answer.
 */
export async function sendApplicationWithCv(fields: ApplicationFields, cv: File): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  body.append('cv', cv, cv.name);
  // The browser writes the Content-Type itself, with the multipart boundary.
  const response = await fetch(postedFormActions.career, { method: 'POST', body });
  await readFormAnswer('career', response);
}
