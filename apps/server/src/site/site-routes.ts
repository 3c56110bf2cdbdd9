import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formThankYouPaths, turnstileSiteKeyMetaName } from '@app/domain';
import { keepSubresourceSecurityHeaders } from '../plugins/security-headers.ts';
import { type CompressedPage, compressAhead, compressPage, pageBody } from './page-compression.ts';

/** Written by the web build's prerender step: the one list of public pages, and the URL token. */
const routeListFileName = 'routes.json';
const notFoundFileName = '404.html';
const assetsDirName = 'assets';

const routeListSchema = z.object({
  publicPagePaths: z.array(z.string().startsWith('/')).min(1),
  adminPath: z.string().startsWith('/'),
  /** The admin's areas (`/admin/reports`, ...): each is an address of the admin app's own. */
  adminAreaPaths: z.array(z.string().startsWith('/')),
  blogFeedPath: z.string().startsWith('/'),
  publicSiteUrlToken: z.string().min(1),
});

type RouteList = z.infer<typeof routeListSchema>;

/** The build's list of pages and its URL token; undefined when the web app is not built. */
export async function readRouteList(webDistDir: string): Promise<RouteList | undefined> {
  const file = path.join(webDistDir, routeListFileName);
  if (!existsSync(file)) return undefined;
  return routeListSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Hashed file names change with their content, so browsers may keep them for good. */
const assetCacheControl = 'public, max-age=31536000, immutable';
/** Pages keep their URLs across deploys, so browsers check back after a few minutes. */
const pageCacheControl = 'public, max-age=300, must-revalidate';

interface PrerenderedSite {
  routes: RouteList;
  pages: Map<string, CompressedPage>;
  adminShell: CompressedPage;
  /** The blog's RSS feed, its links made absolute with the public origin like the pages'. */
  blogFeed: CompressedPage;
  notFoundPage: CompressedPage;
  /** Where a stored form post sends the browser; noindex, not in the sitemap. */
  thankYouPages: Map<string, CompressedPage>;
}

function htmlFileFor(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : path.join(urlPath.slice(1), 'index.html');
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/trpc');
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeHtmlAttribute(text: string): string {
  return escapeXml(text).replaceAll('"', '&quot;');
}

/** Tells a page's forms (the login, the contact and careers forms) the Turnstile site key. */
export function withTurnstileSiteKey(page: string, siteKey: string): string {
  const headEnd = page.indexOf('</head>');
  if (headEnd === -1) throw new Error('A built page has no </head>');
  const meta = `<meta name="${turnstileSiteKeyMetaName}" content="${escapeHtmlAttribute(siteKey)}">`;
  return `${page.slice(0, headEnd)}${meta}${page.slice(headEnd)}`;
}

/**
 * Loads every prerendered page into memory once, with the build's URL token replaced by the
 * deployment's public origin (canonical links, Open Graph URLs, structured data), each compressed
 * once when first needed. With a captcha on the forms, the public pages and the admin page learn the Turnstile
 * site key first (the contact form sits on several pages; the not-found page has no form).
 */
async function loadPrerenderedSite(
  webDistDir: string,
  publicSiteUrl: string,
  turnstileSiteKey: string | undefined,
): Promise<PrerenderedSite> {
  const readText = (relativePath: string) => readFile(path.join(webDistDir, relativePath), 'utf8');
  const routes = await readRouteList(webDistDir);
  if (routes === undefined) throw new Error(`${webDistDir} has no ${routeListFileName}`);
  const readPage = async (relativePath: string) =>
    (await readText(relativePath)).replaceAll(routes.publicSiteUrlToken, publicSiteUrl);
  const readFormPage = async (relativePath: string) => {
    const page = await readPage(relativePath);
    return turnstileSiteKey === undefined ? page : withTurnstileSiteKey(page, turnstileSiteKey);
  };
  const pages = new Map(
    await Promise.all(
      routes.publicPagePaths.map(
        async (urlPath) =>
          [urlPath, compressPage(await readFormPage(htmlFileFor(urlPath)))] as const,
      ),
    ),
  );
  return {
    routes,
    pages,
    adminShell: compressPage(await readFormPage(htmlFileFor(routes.adminPath))),
    notFoundPage: compressPage(await readPage(notFoundFileName)),
    thankYouPages: new Map(
      await Promise.all(
        Object.values(formThankYouPaths).map(
          async (urlPath) => [urlPath, compressPage(await readPage(htmlFileFor(urlPath)))] as const,
        ),
      ),
    ),
    blogFeed: compressPage(await readPage(routes.blogFeedPath.slice(1))),
  };
}

function sitemapXml(publicPagePaths: readonly string[], publicSiteUrl: string): string {
  const urls = publicPagePaths
    .map((urlPath) => `  <url><loc>${escapeXml(`${publicSiteUrl}${urlPath}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robotsTxt(adminPath: string, publicSiteUrl: string): string {
  return `User-agent: *\nDisallow: ${adminPath}\n\nSitemap: ${publicSiteUrl}/sitemap.xml\n`;
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  page: CompressedPage,
): Promise<FastifyReply> {
  void reply
    .code(statusCode)
    .header('Cache-Control', statusCode === 200 ? pageCacheControl : 'no-cache')
    .type('text/html; charset=utf-8');
  return reply.send(await pageBody(request, reply, page));
}

export interface SiteRoutesOptions {
  webDistDir: string;
  publicSiteUrl: string;
  /** The security headers every answer starts with; an asset keeps only those that apply to it. */
  securityHeaders: Record<string, string>;
  /** The admin screen's policy: it may show an e-mail's remote images when staff ask. */
  adminContentSecurityPolicy: string;
  /** Set when the admin login and the public forms need a Cloudflare Turnstile token. */
  turnstile:
    | {
        siteKey: string;
        /** The pages' policy with forms on them, which lets the forms load the widget. */
        contentSecurityPolicy: string;
      }
    | undefined;
}

/**
 * Serves the built web app: prerendered pages from memory, hashed assets (precompressed by the
 * build) with a year-long cache, the sitemap and robots.txt from the build's route list, the admin
 * shell (at each admin area's address, with its own policy) and the forms' thank-you pages marked noindex, the Turnstile site key and policy on every page when the forms need a captcha, and
 * the prerendered not-found page with HTTP 404 for any other path.
 */
export async function registerSiteRoutes(
  app: FastifyInstance,
  {
    webDistDir,
    publicSiteUrl,
    securityHeaders,
    adminContentSecurityPolicy,
    turnstile,
  }: SiteRoutesOptions,
): Promise<void> {
  if (!existsSync(path.join(webDistDir, routeListFileName))) {
    app.log.warn({ webDistDir }, 'web app is not built; only the API is served');
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
    return;
  }
  const site = await loadPrerenderedSite(webDistDir, publicSiteUrl, turnstile?.siteKey);
  // The public pages first (the home page leads their list), the rest after.
  void compressAhead([
    ...site.pages.values(),
    site.adminShell,
    site.notFoundPage,
    ...site.thankYouPages.values(),
    site.blogFeed,
  ]);
  const allowTurnstile = (reply: FastifyReply) => {
    if (turnstile !== undefined) {
      void reply.header('Content-Security-Policy', turnstile.contentSecurityPolicy);
    }
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (wantsPage) return sendPage(request, reply, 404, site.notFoundPage);
    return reply.code(404).send({ error: 'Not found' });
  });

  await app.register(fastifyStatic, {
    root: path.join(webDistDir, assetsDirName),
    prefix: `/${assetsDirName}/`,
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    // Hashed names change with their content and are cached for a year, so a browser never asks
    // again; validators and ranges would only add bytes to each of a page's many scripts.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(reply) {
      keepSubresourceSecurityHeaders(reply, securityHeaders);
      reply.header('Cache-Control', assetCacheControl);
    },
  });

  const redirectTrailingSlash = (urlPath: string) => {
    if (urlPath !== '/') app.get(`${urlPath}/`, (_request, reply) => reply.redirect(urlPath, 301));
  };
  for (const [urlPath, page] of site.pages) {
    app.get(urlPath, (request, reply) => {
      allowTurnstile(reply);
      return sendPage(request, reply, 200, page);
    });
    redirectTrailingSlash(urlPath);
  }
  for (const [urlPath, page] of site.thankYouPages) {
    app.get(urlPath, (request, reply) => {
      void reply.header('X-Robots-Tag', 'noindex');
      return sendPage(request, reply, 200, page);
    });
    redirectTrailingSlash(urlPath);
  }
  // Every admin area's address gets the one shell: the app picks the area from the address. Any
  // other address below /admin is unknown, and gets the not-found page as any unknown address.
  for (const urlPath of new Set([site.routes.adminPath, ...site.routes.adminAreaPaths])) {
    app.get(urlPath, (request, reply) => {
      void reply.header('X-Robots-Tag', 'noindex, nofollow');
      void reply.header('Content-Security-Policy', adminContentSecurityPolicy);
      return sendPage(request, reply, 200, site.adminShell);
    });
    redirectTrailingSlash(urlPath);
  }

  const sitemap = sitemapXml(site.routes.publicPagePaths, publicSiteUrl);
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .header('Cache-Control', pageCacheControl)
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );

  app.get(site.routes.blogFeedPath, async (request, reply) =>
    reply
      .header('Cache-Control', pageCacheControl)
      .type('application/rss+xml; charset=utf-8')
      .send(await pageBody(request, reply, site.blogFeed)),
  );

  const robots = robotsTxt(site.routes.adminPath, publicSiteUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', pageCacheControl).type('text/plain; charset=utf-8').send(robots),
  );
}
