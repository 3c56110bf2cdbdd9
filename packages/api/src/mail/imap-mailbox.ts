/** The mailbox IMAP_URL names, and how to log in to it. */
export interface ImapMailbox {
  host: string;
  port: number;
  /** imaps: TLS from the first byte; imap: STARTTLS where the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The folder, `INBOX` unless the URL names another. */
  path: string;
}

const defaultPorts = { 'imap:': 143, 'imaps:': 993 } as const;

/**
 * Reads `imaps://user:password@host:993/INBOX` (or `imap://` for a plain connection). Throws an
 * error whose message never repeats the value, which holds the password.
 */
export function parseImapUrl(value: string): ImapMailbox {
  if (!URL.canParse(value)) {
    throw new Error('must be a URL such as imaps://user:password@host:993/INBOX');
  }
  const url = new URL(value);
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') {
    throw new Error('must start with imap:// or imaps://');
  }
  if (url.hostname === '') throw new Error('must name the IMAP server host');
  if (url.username === '' || url.password === '') {
    throw new Error('must hold the user and password, as imaps://user:password@host/INBOX');
  }
  if (url.search !== '' || url.hash !== '') {
    throw new Error('must end with the folder: no query (?) or fragment (#)');
  }
  const folder = decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/\/+$/, ''));
  return {
    // An IPv6 address comes in brackets, which a socket does not take.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? defaultPorts[url.protocol] : Number(url.port),
    secure: url.protocol === 'imaps:',
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    path: folder === '' ? 'INBOX' : folder,
  };
}

/**
 * The mailbox's name in logs and in `imap_mailboxes`: user, host and folder, never the password.
 * Every instance reaches it under the same name, so they keep one record of what was taken; a
 * change of port or of TLS leaves it the same mailbox.
 */
export function imapMailboxName(mailbox: ImapMailbox): string {
  const host = mailbox.host.includes(':') ? `[${mailbox.host}]` : mailbox.host;
  return `${mailbox.user}@${host.toLowerCase()}/${mailbox.path}`;
}
