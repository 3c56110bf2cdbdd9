/**
 * The client build's `index.html` is the template of every page: the prerender fills it for each
 * page at build time, the form page renderer for a refused form post on the server.
 */
export const pageHeadPlaceholder = '<!--page-head-->';
export const pageBodyPlaceholder = '<!--page-body-->';

export type PageParts = { readonly headHtml: string; readonly bodyHtml: string };

/**
 * Replacer functions, not strings: a string replacement reads `$&`, `$'` and the like as patterns,
 * and a form page's body holds whatever the visitor typed.
 */
export function fillPageTemplate(template: string, page: PageParts): string {
  return template
    .replace(pageHeadPlaceholder, () => page.headHtml)
    .replace(pageBodyPlaceholder, () => page.bodyHtml);
}
