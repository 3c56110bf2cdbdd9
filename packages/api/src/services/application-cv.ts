import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStore } from '../files/file-store.ts';
import { NotFoundError } from '../errors.ts';

export const cvNotFoundMessage = 'CV not found';

/** A stored CV as a download serves it: what it is, and its bytes a chunk at a time. */
export interface CvDownload {
  fileName: string;
  contentType: string;
  byteSize: number;
  content: AsyncIterable<Uint8Array>;
}

/**
 * The CV of a job application, for an admin to download. NotFound when the application does not
 * exist or came without a CV (one message for both, as the caller needs no more).
 */
export async function openApplicationCv(options: {
  em: EntityManager;
  files: FileStore;
  applicationId: number;
}): Promise<CvDownload> {
  const { em, files, applicationId } = options;
  const [application] = await em.execute<
    { key: string; fileName: string; contentType: string; byteSize: number }[]
  >(
    `select cv_key as key, cv_file_name as "fileName", cv_content_type as "contentType",
            cv_byte_size as "byteSize"
       from career_submissions where id = ? and cv_key is not null`,
    [applicationId],
  );
  if (application === undefined) throw new NotFoundError(cvNotFoundMessage);
  const content = await files.read(em, application.key);
  if (content === null) throw new NotFoundError(cvNotFoundMessage);
  return {
    fileName: application.fileName,
    contentType: application.contentType,
    byteSize: application.byteSize,
    content,
  };
}
