import type { ReceivedMessageDto } from '../api/admin-api.ts';

/** Who sent a received e-mail: their name and address, or the address alone. */
export function senderOf(message: Pick<ReceivedMessageDto, 'fromName' | 'fromAddress'>): string {
  return message.fromName === null
    ? message.fromAddress
    : `${message.fromName} <${message.fromAddress}>`;
}

const excerptLength = 240;

/** The start of a message's text on one line, for the list: the whole is a click away. */
export function messageExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= excerptLength ? line : `${line.slice(0, excerptLength).trimEnd()}…`;
}
