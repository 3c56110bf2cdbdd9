import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

const turnstileOrigin = 'https://challenges.cloudflare.com';
const oneYearInSeconds = 31_536_000;

interface PolicyOptions {
  /** The page shows Cloudflare's Turnstile widget, whose script and frame come from Cloudflare. */
  allowTurnstile: boolean;
  /**
   * The page may show images from other servers: the admin screen, where staff can ask to see an
   * e-mail's remote images. The e-mail's sandboxed frame holds them back with its own policy
   * until they ask; a srcdoc frame cannot allow more than its page does.
   */
  allowRemoteImages?: boolean;
}

function contentSecurityPolicyDirectives({
  allowTurnstile,
  allowRemoteImages = false,
}: PolicyOptions): Record<string, string[]> {
  // Cloudflare documents these two as all the widget needs.
  const turnstile = allowTurnstile ? [turnstileOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...turnstile],
    // Mantine's prerendered markup carries hundreds of style attributes (CSS variables from style
    // props), which only 'unsafe-inline' can allow: hashes for attributes need 'unsafe-hashes'
    // and a hash per value, and a nonce cannot be put on attributes. Mantine also adds <style>
    // elements at runtime whose content the server cannot know in advance. Scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(allowRemoteImages ? ['https:'] : [])],
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
async function helmetHeaders(options: PolicyOptions): Promise<Record<string, string>> {
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
 * The policy for the pages when their forms need a Turnstile token: the site's own, which also
 * lets the forms load Cloudflare's script and frame. Without the keys every page keeps the strict
 * one, so no Cloudflare code can run; API answers, assets and the not-found page always keep it.
 */
export async function turnstilePageContentSecurityPolicy(): Promise<string> {
  const policy = (await helmetHeaders({ allowTurnstile: true }))['content-security-policy'];
  if (policy === undefined) throw new Error('@fastify/helmet sent no Content-Security-Policy');
  return policy;
}

/**
 * The admin screen's policy: the strict one (or the Turnstile one, when the login needs a
 * captcha), which also lets staff see an e-mail's remote images once they ask for them.
 */
export async function adminPageContentSecurityPolicy(allowTurnstile: boolean): Promise<string> {
  const policy = (await helmetHeaders({ allowTurnstile, allowRemoteImages: true }))[
    'content-security-policy'
  ];
  if (policy === undefined) throw new Error('@fastify/helmet sent no Content-Security-Policy');
  return policy;
}

/** The headers every answer carries, with the strict Content Security Policy. */
export function siteSecurityHeaders(): Promise<Record<string, string>> {
  return helmetHeaders({ allowTurnstile: false });
}

/**
 * HSTS is sent only on requests that arrived over HTTPS: behind a TLS-terminating proxy that is
 * `X-Forwarded-Proto: https`, which Fastify believes only when TRUST_PROXY is set. Sent over
 * plain HTTP (a local run) it would be ignored at best.
 */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string>,
): void {
  void reply.headers(headers);
  if (request.protocol === 'https') {
    void reply.header('Strict-Transport-Security', `max-age=${oneYearInSeconds}`);
  }
  // The matched route, as the path may arrive percent-encoded (`/%61pi/leads`); the raw URL
  // for requests that match none.
  if (isApiPath(request.routeOptions.url ?? request.url)) {
    void reply.header('Cache-Control', 'no-store');
  }
}

/**
 * The headers that mean something on a script, stylesheet, font or image: nosniff and the
 * resource policy. The rest (the Content Security Policy, framing, the opener and referrer
 * policies) govern documents only, and sent with each of a page's assets they cost more bytes than
 * many of the scripts themselves.
 */
const subresourceHeaders: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
]);

/** Takes the document-only ones of `headers` (the site's security headers) off a subresource's answer. */
export function keepSubresourceSecurityHeaders(
  reply: FastifyReply,
  headers: Record<string, string>,
): void {
  for (const name of Object.keys(headers)) {
    if (!subresourceHeaders.has(name)) void reply.removeHeader(name);
  }
}

/** Security headers on every response that goes through the routes and their hooks. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply, headers);
    done();
  });
}

/**
 * API answers carry tokens, leads and applicants' details: no browser or proxy cache may keep
 * them (a shared computer's back button, a caching proxy). Set when the request arrives, so
 * refusals and errors carry it too.
 */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/trpc/');
}
