import { createHmac } from 'node:crypto';

export interface RawMailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface RawMailOptions {
  from?: string;
  to?: string;
  subject?: string;
  /** The Message-ID with its angle brackets; null for a message without one. */
  messageId?: string | null;
  inReplyTo?: string;
  references?: string;
  /** More header lines, written as given (`Auto-Submitted: auto-replied`). */
  headers?: string[];
  text?: string;
  html?: string;
  /** A text part's own bytes and charset, for mail written in another one than UTF-8. */
  encodedText?: { charset: string; bytes: Buffer };
  attachments?: RawMailAttachment[];
}

let messagesWritten = 0;

function base64Lines(content: Uint8Array): string {
  return (
    Buffer.from(content)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

function textPart(options: RawMailOptions): string[] {
  if (options.encodedText !== undefined) {
    const { charset, bytes } = options.encodedText;
    return [
      `Content-Type: text/plain; charset=${charset}`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(bytes),
    ];
  }
  return [
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(options.text ?? '', 'utf8')),
  ];
}

function htmlPart(html: string): string[] {
  return [
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(html, 'utf8')),
  ];
}

function multipart(subtype: string, boundary: string, parts: string[][]): string[] {
  return [
    `Content-Type: multipart/${subtype}; boundary="${boundary}"`,
    '',
    ...parts.flatMap((part) => [`--${boundary}`, ...part]),
    `--${boundary}--`,
  ];
}

/**
 * A raw RFC 822 message as a mail program writes one, for the inbound doors' tests: its headers,
 * a text part (in any charset), an HTML part, attachments (base64). Every message gets a
 * Message-ID of its own unless one is given (or refused with null).
 */
export function rawMail(options: RawMailOptions = {}): Buffer {
  messagesWritten += 1;
  const messageId =
    options.messageId === undefined
      ? `<test-${String(messagesWritten)}-${String(Date.now())}@client.example>`
      : options.messageId;
  const headers = [
    `From: ${options.from ?? 'Olivia Hart <olivia@example.com>'}`,
    `To: ${options.to ?? 'sales@bamboobridgeteams.com.au'}`,
    `Subject: ${options.subject ?? 'Re: your enquiry'}`,
    'Date: Fri, 27 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    ...(messageId === null ? [] : [`Message-ID: ${messageId}`]),
    ...(options.inReplyTo === undefined ? [] : [`In-Reply-To: ${options.inReplyTo}`]),
    ...(options.references === undefined ? [] : [`References: ${options.references}`]),
    ...(options.headers ?? []),
  ];
  const hasText = options.text !== undefined || options.encodedText !== undefined;
  const bodyParts: string[][] = [
    ...(hasText ? [textPart(options)] : []),
    ...(options.html === undefined ? [] : [htmlPart(options.html)]),
  ];
  const [onlyPart] = bodyParts;
  const body =
    bodyParts.length > 1
      ? multipart('alternative', 'alternative-boundary', bodyParts)
      : (onlyPart ?? textPart(options));
  const attachments = options.attachments ?? [];
  const content =
    attachments.length === 0
      ? body
      : multipart('mixed', 'mixed-boundary', [
          body,
          ...attachments.map((attachment) => [
            `Content-Type: ${attachment.contentType}; name="${attachment.fileName}"`,
            `Content-Disposition: attachment; filename="${attachment.fileName}"`,
            'Content-Transfer-Encoding: base64',
            '',
            base64Lines(attachment.content),
          ]),
        ]);
  return Buffer.from([...headers, ...content, ''].join('\r\n'), 'utf8');
}

/** `sha256=<hex>`: the `X-Inbound-Signature` of a raw body under the inbound door's secret. */
export function inboundSignature(secret: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
