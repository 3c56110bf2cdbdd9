import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { type AuditAction, type AuditRecordType, firstIssueMessage } from '@app/domain';
import type { ApiContext } from './context.ts';
import {
  DomainError,
  errorAnswerByKind,
  ForbiddenError,
  isDatabaseUnavailable,
  RateLimitedError,
  ServiceUnavailableError,
} from './errors.ts';
import {
  type AuthenticatedAdmin,
  authenticateAdmin,
  pendingSetupMessages,
} from './services/admin-auth.ts';
import { type AuditRecord, recordAdminAction } from './services/audit-log.ts';

/** What the audit log keeps of a successful call, written after it by the procedure's middleware. */
interface AuditedCall {
  action: AuditAction;
  /** The record the call touched, by the numeric field of its input or of its answer that names it. */
  record?: { type: AuditRecordType; from: 'input' | 'result'; field: string };
}

/**
 * A call whose service writes its audit row itself, inside the transaction of the change, because
 * the row must commit with it (an erasure) or carries figures only the service knows.
 */
interface AuditedByService {
  writtenByService: AuditAction;
}

/**
 * A mutation only by its method, because its input is too long for the URL a query travels in (a
 * message's preview): it changes nothing, so there is nothing to audit. Says why.
 */
interface NothingToAudit {
  changesNothing: string;
}

interface ProcedureMeta {
  /** Every admin mutation says how it is audited; the authorization tests check that it does. */
  audit?: AuditedCall | AuditedByService | NothingToAudit;
}

const t = initTRPC
  .context<ApiContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // An input that fails its schema answers the first issue's message, as the REST doors do.
      const validationMessage =
        error.cause instanceof ZodError ? firstIssueMessage(error.cause) : undefined;
      const message =
        error.code === 'INTERNAL_SERVER_ERROR'
          ? 'Internal server error'
          : (validationMessage ?? shape.message);
      const { stack, ...data } = shape.data;
      return { ...shape, message, data };
    },
  });

/** Turns the services' typed errors into tRPC codes; anything else stays a hidden 500. */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof DomainError) {
    if (cause instanceof RateLimitedError)
      ctx.setHeader('Retry-After', String(cause.retryAfterSeconds));
    throw new TRPCError({
      code: errorAnswerByKind[cause.kind].trpcCode,
      message: cause.message,
      cause,
    });
  }
  if (isDatabaseUnavailable(cause)) {
    const unavailable = new ServiceUnavailableError();
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: unavailable.message, cause });
  }
  return result;
});

/**
 * One authentication per HTTP request: the procedures of a batch share the request's context,
 * and so its session lookup.
 */
const authenticationByRequest = new WeakMap<ApiContext, Promise<AuthenticatedAdmin>>();

const adminSession = t.middleware(async ({ ctx, next }) => {
  let authentication = authenticationByRequest.get(ctx);
  if (authentication === undefined) {
    authentication = authenticateAdmin({
      em: ctx.dependencies.orm.em.fork(),
      authorization: ctx.authorization,
      settings: ctx.dependencies.auth,
    });
    authenticationByRequest.set(ctx, authentication);
  }
  return next({ ctx: { admin: await authentication } });
});

/** A session that owes its account set-up may do nothing else. */
const accountSetUp = t.middleware(({ ctx, next }) => {
  const pending = (ctx as { admin?: AuthenticatedAdmin }).admin?.pendingSetup;
  if (pending !== undefined) throw new ForbiddenError(pendingSetupMessages[pending]);
  return next();
});

/**
 * A temporary password is replaced before anything else, two-factor set-up included: a second
 * factor set up by whoever holds a password another admin has seen would guard the account for
 * them.
 */
const passwordReplaced = t.middleware(({ ctx, next }) => {
  const pending = (ctx as { admin?: AuthenticatedAdmin }).admin?.pendingSetup;
  if (pending === 'password_change') throw new ForbiddenError(pendingSetupMessages[pending]);
  return next();
});

function numericField(value: unknown, field: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const fieldValue: unknown = (value as Record<string, unknown>)[field];
  return typeof fieldValue === 'number' ? fieldValue : undefined;
}

/**
 * Appends a successful admin call to the audit log when its meta asks for it. The change has
 * committed by then: a failed audit write is logged as an error rather than turned into a failure
 * of a call that did happen.
 */
const auditTrail = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  const result = await next();
  const audit = meta?.audit;
  if (!result.ok || audit === undefined || !('action' in audit)) return result;
  const admin = (ctx as { admin?: AuthenticatedAdmin }).admin;
  if (admin === undefined) return result;
  let record: AuditRecord | undefined;
  if (audit.record !== undefined) {
    const source = audit.record.from === 'input' ? await getRawInput() : result.data;
    const id = numericField(source, audit.record.field);
    if (id !== undefined) record = { type: audit.record.type, id };
  }
  try {
    await recordAdminAction({
      em: ctx.dependencies.orm.em.fork(),
      actor: { adminId: admin.adminId, ip: ctx.clientIp },
      action: audit.action,
      record,
    });
  } catch (error) {
    ctx.dependencies.logger.error(
      { err: error, action: audit.action },
      'the audit log could not record an admin action',
    );
  }
  return result;
});

/**
 * Each procedure gets its own unit of work: the procedures of a tRPC batch run side by side, and
 * one's identity map and flushes must not reach into another's.
 */
const entityManagerPerProcedure = t.middleware(({ ctx, next }) =>
  next({ ctx: { em: ctx.dependencies.orm.em.fork() } }),
);

const answeringDomainErrors = t.procedure.use(domainErrors);

export const router = t.router;
export const publicProcedure = answeringDomainErrors.use(entityManagerPerProcedure);
/**
 * Procedures for a logged-in admin: a missing or dead bearer token answers UNAUTHORIZED. The
 * session check comes before the fork, while the context is still the request's own.
 */
export const adminProcedure = answeringDomainErrors
  .use(adminSession)
  .use(accountSetUp)
  .use(auditTrail)
  .use(entityManagerPerProcedure);

/**
 * For the few calls a session may make before its account set-up is done: who am I, change my
 * password.
 */
export const accountSetupProcedure = answeringDomainErrors
  .use(adminSession)
  .use(auditTrail)
  .use(entityManagerPerProcedure);

/**
 * Setting up two-factor login: allowed to a session that owes it (`REQUIRE_TWO_FACTOR`), refused
 * (403) while the session still owes its password change.
 */
export const twoFactorSetupProcedure = answeringDomainErrors
  .use(adminSession)
  .use(passwordReplaced)
  .use(auditTrail)
  .use(entityManagerPerProcedure);
