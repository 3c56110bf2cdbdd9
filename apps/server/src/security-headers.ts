import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const turnstileOrigin = 'https://challenges.cloudflare.com';
const oneYearInSeconds = 31_536_000;

export interface SecurityHeadersOptions {
  /** Admin logins are guarded by Cloudflare Turnstile, whose script and frame the pages load. */
  turnstileEnabled: boolean;
}

export function contentSecurityPolicyDirectives({
  turnstileEnabled,
}: SecurityHeadersOptions): Record<string, string[]> {
  const turnstile = turnstileEnabled ? [turnstileOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...turnstile],
    // Mantine's prerendered markup carries hundreds of style attributes (CSS variables from style
    // props), which only 'unsafe-inline' can allow: hashes for attributes need 'unsafe-hashes'
    // and a hash per value, and a nonce cannot be put on attributes. Mantine also adds <style>
    // elements at runtime whose content the server cannot know in advance. Scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...turnstile],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/** What the probe's answer carries besides the security headers. */
const probeOwnHeaders = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers @fastify/helmet sends with this site's options. The plugin builds the whole helmet
 * middleware again for every request, which cost about a fifth of the CPU of a contact submission
 * in `pnpm bench:api`; the headers never change, so they are taken from it once, at start.
 */
async function helmetHeaders(options: SecurityHeadersOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  probe.get('/', () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) =>
      probeOwnHeaders.has(name) || value === undefined ? [] : [[name, String(value)]],
    ),
  );
}

/**
 * Security headers on every response. HSTS is sent only on requests that arrived over HTTPS:
 * behind a TLS-terminating proxy that is `X-Forwarded-Proto: https`, which Fastify believes only
 * when TRUST_PROXY is set. Sent over plain HTTP (a local run) it would be ignored at best.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', `max-age=${oneYearInSeconds}`);
    }
    done();
  });
}
