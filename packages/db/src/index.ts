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
