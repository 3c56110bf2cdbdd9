import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostedFormState } from '@app/domain';
import { readRouteList, withTurnstileSiteKey } from './site-routes.ts';

/**
 * The web build's server-side renderer of a form's page, a self-contained ESM file (no bare
 * imports, so the server needs none of the web app's packages).
 */
const formPageModulePath = path.join('server-render', 'form-page.js');

type RenderFormPage = (state: PostedFormState) => Promise<string>;

function hasRenderFormPage(module: unknown): module is { renderFormPage: RenderFormPage } {
  return (
    typeof module === 'object' &&
    module !== null &&
    'renderFormPage' in module &&
    typeof module.renderFormPage === 'function'
  );
}

/** A public form's page as the server answers a refused post with it. */
export interface FormPages {
  /** The whole document: the form again with the visitor's values and the messages. */
  render: (state: PostedFormState) => Promise<string>;
  /** The policy of pages with forms when Turnstile is on; else the strict one stays. */
  contentSecurityPolicy: string | undefined;
}

/**
 * Loads the web build's form page renderer once, at start. What it renders is completed as the
 * prerendered pages are: the build's URL token replaced by the public origin, and with Turnstile
 * on the site key in the head and the policy that lets the widget load. Undefined when the web
 * app is not built (only the API is served); a build without the renderer stops the start.
 */
export async function loadFormPages(options: {
  webDistDir: string;
  publicSiteUrl: string;
  turnstile: { siteKey: string; contentSecurityPolicy: string } | undefined;
}): Promise<FormPages | undefined> {
  const { webDistDir, publicSiteUrl, turnstile } = options;
  const routes = await readRouteList(webDistDir);
  if (routes === undefined) return undefined;
  const modulePath = path.join(webDistDir, formPageModulePath);
  if (!existsSync(modulePath)) throw new Error(`The web build has no ${formPageModulePath}`);
  const module: unknown = await import(pathToFileURL(modulePath).href);
  if (!hasRenderFormPage(module)) {
    throw new Error(`${formPageModulePath} does not export renderFormPage`);
  }
  return {
    render: async (state) => {
      const page = (await module.renderFormPage(state)).replaceAll(
        routes.publicSiteUrlToken,
        publicSiteUrl,
      );
      return turnstile === undefined ? page : withTurnstileSiteKey(page, turnstile.siteKey);
    },
    contentSecurityPolicy: turnstile?.contentSecurityPolicy,
  };
}
