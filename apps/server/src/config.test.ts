import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const siteKey = '1x00000000000000000000AA';
const secretKey = '1x0000000000000000000000000000000AA';

function configProblem(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('Turnstile configuration', () => {
  it('is off when neither key is set, or both are blank as Compose passes unset variables', () => {
    expect(loadConfig({}).turnstile).toBeUndefined();
    expect(
      loadConfig({ TURNSTILE_SITE_KEY: '', TURNSTILE_SECRET_KEY: '  ' }).turnstile,
    ).toBeUndefined();
  });

  it('is on with both keys and Cloudflare’s siteverify', () => {
    expect(
      loadConfig({ TURNSTILE_SITE_KEY: ` ${siteKey} `, TURNSTILE_SECRET_KEY: secretKey }).turnstile,
    ).toEqual({
      siteKey,
      secretKey,
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
  });

  it('stops the start when only the secret key is set, naming the missing site key', () => {
    expect(configProblem({ TURNSTILE_SECRET_KEY: secretKey })).toBe(
      'Invalid configuration:\n  TURNSTILE_SITE_KEY: is required when TURNSTILE_SECRET_KEY is set (set both to protect admin logins with Cloudflare Turnstile, or neither)',
    );
    expect(configProblem({ TURNSTILE_SITE_KEY: '', TURNSTILE_SECRET_KEY: secretKey })).toContain(
      'TURNSTILE_SITE_KEY: is required when TURNSTILE_SECRET_KEY is set',
    );
  });

  it('stops the start when only the site key is set, naming the missing secret key', () => {
    expect(configProblem({ TURNSTILE_SITE_KEY: siteKey })).toBe(
      'Invalid configuration:\n  TURNSTILE_SECRET_KEY: is required when TURNSTILE_SITE_KEY is set (set both to protect admin logins with Cloudflare Turnstile, or neither)',
    );
  });
});
