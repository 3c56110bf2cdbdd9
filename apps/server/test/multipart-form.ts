/** A file part of a multipart/form-data body. */
export interface FilePart {
  name?: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

const boundary = '----CareerFormBoundary7MA4YWxkTrZu0gW';
export const multipartType = `multipart/form-data; boundary=${boundary}`;

/** A text part, as a browser's FormData sends one. */
export function textPart(name: string, value: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
}

/** A file part's headers; its content and a CRLF follow. */
export function fileHead(file: Omit<FilePart, 'content'>): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'cv'}"; ` +
      `filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
  );
}

export const closing = Buffer.from(`--${boundary}--\r\n`);

/** A careers form as multipart/form-data: text parts first, the file parts last, as the site sends. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []): Buffer {
  return Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => textPart(name, value)),
    ...files.flatMap((file) => [fileHead(file), Buffer.from(file.content), Buffer.from('\r\n')]),
    closing,
  ]);
}
