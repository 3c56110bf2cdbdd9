/** The reason waiting messages show while SMTP_URL is unset. */
export const mailNotConfiguredReason = 'E-mail is not configured';

/** Nodemailer's error codes (and Node's socket codes) in the few words an admin can act on. */
const reasonByCode: Record<string, string> = {
  EAUTH: 'SMTP refused login',
  ENOAUTH: 'SMTP refused login',
  ECONNECTION: 'SMTP server unreachable',
  ECONNREFUSED: 'SMTP server unreachable',
  ECONNRESET: 'SMTP server unreachable',
  ESOCKET: 'SMTP server unreachable',
  EDNS: 'SMTP server name not found',
  ENOTFOUND: 'SMTP server name not found',
  ETIMEDOUT: 'SMTP server did not answer in time',
  ETLS: 'SMTP encryption (TLS) failed',
  EENVELOPE: 'SMTP server refused the recipients',
  EMESSAGE: 'SMTP server refused the message',
  EPROTOCOL: 'SMTP server answered unexpectedly',
  EABORT: 'Sending was interrupted',
};

const maxDetailLength = 500;

export interface DeliveryFailure {
  /** A few words for the admin screen. */
  reason: string;
  /** The error's own message, without secrets and cut to a readable length. */
  detail: string;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Describes a failed send. Every form of the secrets an SMTP server or nodemailer might echo
 * back (the password as typed, URL-encoded, and inside an AUTH PLAIN string) is replaced, so
 * the stored error and the logs never carry them.
 */
export function describeDeliveryFailure(
  error: unknown,
  secrets: readonly string[],
): DeliveryFailure {
  const code = errorCode(error);
  const reason = (code === undefined ? undefined : reasonByCode[code]) ?? 'Sending failed';
  const detail = errorDetail(error, secrets);
  return { reason, detail: code === undefined ? detail : `${code}: ${detail}` };
}

/** An error's message on one line, each of `secrets` replaced, cut to a readable length. */
export function errorDetail(error: unknown, secrets: readonly string[]): string {
  let detail = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) {
    if (secret !== '') detail = detail.replaceAll(secret, '[redacted]');
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  return detail.length > maxDetailLength ? `${detail.slice(0, maxDetailLength - 1)}…` : detail;
}

/** The forms in which an SMTP URL's password can appear in an error message. */
export function smtpSecrets(smtpUrl: string): string[] {
  const url = new URL(smtpUrl);
  if (url.password === '') return [];
  const forms = passwordForms(decodeURIComponent(url.username), decodeURIComponent(url.password));
  // As it was typed in the URL too, which may encode fewer characters than encodeURIComponent.
  return [...forms, url.password].sort((a, b) => b.length - a.length);
}

/**
 * The forms in which a mail server's password can appear in an error message: as typed,
 * URL-encoded, base64-encoded and inside an AUTH PLAIN string (SMTP's and IMAP's alike).
 */
export function passwordForms(username: string, password: string): string[] {
  if (password === '') return [];
  const authPlain = Buffer.from(`\u0000${username}\u0000${password}`).toString('base64');
  const passwordBase64 = Buffer.from(password).toString('base64');
  // Longest first, so a shorter form inside a longer one does not leave a part behind.
  return [authPlain, passwordBase64, encodeURIComponent(password), password].sort(
    (a, b) => b.length - a.length,
  );
}
