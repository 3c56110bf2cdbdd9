import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CvUpload,
  DomainError,
  InvalidInputError,
  ServiceUnavailableError,
  TooLargeError,
} from '@app/api';
import {
  type CareerSubmissionInput,
  cvContentTypes,
  cvEmptyMessage,
  cvKindOf,
  cvMaxBytes,
  cvNameTooLongMessage,
  cvTooLargeMessage,
  cvUploadNameMaxLength,
  cvWrongTypeMessage,
  storedCvName,
} from '@app/domain';
import { answersWithPage, cvFieldName, PostedForm, repeatedFieldMessage } from './posted-forms.ts';

export const formTooLargeMessage = 'Request body is too large';
export const notMultipartFormMessage = 'Request body is not valid multipart/form-data';
export const unexpectedFileMessage = `Only a CV may be attached, as the "${cvFieldName}" part`;
export const uploadsBusyMessage =
  'Too many applications are being uploaded right now. Please try again in a minute.';

/**
 * Busboy's limits for a job application, all enforced while the request streams in: one file of
 * at most `cvMaxBytes`, and a few small text parts (the longest field, the 3,000-character
 * description, takes at most 12,000 bytes of UTF-8). Each part's headers are cut at 8 KiB (busboy
 * keeps 80 KiB by default): room for a file name of `cvUploadNameMaxLength` in UTF-8, while a
 * longer one, cut there, is still too long and refused. (Busboy applies no `fieldNameSize` to
 * multipart: the names are checked as they come.) Fastify's `bodyLimit` does not apply to
 * multipart bodies, so these and `careerFormMaxBytes` are the only bounds.
 */
const careerFormLimits = {
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  fields: 20,
  files: 1,
  fileSize: cvMaxBytes,
  parts: 21,
  headerPairs: 10,
  headerSize: 8 * 1024,
};

/**
 * The most a careers form's body may take in all: its CV, its text parts and their headers fit
 * with room to spare. Busboy bounds each part but reads any length before the first and after
 * the last, so the body itself is counted too.
 */
const careerFormMaxBytes = cvMaxBytes + 1024 * 1024;

/**
 * Text parts arrive as strings; these fields are numbers in the JSON body, so a digits-only value
 * becomes one (anything else is left for the schema to refuse).
 */
const numberFields: ReadonlySet<string> = new Set([
  'submitTime',
] satisfies (keyof CareerSubmissionInput)[]);

function fieldValue(name: string, value: unknown): unknown {
  return numberFields.has(name) && typeof value === 'string' && /^\d{1,16}$/.test(value)
    ? Number(value)
    : value;
}

/** A careers form sent as multipart/form-data: its text parts as the JSON body has them. */
interface CareerForm {
  fields: Record<string, unknown>;
  cv: CvUpload | undefined;
}

/**
 * The pieces a CV is kept in: at most this size, so that neither the store nor a download ever
 * holds more of a file at once (a client may send the whole body in one piece).
 */
const storedPieceBytes = 256 * 1024;

/**
 * Reads the CV part into the chunks it arrives in, stopping at the first byte over `cvMaxBytes`.
 * An empty part without a file name is a file input left empty, as a browser sends it: no CV.
 */
async function readCv(part: MultipartFile): Promise<CvUpload | undefined> {
  const tooLarge = () => new TooLargeError(cvTooLargeMessage);
  // Busboy drops the bytes over the limit but goes on reading the part to its end; destroying
  // the stream stops the parsing, so the refusal goes out before the rest of the body is read.
  // (When the limit was reached before this runs, `truncated` says so.)
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) throw tooLarge();
    for (let offset = 0; offset < chunk.length; offset += storedPieceBytes) {
      chunks.push(chunk.subarray(offset, offset + storedPieceBytes));
    }
  }
  if (part.file.truncated) throw tooLarge();
  if (part.filename.length > cvUploadNameMaxLength) {
    throw new InvalidInputError(cvNameTooLongMessage, { [cvFieldName]: cvNameTooLongMessage });
  }
  const content = Buffer.concat(chunks);
  if (content.length === 0) {
    if (part.filename === '') return undefined;
    throw new InvalidInputError(cvEmptyMessage, { [cvFieldName]: cvEmptyMessage });
  }
  const kind = cvKindOf(content);
  if (kind === null) {
    throw new InvalidInputError(cvWrongTypeMessage, { [cvFieldName]: cvWrongTypeMessage });
  }
  return {
    fileName: storedCvName(part.filename, kind),
    contentType: cvContentTypes[kind],
    chunks,
  };
}

function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error
    ? error.statusCode === status
    : false;
}

/** The API's answer to a failure while reading the parts: its own errors, or a parser's. */
function formError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  // The plugin's parts, files and fields limits.
  if (hasStatus(error, 413)) return new TooLargeError(formTooLargeMessage);
  // Malformed multipart, a client gone mid-body, a field named after a prototype property.
  return new InvalidInputError(notMultipartFormMessage);
}

/**
 * A CV posted by a browser's form navigation: its own refusals (empty, not a PDF or Word file)
 * are kept with the form, so that the page shows them beside every other field's message.
 */
async function readPostedCv(
  part: MultipartFile,
  posted: PostedForm,
): Promise<CvUpload | undefined> {
  try {
    const cv = await readCv(part);
    posted.cvCarried = cv !== undefined;
    return cv;
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    posted.cvError = error.message;
    return undefined;
  }
}

/**
 * Reads the parts: into `posted` when the form is answered with pages (every field as typed),
 * else into the body the JSON door checks.
 */
async function readCareerForm(
  request: FastifyRequest,
  posted: PostedForm | undefined,
): Promise<CareerForm> {
  const fields: Record<string, unknown> = {};
  let cv: CvUpload | undefined;
  for await (const part of request.parts()) {
    if (part.fieldname.length > careerFormLimits.fieldNameSize) {
      throw new TooLargeError(formTooLargeMessage);
    }
    if (part.type === 'field') {
      if (part.valueTruncated) throw new TooLargeError(formTooLargeMessage);
      if (posted !== undefined) {
        posted.add(part.fieldname, String(part.value));
        continue;
      }
      if (Object.hasOwn(fields, part.fieldname)) {
        throw new InvalidInputError(repeatedFieldMessage, {
          [part.fieldname]: repeatedFieldMessage,
        });
      }
      fields[part.fieldname] = fieldValue(part.fieldname, part.value);
    } else {
      if (part.fieldname !== cvFieldName) throw new InvalidInputError(unexpectedFileMessage);
      cv = posted === undefined ? await readCv(part) : await readPostedCv(part, posted);
    }
  }
  return { fields, cv };
}

/**
 * Reads the form as `readCareerForm` does, refusing it with 413 once more than
 * `careerFormMaxBytes` of its body have come. Counted as it arrives rather than judged by its
 * Content-Length, so that a browser's form with a CV over 5 MB still has its fields read (they
 * come first) and is answered with the CV's own message under its field.
 */
async function readCareerFormWithinLimit(
  request: FastifyRequest,
  posted: PostedForm | undefined,
): Promise<CareerForm> {
  let received = 0;
  let countChunk: (chunk: Buffer) => void = () => undefined;
  const overLimit = new Promise<never>((_resolve, reject) => {
    countChunk = (chunk) => {
      received += chunk.length;
      if (received > careerFormMaxBytes) reject(new TooLargeError(formTooLargeMessage));
    };
  });
  // Listening before the parts are read, as the multipart plugin itself does: the body starts
  // to flow on the next tick, once `readCareerForm` has piped it into the parser.
  request.raw.on('data', countChunk);
  try {
    return await Promise.race([readCareerForm(request, posted), overLimit]);
  } finally {
    request.raw.off('data', countChunk);
  }
}

const uploadedCvs = new WeakMap<FastifyRequest, CvUpload>();

/**
 * Accepts multipart/form-data in this scope (the careers route's own, so every other route
 * still refuses it) and answers the hook that reads such a form before validation: the text
 * parts become the body the route checks, as a JSON body would be (or, for a browser's form
 * navigation, the PostedForm answered with pages), and the CV waits
 * for the handler in memory (at most `cvMaxBytes`). The whole upload is read before the handler
 * runs, so no database connection is held while a client is still sending. At most
 * `uploadsAtOnce` forms are read at a time (each may hold 5 MiB until it is stored); one more is
 * answered 503 before its body is read, so many slow uploads cannot exhaust the memory.
 */
export async function acceptCareerForm(scope: FastifyInstance, uploadsAtOnce: number) {
  await scope.register(fastifyMultipart, { limits: careerFormLimits });
  let uploadsInProgress = 0;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.isMultipart()) return;
    if (uploadsInProgress >= uploadsAtOnce) throw new ServiceUnavailableError(uploadsBusyMessage);
    uploadsInProgress += 1;
    // Until the request is answered: its CV stays in memory until it is stored.
    reply.raw.once('close', () => {
      uploadsInProgress -= 1;
    });
    // A form answered with pages is the body from the start, so that a refusal while reading it
    // still shows the values read so far.
    const posted = answersWithPage(request) ? new PostedForm() : undefined;
    if (posted !== undefined) request.body = posted;
    try {
      const { fields, cv } = await readCareerFormWithinLimit(request, posted);
      if (posted === undefined) request.body = fields;
      if (cv !== undefined) uploadedCvs.set(request, cv);
    } catch (error) {
      // Answered before the body's end, the connection is closed after it (unread-bodies.ts).
      throw formError(error);
    }
  };
}

/** The CV that came with the request's form, if any. */
export function uploadedCv(request: FastifyRequest): CvUpload | undefined {
  return uploadedCvs.get(request);
}
