export {
  createOrmConfig,
  openDatabase,
  type OpenDatabaseOptions,
  type OrmConfigOptions,
} from './config.ts';
export {
  AdminLoginChallenge,
  AdminRecoveryCode,
  AuditLogEntry,
  ScheduledJobRun,
  AdminKnownDevice,
  AdminKnownDeviceSchema,
  AdminSession,
  AdminSessionSchema,
  AdminUser,
  AdminUserSchema,
  ApplicationNote,
  ApplicationNoteSchema,
  CareerSubmission,
  CareerSubmissionSchema,
  ContactSubmission,
  ContactSubmissionSchema,
  entities,
  Lead,
  LeadNote,
  LeadNoteSchema,
  LeadSchema,
  LoginAttempt,
  LoginAttemptSchema,
  MailOutboxMessage,
  MailOutboxMessageSchema,
  User,
  UserSchema,
} from './entities.ts';
export {
  embeddedDatabaseName,
  startDatabase,
  type StartDatabaseOptions,
  type StartedDatabase,
} from './launcher.ts';
export type { DatabaseLogger } from './logger.ts';
export { migrationsList } from './migrations/index.ts';
export {
  backupFileName,
  listBackups,
  pruneBackups,
  type BackupFile,
} from './backup/backup-files.ts';
export { BackupFileError } from './backup/backup-format.ts';
export {
  readBackupContents,
  restoreBackup,
  RestoreRefusedError,
  type BackupContents,
  type RestoredBackup,
} from './backup/restore-backup.ts';
export { BackupSchemaError, writeBackup, type WrittenBackup } from './backup/write-backup.ts';
export { withTryAdvisoryLock } from './server-admin.ts';
