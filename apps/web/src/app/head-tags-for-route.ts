import type { AnyRouteMatch } from '@tanstack/react-router';
import { site } from '../content/site.ts';
import { notFoundTexts } from '../layout/NotFoundPage/NotFoundPage.tsx';
import { buildHeadTags, type HeadTags, type PageMetadata } from '../seo/page-metadata.ts';

const notFoundPage: PageMetadata = {
  title: `${notFoundTexts.heading} | ${site.businessName}`,
  description: notFoundTexts.text,
  indexable: false,
};

/** The metadata of the deepest matched route that describes a page; none when nothing matched. */
export function matchedPageMetadata(matches: readonly AnyRouteMatch[]): PageMetadata | undefined {
  return matches.findLast((match) => match.staticData.page !== undefined)?.staticData.page;
}

export function headTagsForMatches(matches: readonly AnyRouteMatch[], publicSiteUrl: string): HeadTags {
  return buildHeadTags(matchedPageMetadata(matches) ?? notFoundPage, publicSiteUrl);
}
