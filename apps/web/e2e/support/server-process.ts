import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '@app/testing';
import { webDistDir } from './paths.ts';

export type SiteServerOptions = {
  /** The database to use; without one the server starts its embedded PostgreSQL in `dataDir`. */
  readonly database: { readonly url: string } | { readonly dataDir: string };
  readonly formRateLimitPerMinute?: number;
  /** Further settings, e.g. the Turnstile keys. */
  readonly environment?: Readonly<Record<string, string>>;
};

/**
 * A private copy of the built web app: the server keeps its pages in memory, so a rebuild of
 * apps/web/dist during the run (another `pnpm build`) must not replace the assets under it.
 */
async function snapshotWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  if (!existsSync(path.join(webDistDir, 'routes.json'))) {
    throw new Error(
      `${webDistDir} holds no prerendered build: run \`pnpm --filter @app/web build\` first`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await cp(webDistDir, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Runs the real server, in production mode, serving a snapshot of the built web app, and resolves
 * once /healthz answers. Stopping it also removes the snapshot.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<ServerProcess> {
  const webDist = await snapshotWebDist();
  try {
    // Chosen here because the server must know its own address, for the links in its pages.
    const port = await freePort();
    const server = await startServerProcess({
      port,
      environment: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDist.dir,
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        FORM_RATE_LIMIT_PER_MINUTE: String(options.formRateLimitPerMinute ?? 10_000),
        ...('url' in options.database
          ? { DATABASE_URL: options.database.url }
          : { DATA_DIR: options.database.dataDir }),
        ...options.environment,
      },
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await webDist.remove();
      },
    };
  } catch (error) {
    await webDist.remove();
    throw error;
  }
}
