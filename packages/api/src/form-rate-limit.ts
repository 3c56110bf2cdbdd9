import { clientNetworkOf } from '@app/domain';
import { RateLimitedError } from './errors.ts';
import type { FixedWindowRateLimiter } from './rate-limiter.ts';

export const formRateLimitMessage =
  'Too many submissions from your network. Please wait a minute and try again.';

/**
 * Counts one public form submission for the client address's network (`clientNetworkOf`: an
 * IPv6 address's /64); throws once it is over the limit.
 */
export function consumeFormAllowance(limiter: FixedWindowRateLimiter, clientIp: string): void {
  const decision = limiter.hit(clientNetworkOf(clientIp));
  if (!decision.allowed) {
    throw new RateLimitedError(formRateLimitMessage, decision.retryAfterMs / 1000);
  }
}
