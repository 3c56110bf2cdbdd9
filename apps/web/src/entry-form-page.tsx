/**
 * The server's renderer of a public form's page after a refused post: built into the
 * self-contained `dist/server-render/form-page.js` (vite.form-page.config.ts), which the server
 * loads at start. The page is the prerendered one, rendered again with the visitor's values and
 * messages, and carries the state so that the browser's first render matches it.
 */
import type { PostedFormState } from '@app/domain';
import { prerenderPage } from './entry-server.tsx';
import { fillPageTemplate } from './page-document.ts';
import { PostedFormHolder, postedFormStateScript } from './posted-form/posted-form-state.ts';

/** A whole HTML document, with the build's URL token left in for the server to replace. */
export async function renderFormPageWith(
  template: string,
  state: PostedFormState,
): Promise<string> {
  const page = await prerenderPage(state.page, {
    withBody: true,
    postedForm: new PostedFormHolder(state),
  });
  return fillPageTemplate(template, {
    headHtml: `${page.headHtml}\n    ${postedFormStateScript(state)}`,
    bodyHtml: page.bodyHtml,
  });
}

export function renderFormPage(state: PostedFormState): Promise<string> {
  return renderFormPageWith(__FORM_PAGE_TEMPLATE__, state);
}
