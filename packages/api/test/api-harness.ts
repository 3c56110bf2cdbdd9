import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { afterAll, beforeEach, expect, inject } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey } from '@app/db/testing';
import { type AdminLoginInput, cvMaxBytes } from '@app/domain';
import { AdmissionQueue } from '../src/admission-queue.ts';
import { DatabaseFileStore } from '../src/files/file-store.ts';
import {
  createAuthSettings,
  type FetchLike,
  type TurnstileSettings,
} from '../src/auth/settings.ts';
import {
  type ApiContext,
  type ApiDependencies,
  type ApiLogger,
  createContext,
  type RequestDetails,
} from '../src/context.ts';
import { OutboxWakeUp } from '../src/mail/outbox.ts';
import { FixedWindowRateLimiter } from '../src/rate-limiter.ts';
import { appRouter } from '../src/root.ts';
import { createAdmin } from '../src/services/admin-accounts.ts';

export type ApiCaller = ReturnType<typeof appRouter.createCaller>;

export const testAdmin = {
  email: 'owner@bamboobridgeteams.com.au',
  password: 'correct horse battery staple',
};

/** The server's default session settings, so the procedures behave as they do in production. */
const sessionLimits = {
  idleTimeoutMs: 30 * 60_000,
  absoluteTimeoutMs: 12 * 60 * 60_000,
  maxSessionsPerAdmin: 5,
};

/** What the login form sends for the test admin, opened a few seconds ago as a person would. */
export function adminLoginInput(overrides: Partial<AdminLoginInput> = {}): AdminLoginInput {
  return {
    username: testAdmin.email,
    password: testAdmin.password,
    honeypot: '',
    submitTime: Date.now() - 5_000,
    ...overrides,
  };
}

/** MAIL_FROM and REPLY_TO_ADDRESS as the conversation tests configure them. */
export const testConversationSettings = {
  from: { name: 'Site Alerts', address: 'alerts@bamboobridgeteams.com.au' },
  replyToAddress: 'replies@bamboobridgeteams.com.au',
};

const silentLogger: ApiLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

export interface ApiTestHarness {
  /** The file's database, for what runs outside a request (the mail worker). */
  orm: MikroORM;
  /** Its URL, for what connects on its own (a backup). */
  url: string;
  /** The wake-up the procedures ring after queueing mail, for a mail worker a test starts. */
  mailWakeUp: OutboxWakeUp;
  /** A fresh EntityManager on the file's database, for reading what a call stored. */
  em: () => EntityManager;
  sql: <Row extends object>(query: string, params?: unknown[]) => Promise<Row[]>;
  /** The context of one request: procedures given the same context share it, as in a batch. */
  context: (request?: Partial<RequestDetails>) => ApiContext;
  /** Each call is a request of its own, with its own context, like a single HTTP call. */
  caller: (request?: Partial<RequestDetails>) => ApiCaller;
  /** Creates the test admin's account, once however often it is called. */
  createTestAdmin: () => Promise<void>;
  /**
   * Logs the test admin in through `auth.login` (creating the account the first time) and
   * answers the `Authorization` header that carries the new session.
   */
  logInAdmin: () => Promise<string>;
  /** A caller with a logged-in admin: a session of its own, opened by `logInAdmin`. */
  adminCaller: () => Promise<ApiCaller>;
  close: () => Promise<void>;
}

/**
 * A file's own migrated database and the dependencies the composition root would build; with
 * `turnstile`, logins and public forms need a captcha token, checked through `fetch`.
 */
export async function createApiTestHarness(captcha?: {
  turnstile: TurnstileSettings;
  fetch: FetchLike;
}): Promise<ApiTestHarness> {
  const database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
  const mailWakeUp = new OutboxWakeUp();
  const dependencies: ApiDependencies = {
    orm: database.orm,
    formRateLimiter: new FixedWindowRateLimiter({ limit: 5, windowMs: 60_000 }),
    formWrites: new AdmissionQueue({ concurrency: 2, maxQueued: 100, maxWaitMs: 10_000 }),
    auth: createAuthSettings({
      ...sessionLimits,
      turnstile: captcha?.turnstile,
      ...(captcha === undefined ? {} : { fetch: captcha.fetch }),
    }),
    mailOutbox: {
      acknowledgeSubmitters: false,
      deliveryConfigured: false,
      wakeUp: mailWakeUp,
    },
    logger: silentLogger,
    files: new DatabaseFileStore(),
    retention: { months: 24, retainWonLeads: false },
    backups: undefined,
    cvBytesPerAddressPerDay: 4 * cvMaxBytes,
    conversations: testConversationSettings,
  };
  const context = (request: Partial<RequestDetails> = {}): ApiContext =>
    createContext(dependencies, {
      clientIp: '198.51.100.10',
      userAgent: 'api-harness',
      authorization: undefined,
      cookie: undefined,
      secure: true,
      setHeader: () => undefined,
      ...request,
    });
  const caller = (request: Partial<RequestDetails> = {}): ApiCaller =>
    appRouter.createCaller(() => context(request));

  let adminCreated: Promise<void> | undefined;
  const createTestAdmin = (): Promise<void> => {
    adminCreated ??= createAdmin({ em: database.orm.em.fork(), input: testAdmin }).then(
      () => undefined,
    );
    return adminCreated;
  };
  const logInAdmin = async (): Promise<string> => {
    await createTestAdmin();
    const { token } = await caller().auth.login(adminLoginInput());
    return `Bearer ${token}`;
  };

  return {
    orm: database.orm,
    url: database.url,
    mailWakeUp,
    em: () => database.orm.em.fork(),
    sql: (query, params = []) => database.orm.em.getConnection().execute(query, params),
    context,
    caller,
    createTestAdmin,
    logInAdmin,
    adminCaller: async () => caller({ authorization: await logInAdmin() }),
    close: () => database.close(),
  };
}

export interface Refusal {
  code: string;
  httpStatus: number;
  /** The message as the router's error formatter hands it to the client. */
  message: string;
}

/** What a client is told when the call fails; fails the test when the call succeeds. */
export async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const shape = getTRPCErrorShape({
      config: appRouter._def._config,
      error,
      type: 'unknown',
      path: undefined,
      input: undefined,
      ctx: undefined,
    });
    return { code: shape.data.code, httpStatus: shape.data.httpStatus, message: shape.message };
  }
  throw new Error('The call succeeded where a refusal was expected');
}

/**
 * Calls a procedure with input its types would not allow. A client outside TypeScript can send
 * anything, and the router's own parsing has to refuse it.
 */
export function callWithUntypedInput<Result>(
  procedure: (input: never) => Result,
  input: unknown,
): Result {
  return procedure(input as never);
}

/** A date as the API answers it: ISO 8601 in UTC with milliseconds. */
export const isoDateString = expect.stringMatching(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
) as unknown;

/**
 * A test file's set-up, called with top-level await: its own database with a logged-in admin, the
 * given tables emptied before each test, everything closed after the file.
 */
export async function openAdminApi(
  tablesEmptiedBeforeEach: string,
): Promise<{ api: ApiTestHarness; admin: ApiCaller }> {
  const api = await createApiTestHarness();
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.sql(`truncate ${tablesEmptiedBeforeEach} restart identity cascade`);
  });
  return { api, admin: await api.adminCaller() };
}
