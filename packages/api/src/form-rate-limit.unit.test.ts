import { describe, expect, it } from 'vitest';
import { consumeFormAllowance, formRateLimitMessage } from './form-rate-limit.ts';
import { FixedWindowRateLimiter } from './rate-limiter.ts';

describe('consumeFormAllowance', () => {
  const limiter = () => new FixedWindowRateLimiter({ limit: 2, windowMs: 60_000, now: () => 0 });

  it('counts the addresses of one IPv6 /64 as one client', () => {
    const forms = limiter();
    consumeFormAllowance(forms, '2001:db8:5:6::1');
    consumeFormAllowance(forms, '2001:db8:5:6:ffff:ab:cd:ef');

    expect(() => {
      consumeFormAllowance(forms, '2001:db8:5:6::2');
    }).toThrow(formRateLimitMessage);
    // Another /64, and an IPv4 address, are clients of their own.
    consumeFormAllowance(forms, '2001:db8:5:7::1');
    consumeFormAllowance(forms, '192.0.2.1');
  });

  it('counts an IPv4 address and its IPv4-mapped IPv6 form as one client', () => {
    const forms = limiter();
    consumeFormAllowance(forms, '192.0.2.1');
    consumeFormAllowance(forms, '::ffff:192.0.2.1');

    expect(() => {
      consumeFormAllowance(forms, '192.0.2.1');
    }).toThrow(formRateLimitMessage);
  });
});
