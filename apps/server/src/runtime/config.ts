import path from 'node:path';
import { z } from 'zod';
import {
  adminPasswordMinLength,
  type BackupSettings,
  type ImapReaderSettings,
  type ConversationSettings,
  isLongEnoughAdminPassword,
  type MailDeliverySettings,
  parseImapUrl,
  type RetentionSettings,
} from '@app/api';
import { cvMaxBytes } from '@app/domain';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/** Shorter, a signature's key could be guessed; 32 characters is what `openssl rand -hex 16` gives. */
const inboundEmailSecretMinLength = 32;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const trustedHops = Number(value);
      return (_address, hop) => hop < trustedHops;
    }
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    if (addresses.length === 0) {
      context.addIssue({
        code: 'custom',
        message: 'expected true, false, a hop count or addresses',
      });
      return z.NEVER;
    }
    return addresses;
  });

const emailAddress = z.email();

/** `Name <address>` or a bare address, as MAIL_FROM is usually written. */
const mailFromSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const named = /^"?([^"<>]*?)"?\s*<([^<>\s]+)>$/.exec(value);
    const [name, address] = named === null ? ['', value] : [named[1]?.trim() ?? '', named[2] ?? ''];
    if (!emailAddress.safeParse(address).success || /[\r\n]/.test(name)) {
      context.addIssue({
        code: 'custom',
        message: 'must be an e-mail address, optionally as Name <address>',
      });
      return z.NEVER;
    }
    return { name, address };
  });

/** Comma-separated addresses, each checked; unset or blank is no address. */
const addressListSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const addresses = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const invalid = addresses.filter((address) => !emailAddress.safeParse(address).success);
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not an e-mail address: ${invalid.join(', ')} (expected addresses separated by commas)`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/**
 * The SMTP server as a URL. An unparsable value is reported without echoing it, since it may
 * hold the password.
 */
const smtpUrlSchema = optionalText.pipe(
  z
    .string()
    .refine((value) => URL.canParse(value), 'must be a URL such as smtps://user:password@host:465')
    .refine(
      (value) => !URL.canParse(value) || ['smtp:', 'smtps:'].includes(new URL(value).protocol),
      'must start with smtp:// or smtps://',
    )
    .refine(
      (value) => !URL.canParse(value) || new URL(value).hostname !== '',
      'must name the SMTP server host',
    )
    .optional(),
);

/**
 * The mailbox the replies are read from, as a URL. A refused value is reported without echoing
 * it, since it holds the password.
 */
const imapUrlSchema = optionalText.pipe(
  z
    .string()
    .transform((value, context) => {
      try {
        return parseImapUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
);

const booleanSchema = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : value === 'true' || value === '1',
    );

/**
 * The environment's schema. Relative folders are taken from `baseDirectory`, the folder the
 * command was typed in, so `pnpm start` (run at the repository root) and `pnpm backup` or
 * `pnpm restore` (run in apps/server) find the same data and backups.
 */
const environmentSchema = (baseDirectory: string) =>
  z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
      HOST: z.string().trim().min(1).default('0.0.0.0'),
      PORT: z.coerce.number().int().min(0).max(65535).default(3000),
      LOG_LEVEL: z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
        .default('info'),
      DATABASE_URL: optionalText.pipe(
        z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
          .optional(),
      ),
      DATA_DIR: z
        .string()
        .trim()
        .min(1)
        .default(path.join(repositoryRoot, '.data'))
        .transform((folder) => path.resolve(baseDirectory, folder)),
      WEB_DIST_DIR: z
        .string()
        .trim()
        .min(1)
        .default(path.join(repositoryRoot, 'apps/web/dist'))
        .transform((folder) => path.resolve(baseDirectory, folder)),
      PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
      TRUST_PROXY: trustProxySchema,
      FORM_RATE_LIMIT_PER_MINUTE: positiveInteger(10),
      DATABASE_POOL_MAX: positiveInteger(10),
      // Unset: two under the pool size, so the admin CRM and the health check keep a connection.
      FORM_WRITE_CONCURRENCY: z.coerce.number().int().positive().optional(),
      FORM_QUEUE_MAX_LENGTH: positiveInteger(2_000),
      // Unset: 10 s, longer than the pool's own 5 s wait for a connection, and at most four fifths
      // of REQUEST_TIMEOUT_MS.
      FORM_QUEUE_MAX_WAIT_MS: z.coerce.number().int().positive().optional(),
      BODY_LIMIT_BYTES: positiveInteger(64 * 1024),
      // Each upload is held in memory (at most 5 MiB) until it is stored: 16 at once is 80 MiB.
      CV_UPLOADS_AT_ONCE: positiveInteger(16),
      // Four CVs of the largest size a day from one address: a person sends one or two, and one
      // address can no longer fill the disk at the forms' rate limit (72 GB a day without it).
      CV_BYTES_PER_ADDRESS_PER_DAY: z.coerce
        .number()
        .int()
        .min(cvMaxBytes, `must be at least ${cvMaxBytes} (one CV of the largest size)`)
        .default(4 * cvMaxBytes),
      REQUEST_TIMEOUT_MS: positiveInteger(15_000),
      // Unset: 10 s, or REQUEST_TIMEOUT_MS when that is shorter (Node refuses a longer one).
      HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
      // Well below the process's file descriptor limit, which the database pool and files share.
      MAX_CONNECTIONS: positiveInteger(4096),
      // Browsers open about 6 connections per site; 64 leaves room for a few behind one NAT.
      MAX_CONNECTIONS_PER_ADDRESS: positiveInteger(64),
      // Longer than the idle timeout of common load balancers (60 s), which must close first.
      KEEP_ALIVE_TIMEOUT_MS: positiveInteger(72_000),
      ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
      ADMIN_PASSWORD: optionalText.pipe(
        z
          .string()
          .refine(
            isLongEnoughAdminPassword,
            `must be at least ${adminPasswordMinLength} characters`,
          )
          .optional(),
      ),
      SESSION_IDLE_MINUTES: positiveInteger(30),
      SESSION_ABSOLUTE_HOURS: positiveInteger(12),
      ADMIN_MAX_SESSIONS: positiveInteger(5),
      // Every admin must log in with a code from an authenticator app; one without it sets it up first.
      REQUIRE_TWO_FACTOR: booleanSchema(false),
      TURNSTILE_SITE_KEY: optionalText,
      TURNSTILE_SECRET_KEY: optionalText,
      TURNSTILE_VERIFY_URL: z
        .url()
        .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
      SMTP_URL: smtpUrlSchema,
      MAIL_FROM: optionalText.pipe(mailFromSchema.optional()),
      LEAD_ALERT_TO: addressListSchema,
      APPLICATION_ALERT_TO: addressListSchema,
      SEND_ACKNOWLEDGEMENTS: booleanSchema(false),
      // Connecting, the greeting and every later answer of the SMTP server, each.
      SMTP_TIMEOUT_MS: positiveInteger(15_000),
      // The first retry of a failed message; each next one doubles, up to MAIL_RETRY_MAX_DELAY_MS.
      MAIL_RETRY_BASE_DELAY_MS: positiveInteger(60_000),
      MAIL_RETRY_MAX_DELAY_MS: positiveInteger(3_600_000),
      MAIL_GIVE_UP_AFTER_HOURS: positiveInteger(24),
      MAIL_POLL_INTERVAL_MS: positiveInteger(30_000),
      // Set: every instance reads the replies from this mailbox (one claim takes each message once).
      IMAP_URL: imapUrlSchema,
      // The poll behind IDLE, for servers without it and news IDLE missed.
      IMAP_POLL_INTERVAL_MS: positiveInteger(60_000),
      // After a lost or failed connection; doubling with each failure in a row, up to the max.
      IMAP_RECONNECT_BASE_DELAY_MS: positiveInteger(5_000),
      IMAP_RECONNECT_MAX_DELAY_MS: positiveInteger(300_000),
      // Set: staff messages ask for answers at replies+<token>@ its domain, one per conversation.
      REPLY_TO_ADDRESS: optionalText.pipe(z.email().optional()),
      // Set: POST /api/inbound-email takes raw messages signed with it (HMAC-SHA256).
      INBOUND_EMAIL_SECRET: optionalText.pipe(
        z
          .string()
          .min(
            inboundEmailSecretMinLength,
            `must be at least ${inboundEmailSecretMinLength} characters`,
          )
          .optional(),
      ),
      // Personal data whose last activity is older than this many months is erased daily; 24 keeps
      // the privacy policy's "about 2 years".
      // Blank counts as unset, as Compose passes unset variables.
      RETENTION_MONTHS: optionalText.pipe(
        z.coerce.number<string | undefined>().int().min(1).max(1200).default(24),
      ),
      // Won leads are clients: with true their records (and their enquiries) are kept past RETENTION_MONTHS.
      RETAIN_WON_LEADS: booleanSchema(false),
      // Set: the server backs the database up there daily, and `pnpm backup` writes there.
      BACKUP_DIR: optionalText.transform((folder) =>
        folder === undefined ? undefined : path.resolve(baseDirectory, folder),
      ),
      // A week of daily backups.
      BACKUP_KEEP: optionalText.pipe(
        z.coerce.number<string | undefined>().int().min(1).max(10_000).default(7),
      ),
    })
    .superRefine((environment, context) => {
      if (
        environment.HEADERS_TIMEOUT_MS !== undefined &&
        environment.HEADERS_TIMEOUT_MS > environment.REQUEST_TIMEOUT_MS
      ) {
        context.addIssue({
          code: 'custom',
          path: ['HEADERS_TIMEOUT_MS'],
          message: 'must not be longer than REQUEST_TIMEOUT_MS, which the headers are part of',
        });
      }
      if (
        environment.FORM_WRITE_CONCURRENCY !== undefined &&
        environment.FORM_WRITE_CONCURRENCY >= environment.DATABASE_POOL_MAX
      ) {
        context.addIssue({
          code: 'custom',
          path: ['FORM_WRITE_CONCURRENCY'],
          message:
            'must be below DATABASE_POOL_MAX, so the admin CRM and the health check keep a connection',
        });
      }
      if (
        environment.FORM_QUEUE_MAX_WAIT_MS !== undefined &&
        environment.FORM_QUEUE_MAX_WAIT_MS >= environment.REQUEST_TIMEOUT_MS
      ) {
        context.addIssue({
          code: 'custom',
          path: ['FORM_QUEUE_MAX_WAIT_MS'],
          message:
            'must be below REQUEST_TIMEOUT_MS, so a queued submission is answered before it is cut off',
        });
      }
      if ((environment.ADMIN_EMAIL === undefined) !== (environment.ADMIN_PASSWORD === undefined)) {
        context.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
        });
      }
      if (environment.SMTP_URL !== undefined) {
        // Without a sender or recipients the configured server could send nothing.
        if (environment.MAIL_FROM === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['MAIL_FROM'],
            message: 'is required when SMTP_URL is set (the sender of the staff alerts)',
          });
        }
        if (environment.LEAD_ALERT_TO.length === 0) {
          context.addIssue({
            code: 'custom',
            path: ['LEAD_ALERT_TO'],
            message: 'is required when SMTP_URL is set (who receives the staff alerts)',
          });
        }
      }
      if (environment.IMAP_RECONNECT_MAX_DELAY_MS < environment.IMAP_RECONNECT_BASE_DELAY_MS) {
        context.addIssue({
          code: 'custom',
          path: ['IMAP_RECONNECT_MAX_DELAY_MS'],
          message: 'must not be shorter than IMAP_RECONNECT_BASE_DELAY_MS',
        });
      }
      if (environment.MAIL_RETRY_MAX_DELAY_MS < environment.MAIL_RETRY_BASE_DELAY_MS) {
        context.addIssue({
          code: 'custom',
          path: ['MAIL_RETRY_MAX_DELAY_MS'],
          message: 'must not be shorter than MAIL_RETRY_BASE_DELAY_MS',
        });
      }
      if (
        environment.BACKUP_DIR !== undefined &&
        isWithin(environment.BACKUP_DIR, environment.DATA_DIR)
      ) {
        context.addIssue({
          code: 'custom',
          path: ['BACKUP_DIR'],
          message:
            'must not be inside DATA_DIR: deleting or losing the data folder would take the backups with it',
        });
      }
      const siteKeyMissing = environment.TURNSTILE_SITE_KEY === undefined;
      if (siteKeyMissing !== (environment.TURNSTILE_SECRET_KEY === undefined)) {
        // The secret alone would refuse every login, as the form would show no widget to make
        // tokens; the site key alone would show a widget whose tokens nobody checks.
        const [missing, present] = siteKeyMissing
          ? ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY']
          : ['TURNSTILE_SECRET_KEY', 'TURNSTILE_SITE_KEY'];
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `is required when ${present} is set (set both to protect admin logins and the public forms with Cloudflare Turnstile, or neither)`,
        });
      }
    });

function isWithin(folder: string, parent: string): boolean {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export type ServerConfig = ReturnType<typeof toConfig>;

const defaultHeadersTimeoutMs = 10_000;

function toConfig(environment: z.infer<ReturnType<typeof environmentSchema>>) {
  return {
    nodeEnv: environment.NODE_ENV,
    /**
     * REST answers are checked against their response schemas in development and tests. In
     * production the schemas still document them: the lists of every row cost most to check
     * (`GET /api/contact-submissions`, 100,000 rows: 129 ms on top of 54 ms of JSON.stringify).
     */
    checkRestAnswers: environment.NODE_ENV !== 'production',
    host: environment.HOST,
    port: environment.PORT,
    logLevel: environment.LOG_LEVEL,
    databaseUrl: environment.DATABASE_URL,
    dataDir: environment.DATA_DIR,
    webDistDir: environment.WEB_DIST_DIR,
    publicSiteUrl: environment.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    trustProxy: environment.TRUST_PROXY,
    formRateLimitPerMinute: environment.FORM_RATE_LIMIT_PER_MINUTE,
    databasePoolMax: environment.DATABASE_POOL_MAX,
    formWrites: {
      concurrency:
        environment.FORM_WRITE_CONCURRENCY ?? Math.max(1, environment.DATABASE_POOL_MAX - 2),
      maxQueued: environment.FORM_QUEUE_MAX_LENGTH,
      maxWaitMs:
        environment.FORM_QUEUE_MAX_WAIT_MS ??
        Math.min(10_000, Math.floor(environment.REQUEST_TIMEOUT_MS * 0.8)),
    },
    bodyLimitBytes: environment.BODY_LIMIT_BYTES,
    cvUploadsAtOnce: environment.CV_UPLOADS_AT_ONCE,
    cvBytesPerAddressPerDay: environment.CV_BYTES_PER_ADDRESS_PER_DAY,
    requestTimeoutMs: environment.REQUEST_TIMEOUT_MS,
    headersTimeoutMs:
      environment.HEADERS_TIMEOUT_MS ??
      Math.min(defaultHeadersTimeoutMs, environment.REQUEST_TIMEOUT_MS),
    connectionLimits: {
      maxConnections: environment.MAX_CONNECTIONS,
      // Behind a proxy every connection comes from the proxy's address, so a cap per address
      // would cap the whole site; limiting each client is then the proxy's job.
      maxConnectionsPerAddress:
        environment.TRUST_PROXY === false ? environment.MAX_CONNECTIONS_PER_ADDRESS : undefined,
    },
    keepAliveTimeoutMs: environment.KEEP_ALIVE_TIMEOUT_MS,
    adminBootstrap:
      environment.ADMIN_EMAIL !== undefined && environment.ADMIN_PASSWORD !== undefined
        ? { email: environment.ADMIN_EMAIL.toLowerCase(), password: environment.ADMIN_PASSWORD }
        : undefined,
    session: {
      idleTimeoutMs: environment.SESSION_IDLE_MINUTES * 60_000,
      absoluteTimeoutMs: environment.SESSION_ABSOLUTE_HOURS * 3_600_000,
      maxSessionsPerAdmin: environment.ADMIN_MAX_SESSIONS,
      twoFactorRequired: environment.REQUIRE_TWO_FACTOR,
    },
    turnstile:
      environment.TURNSTILE_SITE_KEY === undefined || environment.TURNSTILE_SECRET_KEY === undefined
        ? undefined
        : {
            siteKey: environment.TURNSTILE_SITE_KEY,
            secretKey: environment.TURNSTILE_SECRET_KEY,
            verifyUrl: environment.TURNSTILE_VERIFY_URL,
          },
    mail: {
      smtpUrl: environment.SMTP_URL,
      // Only read when SMTP_URL is set, which requires MAIL_FROM.
      from: environment.MAIL_FROM ?? { name: '', address: 'alerts@localhost' },
      leadAlertTo: environment.LEAD_ALERT_TO,
      applicationAlertTo:
        environment.APPLICATION_ALERT_TO.length > 0
          ? environment.APPLICATION_ALERT_TO
          : environment.LEAD_ALERT_TO,
      sendAcknowledgements: environment.SEND_ACKNOWLEDGEMENTS,
      publicSiteUrl: environment.PUBLIC_SITE_URL.replace(/\/+$/, ''),
      smtpTimeoutMs: environment.SMTP_TIMEOUT_MS,
      retryBaseDelayMs: environment.MAIL_RETRY_BASE_DELAY_MS,
      retryMaxDelayMs: environment.MAIL_RETRY_MAX_DELAY_MS,
      giveUpAfterMs: environment.MAIL_GIVE_UP_AFTER_HOURS * 3_600_000,
      pollIntervalMs: environment.MAIL_POLL_INTERVAL_MS,
    } satisfies MailDeliverySettings & { sendAcknowledgements: boolean },
    imap:
      environment.IMAP_URL === undefined
        ? undefined
        : ({
            mailbox: environment.IMAP_URL,
            pollIntervalMs: environment.IMAP_POLL_INTERVAL_MS,
            reconnectBaseDelayMs: environment.IMAP_RECONNECT_BASE_DELAY_MS,
            reconnectMaxDelayMs: environment.IMAP_RECONNECT_MAX_DELAY_MS,
          } satisfies ImapReaderSettings),
    conversations: {
      // Only read when a message is sent, which needs SMTP_URL and so MAIL_FROM.
      from: environment.MAIL_FROM ?? { name: '', address: 'alerts@localhost' },
      replyToAddress: environment.REPLY_TO_ADDRESS,
    } satisfies ConversationSettings,
    inboundEmailSecret: environment.INBOUND_EMAIL_SECRET,
    retention: {
      months: environment.RETENTION_MONTHS,
      retainWonLeads: environment.RETAIN_WON_LEADS,
    } satisfies RetentionSettings,
    backups:
      environment.BACKUP_DIR === undefined
        ? undefined
        : ({
            directory: environment.BACKUP_DIR,
            keep: environment.BACKUP_KEEP,
          } satisfies BackupSettings),
  };
}

export class ConfigError extends Error {}

/**
 * The folder a command was typed in, for the relative paths it is given (arguments and the
 * folders of the environment): pnpm runs a script in its package's folder (the root's for
 * `pnpm start`, apps/server's for `pnpm backup`) and tells the folder it was typed in in INIT_CWD;
 * without pnpm, the process's own folder.
 */
export function commandDirectory(
  environment: Record<string, string | undefined> = process.env,
): string {
  return environment.INIT_CWD ?? process.cwd();
}

/** Reads and validates the environment once; every other module receives the typed result. */
export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
): ServerConfig {
  const parsed = environmentSchema(commandDirectory(environment)).safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return toConfig(parsed.data);
}
