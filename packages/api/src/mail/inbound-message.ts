import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { emailMaxLength, type ReceivedMessageKind, receivedAttachmentsMaxBytes } from '@app/domain';
import { InvalidInputError } from '../errors.ts';
import { sanitiseReceivedHtml } from './received-html.ts';

const unreadableMessageMessage = 'The body could not be read as an e-mail message';

/** PostgreSQL's text holds no NUL; a message may carry one anywhere. */
function storable(text: string): string {
  return text.replaceAll('\u0000', '');
}
const senderMissingMessage = 'The message has no sender address (From)';
const senderTooLongMessage = `The sender address (From) is longer than ${emailMaxLength} characters`;

/** Longer text is cut, saying so: no reply needs more, and a hostile one could hold megabytes. */
const textMaxLength = 200_000;
const subjectMaxLength = 1_000;
const addressTextMaxLength = 2_000;
const fileNameMaxLength = 200;
/** Attachments past this count are left out like those past the size cap. */
const attachmentsMaxCount = 50;
/** A thread's ids kept of `References`: the newest ones, which name the messages answered. */
const referencesMaxCount = 50;
const messageIdMaxLength = 500;

interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A received message as the conversations keep it. */
export interface InboundMessage {
  /**
   * The `Message-ID` with its angle brackets, or for a message without one `sha256:<hex>` of what
   * its sender wrote (`contentKey`).
   */
  messageId: string;
  inReplyTo: string | null;
  /** `References` then `In-Reply-To`, oldest first, each once. */
  threadIds: string[];
  references: string[];
  fromName: string | null;
  /** Lower-cased. */
  fromAddress: string;
  to: string;
  /** Every address the message was sent to (To, Cc, Delivered-To, X-Original-To), lower-cased. */
  recipientAddresses: string[];
  subject: string;
  text: string;
  html: string | null;
  hasRemoteImages: boolean;
  kind: ReceivedMessageKind;
  attachments: ReceivedAttachment[];
}

/** The root's header lines by lower-cased name, folded lines joined. */
function headerValues(mail: ParsedMail): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const { key, line } of mail.headerLines) {
    const value = storable(line.slice(line.indexOf(':') + 1))
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    const name = key.toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

/** The headers a sender writes, which no server on the way adds to or changes. */
const senderWrittenHeaders = ['from', 'to', 'cc', 'date', 'subject'];

/**
 * A message without a Message-ID of its own is known by what its sender wrote: those headers
 * and the body. Not by its raw bytes: the copy a mailbox holds carries the headers the servers on
 * the way added (Received, Return-Path, Delivered-To), which the copy a provider posts to the
 * inbound door lacks, and the message must be stored once whichever door brings it. Line ends and
 * trailing white space are left out for the same reason.
 */
function contentKey(raw: Buffer, headers: ReadonlyMap<string, readonly string[]>): string {
  const text = raw.toString('latin1').replace(/\r\n/g, '\n');
  const bodyStart = text.indexOf('\n\n');
  const body = bodyStart === -1 ? '' : text.slice(bodyStart + 2).trimEnd();
  const hash = createHash('sha256');
  for (const name of senderWrittenHeaders) {
    hash.update(`${name}:${(headers.get(name) ?? []).join('\n')}\n`);
  }
  hash.update(body);
  return `sha256:${hash.digest('hex')}`;
}

const precedenceOfPrograms = new Set(['bulk', 'list', 'junk', 'auto_reply']);

/**
 * Mail a program wrote rather than a person: auto-replies (`Auto-Submitted` other than `no`, the
 * `X-Autoreply` family), mailing lists and bulk mail (`Precedence`, `List-Id`), delivery and
 * read reports (`multipart/report`), and bounces (an empty `Return-Path`, MAILER-DAEMON). It is
 * kept, but raises no alert and is never answered by anything automatic.
 */
function isAutomaticMessage(
  headers: ReadonlyMap<string, readonly string[]>,
  fromAddress: string,
): boolean {
  const values = (name: string) => headers.get(name) ?? [];
  const token = (value: string) => (value.split(';')[0] ?? '').trim().toLowerCase();
  if (values('auto-submitted').some((value) => token(value) !== 'no')) return true;
  if (values('precedence').some((value) => precedenceOfPrograms.has(token(value)))) return true;
  if (['list-id', 'x-autoreply', 'x-autorespond'].some((name) => values(name).length > 0)) {
    return true;
  }
  if (values('content-type').some((value) => token(value) === 'multipart/report')) return true;
  if (values('return-path').some((value) => /^<\s*>$/.test(value))) return true;
  const localPart = fromAddress.slice(0, fromAddress.lastIndexOf('@')).toLowerCase();
  return localPart === 'mailer-daemon' || localPart === 'postmaster';
}

const messageIdPattern = /<[^<>\s]{1,500}>/g;

function messageIds(values: readonly string[]): string[] {
  return values.flatMap((value) => value.match(messageIdPattern) ?? []);
}

const addressPattern = /[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+/g;

function addressesIn(values: readonly string[]): string[] {
  return values.flatMap((value) => value.match(addressPattern) ?? []).map((a) => a.toLowerCase());
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const lineBreaksAndControls = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** Text from mail for one line: control characters become spaces, and the length is capped. */
function oneLine(value: string, maxLength: number): string {
  return value.replace(lineBreaksAndControls, ' ').trim().slice(0, maxLength);
}

function addressText(field: AddressObject | AddressObject[] | undefined): string {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return oneLine(objects.map((object) => object.text).join(', '), addressTextMaxLength);
}

function safeFileName(name: string | undefined): string {
  const cleaned = oneLine(name ?? '', fileNameMaxLength).replace(/[\\/]/g, '_');
  return cleaned === '' ? 'attachment' : cleaned;
}

function safeContentType(type: string): string {
  const lower = type.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(lower)
    ? lower
    : 'application/octet-stream';
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Keeps attachments in order while they fit the per-message cap; names the ones left out. */
function keptAttachments(mail: ParsedMail): { kept: ReceivedAttachment[]; leftOut: string[] } {
  const kept: ReceivedAttachment[] = [];
  const leftOut: string[] = [];
  let keptBytes = 0;
  for (const attachment of mail.attachments) {
    const fileName = safeFileName(attachment.filename);
    const size = attachment.content.byteLength;
    if (kept.length >= attachmentsMaxCount || keptBytes + size > receivedAttachmentsMaxBytes) {
      leftOut.push(`${fileName} (${megabytes(size)})`);
      continue;
    }
    keptBytes += size;
    kept.push({
      fileName,
      contentType: safeContentType(attachment.contentType),
      content: attachment.content,
    });
  }
  return { kept, leftOut };
}

function leftOutNote(leftOut: string[]): string {
  return `[Not kept: ${leftOut.join(', ')}. A received message keeps at most ${megabytes(receivedAttachmentsMaxBytes)} of attachments, ${String(attachmentsMaxCount)} at most.]`;
}

/** Text of an HTML-only message, from its cleaned HTML, by mailparser's own HTML-to-text. */
async function textOfHtml(html: string): Promise<string> {
  const parsed = await simpleParser(
    Buffer.from(`Content-Type: text/html; charset=utf-8\r\n\r\n${html}`, 'utf8'),
  );
  return parsed.text ?? '';
}

function cutText(text: string): string {
  if (text.length <= textMaxLength) return text;
  return `${text.slice(0, textMaxLength)}\n\n[The rest of this message was not kept: it is longer than ${String(textMaxLength)} characters.]`;
}

async function parse(raw: Buffer): Promise<ParsedMail> {
  try {
    // The HTML is converted to text only when there is no text part, below, from its clean copy.
    return await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  } catch (error) {
    // The parser's own reason ("Max allowed child nodes exceeded") says what to fix.
    const reason = error instanceof Error ? `: ${oneLine(error.message, 200)}` : '';
    throw new InvalidInputError(`${unreadableMessageMessage}${reason}`);
  }
}

/**
 * Reads a raw RFC 822 message: the sender, the thread's ids, the text (its own text part where it
 * has one, decoded from whatever charset it declares), the HTML cleaned, whether a program wrote
 * it, and the attachments that fit. Malformed MIME is read as far as it goes; a body that is no
 * message at all (no sender) is refused.
 */
export async function readInboundMessage(raw: Buffer): Promise<InboundMessage> {
  const mail = await parse(raw);
  const headers = headerValues(mail);
  const sender = mail.from?.value.find((address) => address.address !== undefined);
  const fromAddress = storable(sender?.address ?? '')
    .trim()
    .toLowerCase();
  if (!fromAddress.includes('@')) throw new InvalidInputError(senderMissingMessage);
  // No address the forms take is longer, and a longer one would not fit the address index.
  if (fromAddress.length > emailMaxLength) throw new InvalidInputError(senderTooLongMessage);

  const [ownId] = messageIds(headers.get('message-id') ?? []);
  const messageId =
    ownId !== undefined && ownId.length <= messageIdMaxLength ? ownId : contentKey(raw, headers);
  const [inReplyTo = null] = messageIds(headers.get('in-reply-to') ?? []);
  const references = messageIds(headers.get('references') ?? []).slice(-referencesMaxCount);
  const threadIds = [...new Set([...references, ...(inReplyTo === null ? [] : [inReplyTo])])];

  const ownText =
    mail.text === undefined || mail.text.trim() === '' ? undefined : storable(mail.text);
  let text = ownText ?? '';
  let html: string | null = null;
  let hasRemoteImages = false;
  if (ownText === undefined && typeof mail.html === 'string') {
    const sanitised = sanitiseReceivedHtml(storable(mail.html));
    html = sanitised.html;
    hasRemoteImages = sanitised.hasRemoteImages;
    text = await textOfHtml(html);
  }
  const { kept, leftOut } = keptAttachments(mail);
  text = cutText(text);
  if (leftOut.length > 0) text = `${text}\n\n${leftOutNote(leftOut)}`;

  return {
    messageId,
    inReplyTo,
    threadIds,
    references,
    fromName:
      sender?.name === undefined || sender.name.trim() === '' ? null : oneLine(sender.name, 200),
    fromAddress,
    to: addressText(mail.to),
    recipientAddresses: [
      ...new Set(
        addressesIn(
          ['to', 'cc', 'delivered-to', 'x-original-to', 'envelope-to'].flatMap(
            (name) => headers.get(name) ?? [],
          ),
        ),
      ),
    ],
    subject: oneLine(mail.subject ?? '', subjectMaxLength),
    text,
    html,
    hasRemoteImages,
    kind: isAutomaticMessage(headers, fromAddress) ? 'automatic' : 'reply',
    attachments: kept,
  };
}
