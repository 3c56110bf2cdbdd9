import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/App.tsx';
import { headTagsForMatches, matchedPageDeclaration } from './app/head-tags-for-route.ts';
import { createAppRouter } from './app/router.ts';
import { renderHeadTagsHtml } from './seo/head-tags.ts';
import { publicSiteUrlToken } from './seo/page-metadata.ts';
import { PostedFormContext, type PostedFormHolder } from './posted-form/posted-form-state.ts';

export { adminPath, blogFeedPath, publicPagePaths } from './content/page-paths.ts';
export { blogFeedXml } from './blog/blog-feed.ts';
export { formThankYouPaths } from '@app/domain';
export { adminAreaPaths } from './routes/admin/admin-areas.ts';
export { publicSiteUrlToken };

export type PrerenderedPage = {
  readonly headHtml: string;
  /** Empty for a shell page, which renders only in the browser. */
  readonly bodyHtml: string;
  readonly isNotFound: boolean;
};

/**
 * Renders to HTML once every lazy component has loaded, so the page carries all its content, and
 * keeps every Suspense boundary in place: React would otherwise move large ones to the end of the
 * page with inline scripts to reveal them, which needs JavaScript and breaks the CSP.
 */
async function renderToHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

export async function prerenderPage(
  path: string,
  { withBody, postedForm }: { withBody: boolean; postedForm?: PostedFormHolder },
): Promise<PrerenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const matches = router.state.matches;
  return {
    headHtml: renderHeadTagsHtml(await headTagsForMatches(matches, publicSiteUrlToken)),
    bodyHtml: withBody
      ? await renderToHtml(
          <PostedFormContext value={postedForm}>
            <App router={router} />
          </PostedFormContext>,
        )
      : '',
    isNotFound: matchedPageDeclaration(matches) === undefined,
  };
}
