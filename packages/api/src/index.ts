export { appRouter, type AppRouter } from './root.ts';
export {
  createContext,
  type ApiContext,
  type ApiDependencies,
  type ApiLogger,
  type RequestDetails,
} from './context.ts';
export * from './errors.ts';
export { DatabaseFileStore, type FileStore } from './files/file-store.ts';
export { AdmissionQueue, type AdmissionQueueOptions } from './admission-queue.ts';
export { FixedWindowRateLimiter } from './rate-limiter.ts';
export { consumeFormAllowance, formRateLimitMessage } from './form-rate-limit.ts';
export * from './services/public-forms.ts';
export * from './services/application-cv.ts';
export { adminPasswordMinLength, isLongEnoughAdminPassword } from './auth/password.ts';
export { hashSessionToken } from './auth/session-token.ts';
export { knownDeviceCookie, readKnownDeviceTokens } from './auth/known-device.ts';
export {
  createAuthSettings,
  type AuthSettings,
  type FetchLike,
  type TurnstileSettings,
} from './auth/settings.ts';
export * from './services/admin-accounts.ts';
export * from './services/admin-auth.ts';
export * from './services/login-doors.ts';
export * from './services/two-factor.ts';
export { totpCode, totpStep } from './auth/totp.ts';
export * from './services/leads.ts';
export { removeLead } from './services/lead-removal.ts';
export { searchTextSql, type CrmTable } from './services/crm-search.ts';
export * from './services/notes.ts';
export * from './services/submissions.ts';
export * from './services/applications.ts';
export * from './services/application-notes.ts';
export * from './services/crm-export.ts';
export { reportCsv, reportCsvFileName } from './services/report-csv.ts';
export * from './services/spam.ts';
export * from './services/mail-delivery.ts';
export { MailWorker, type MailDeliverySettings } from './mail/mail-worker.ts';
export { type MailOutbox, OutboxWakeUp, acknowledgementIntervalMinutes } from './mail/outbox.ts';
export { mailNotConfiguredReason } from './mail/delivery-errors.ts';
export {
  ImapReader,
  type ImapReaderSettings,
  type IngestInboundMessage,
} from './mail/imap-reader.ts';
export { type ImapMailbox, parseImapUrl } from './mail/imap-mailbox.ts';
export type { MailAddress } from './mail/messages.ts';
export { recordAdminAction, type AuditActor, type AuditRecord } from './services/audit-log.ts';
export {
  type AttachmentDownload,
  type ConversationSettings,
  openConversationAttachment,
} from './services/conversations.ts';
export {
  ingestFromMailbox,
  ingestInboundMessage,
  type InboundChannel,
  type InboundMailDependencies,
  type InboundMessageOutcome,
} from './services/inbound-mail.ts';
export * from './services/privacy.ts';
export {
  RetentionScheduler,
  type RetentionSettings,
  retentionPreview,
  runRetention,
} from './services/retention.ts';
export {
  BackupScheduler,
  type BackupSettings,
  backupStatus,
  recordBackupRun,
  runScheduledBackup,
} from './services/backups.ts';
