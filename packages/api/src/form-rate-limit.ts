import type { FixedWindowRateLimiter } from './rate-limiter.ts';
import { RateLimitedError } from './errors.ts';

export const formRateLimitMessage =
  'Too many submissions from your network. Please wait a minute and try again.';

/** Counts one public form submission for the client address; throws once it is over the limit. */
export function consumeFormAllowance(limiter: FixedWindowRateLimiter, clientIp: string): void {
  const decision = limiter.hit(clientIp);
  if (!decision.allowed) {
    throw new RateLimitedError(formRateLimitMessage, decision.retryAfterMs / 1000);
  }
}
