import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { firstIssueMessage } from '@app/domain';
import type { ApiContext } from './context.ts';
import {
  DomainError,
  errorAnswerByKind,
  isDatabaseUnavailable,
  RateLimitedError,
  ServiceUnavailableError,
} from './errors.ts';
import { type AuthenticatedAdmin, authenticateAdmin } from './services/admin-auth.ts';

const t = initTRPC.context<ApiContext>().create({
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
  .use(entityManagerPerProcedure);
