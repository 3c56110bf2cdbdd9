import { initTRPC, TRPCError } from '@trpc/server';
import type { ApiContext } from './context.ts';
import {
  DomainError,
  isDatabaseUnavailable,
  RateLimitedError,
  ServiceUnavailableError,
} from './errors.ts';
import { type AuthenticatedAdmin, authenticateAdmin } from './services/admin-auth.ts';

type TrpcErrorCode = ConstructorParameters<typeof TRPCError>[0]['code'];

const trpcCodeByKind: Record<DomainError['kind'], TrpcErrorCode> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rate_limited: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

function firstValidationMessage(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null || !('issues' in cause)) return undefined;
  const issues = cause.issues;
  if (!Array.isArray(issues)) return undefined;
  const first: unknown = issues[0];
  if (
    typeof first === 'object' &&
    first !== null &&
    'message' in first &&
    typeof first.message === 'string'
  ) {
    return first.message;
  }
  return undefined;
}

const t = initTRPC.context<ApiContext>().create({
  errorFormatter({ shape, error }) {
    const validationMessage =
      error.code === 'BAD_REQUEST' ? firstValidationMessage(error.cause) : undefined;
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
    throw new TRPCError({ code: trpcCodeByKind[cause.kind], message: cause.message, cause });
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
      em: ctx.em,
      authorization: ctx.authorization,
      settings: ctx.dependencies.auth,
    });
    authenticationByRequest.set(ctx, authentication);
  }
  return next({ ctx: { admin: await authentication } });
});

export const router = t.router;
export const publicProcedure = t.procedure.use(domainErrors);
/** Procedures for a logged-in admin: a missing or dead bearer token answers UNAUTHORIZED. */
export const adminProcedure = publicProcedure.use(adminSession);
