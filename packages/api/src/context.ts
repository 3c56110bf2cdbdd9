import type { MikroORM } from '@mikro-orm/postgresql';
import type { AdmissionQueue } from './admission-queue.ts';
import type { AuthSettings } from './auth/settings.ts';
import type { FileStore } from './files/file-store.ts';
import type { MailOutbox } from './mail/outbox.ts';
import type { BackupSettings } from './services/backups.ts';
import type { ConversationSettings } from './services/conversations.ts';
import type { RetentionSettings } from './services/retention.ts';
import type { FixedWindowRateLimiter } from './rate-limiter.ts';

export interface ApiLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/** Long-lived collaborators, made once at start by the composition root. */
export interface ApiDependencies {
  orm: MikroORM;
  formRateLimiter: FixedWindowRateLimiter;
  /** Every public form write goes through it, so a burst waits its turn instead of failing. */
  formWrites: AdmissionQueue;
  auth: AuthSettings;
  /** Where the forms queue their e-mails, and how the mail worker is woken. */
  mailOutbox: MailOutbox;
  logger: ApiLogger;
  /** Uploaded files' bytes (the CVs of job applications). */
  files: FileStore;
  /** How long personal data is kept: the retention job and its preview read it. */
  retention: RetentionSettings;
  /** Where and how many backups the server keeps; undefined when BACKUP_DIR is unset. */
  backups: BackupSettings | undefined;
  /** The most CV bytes stored from one client address in one UTC day. */
  cvBytesPerAddressPerDay: number;
  /** What staff messages to leads and applicants are sent as (MAIL_FROM, REPLY_TO_ADDRESS). */
  conversations: ConversationSettings;
}

/** What the transport knows about one request. */
export interface RequestDetails {
  clientIp: string;
  /** The `User-Agent` header, kept with a session opened by the request. */
  userAgent: string | undefined;
  authorization: string | undefined;
  /** The `Cookie` header: admin logins read the known-device cookie from it. */
  cookie: string | undefined;
  /** The request came over HTTPS (directly or, with a trusted proxy, in front of it). */
  secure: boolean;
  setHeader: (name: string, value: string) => void;
}

/** One per HTTP request; each procedure adds its own EntityManager (see trpc.ts). */
export interface ApiContext extends RequestDetails {
  dependencies: ApiDependencies;
}

export function createContext(dependencies: ApiDependencies, request: RequestDetails): ApiContext {
  return { ...request, dependencies };
}
