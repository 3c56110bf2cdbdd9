import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSiteRoutes } from './site-routes.ts';

const publicSiteUrl = 'https://teams.example';
let distDir: string;
let app: FastifyInstance;

const page = (name: string) =>
  `<!doctype html><html><head><link rel="canonical" href="__PUBLIC_SITE_URL__${name}"></head><body>${name}</body></html>`;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-routes-'));
  const files: Record<string, string> = {
    'routes.json': JSON.stringify({
      publicPagePaths: ['/', '/contact'],
      adminPath: '/admin',
      adminAreaPaths: ['/admin', '/admin/reports', '/admin/audit'],
      blogFeedPath: '/blog/rss.xml',
      publicSiteUrlToken: '__PUBLIC_SITE_URL__',
    }),
    'blog/rss.xml':
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><link>__PUBLIC_SITE_URL__/blog</link></channel></rss>\n',
    'index.html': page('/'),
    'contact/index.html': page('/contact'),
    'contact/thank-you/index.html': page('/contact/thank-you'),
    'careers/thank-you/index.html': page('/careers/thank-you'),
    'admin/index.html':
      '<!doctype html><html><head><title>Admin</title></head><body><div id="root"></div></body></html>',
    '404.html': '<!doctype html><h1>404 Page Not Found</h1>',
    'assets/index-Bq3xY7kD.js': 'console.log(1);',
    'unlisted/index.html': page('/unlisted'),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), content);
  }
  app = Fastify();
  await registerSiteRoutes(app, {
    webDistDir: distDir,
    publicSiteUrl,
    securityHeaders: {},
    adminContentSecurityPolicy: 'admin-page-policy',
    turnstile: undefined,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe("the blog's feed", () => {
  it('is served as RSS with the public site URL in its links, compressed when asked', async () => {
    const response = await get('/blog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(response.body).toContain('<link>https://teams.example/blog</link>');
    expect(response.body).not.toContain('__PUBLIC_SITE_URL__');

    const compressed = await app.inject({
      method: 'GET',
      url: '/blog/rss.xml',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
  });
});

describe('prerendered pages', () => {
  it('are served with the public site URL in place of the build token', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<link rel="canonical" href="https://teams.example/contact">');
    expect(response.body).not.toContain('__PUBLIC_SITE_URL__');
  });

  it('redirect the trailing-slash form of a page to the page', async () => {
    const response = await get('/contact/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/contact');
  });

  it('serve only the pages in the route list', async () => {
    expect((await get('/unlisted')).statusCode).toBe(404);
    expect((await get('/index.html')).statusCode).toBe(404);
    expect((await get('/routes.json')).statusCode).toBe(404);
  });
});

describe("the forms' thank-you pages", () => {
  it('are served at their paths, kept out of search engines and the sitemap', async () => {
    for (const url of ['/contact/thank-you', '/careers/thank-you']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toContain(`href="https://teams.example${url}"`);
      expect((await get(`${url}/`)).headers.location, url).toBe(url);
    }
    expect((await get('/sitemap.xml')).body).not.toContain('thank-you');
  });
});

describe('the admin shell', () => {
  it('is served but kept out of search engines', async () => {
    const response = await get('/admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('is served at each admin area’s address, which keeps it without a trailing slash', async () => {
    for (const url of ['/admin/reports', '/admin/audit', '/admin/reports?reportDays=30']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    expect((await get('/admin/reports/')).headers.location).toBe('/admin/reports');
    expect((await get('/admin/')).headers.location).toBe('/admin');
  });

  it('is not served below /admin where no area is: that address is not found', async () => {
    for (const url of ['/admin/no-such-area', '/admin/reports/extra', '/admin/%00']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('404 Page Not Found');
    }
  });

  it('carries no Turnstile site key when Turnstile is off, and the admin’s own policy', async () => {
    for (const url of ['/admin', '/admin/reports', '/', '/contact']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('turnstile-site-key');
    }
    for (const url of ['/admin', '/admin/reports']) {
      expect((await get(url)).headers['content-security-policy'], url).toBe('admin-page-policy');
    }
    for (const url of ['/', '/contact']) {
      expect((await get(url)).headers['content-security-policy'], url).toBeUndefined();
    }
  });
});

describe('with Turnstile on', () => {
  const turnstile = { siteKey: '0x4AAA"<key>&', contentSecurityPolicy: 'form-page-policy' };
  let withTurnstile: FastifyInstance;

  beforeAll(async () => {
    withTurnstile = Fastify();
    await registerSiteRoutes(withTurnstile, {
      webDistDir: distDir,
      publicSiteUrl,
      securityHeaders: {},
      adminContentSecurityPolicy: 'admin-page-policy',
      turnstile,
    });
    await withTurnstile.ready();
  });

  afterAll(() => withTurnstile.close());

  it('puts the site key, escaped, in a meta element in the admin page’s head, with the admin’s policy', async () => {
    for (const url of ['/admin', '/admin/audit']) {
      const response = await withTurnstile.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(
        '<!doctype html><html><head><title>Admin</title><meta name="turnstile-site-key" content="0x4AAA&quot;&lt;key&gt;&amp;"></head><body><div id="root"></div></body></html>',
      );
      expect(response.headers['content-security-policy'], url).toBe('admin-page-policy');
    }
  });

  it('gives every public page the key and the wider policy too, for the contact and careers forms', async () => {
    for (const url of ['/', '/contact']) {
      const response = await withTurnstile.inject({ method: 'GET', url });
      expect(response.body, url).toBe(
        page(url)
          .replace('__PUBLIC_SITE_URL__', publicSiteUrl)
          .replace(
            '</head>',
            '<meta name="turnstile-site-key" content="0x4AAA&quot;&lt;key&gt;&amp;"></head>',
          ),
      );
      expect(response.headers['content-security-policy'], url).toBe('form-page-policy');
    }
  });

  it('leaves the key and the policy out of the not-found page, which has no form', async () => {
    const response = await withTurnstile.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.body).not.toContain('turnstile-site-key');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('any other path', () => {
  it('gets the prerendered not-found page with HTTP 404', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('404 Page Not Found');
  });

  it('under the API gets a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});

describe('search engine files', () => {
  it('list every public page in the sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<loc>https://teams.example/</loc>');
    expect(response.body).toContain('<loc>https://teams.example/contact</loc>');
    expect(response.body).not.toContain('/admin');
  });

  it('point robots to the sitemap and away from the admin area', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toBe(
      'User-agent: *\nDisallow: /admin\n\nSitemap: https://teams.example/sitemap.xml\n',
    );
  });
});

describe('hashed assets', () => {
  it('are cached for a year', async () => {
    const response = await get('/assets/index-Bq3xY7kD.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('without a built web app', () => {
  it('serves only the API and answers other paths with a JSON 404', async () => {
    const bare = Fastify({ logger: false });
    await registerSiteRoutes(bare, {
      webDistDir: path.join(distDir, 'missing'),
      publicSiteUrl,
      securityHeaders: {},
      adminContentSecurityPolicy: 'admin-page-policy',
      turnstile: undefined,
    });
    const response = await bare.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
    await bare.close();
  });
});
