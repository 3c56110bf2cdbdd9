import type { AnyRouteMatch } from '@tanstack/react-router';
import { site } from '../content/site.ts';
import { notFoundTexts } from '../layout/NotFoundPage/NotFoundPage.tsx';
import {
  buildHeadTags,
  type HeadTags,
  type PageDeclaration,
  type PageMetadata,
} from '../seo/page-metadata.ts';

const notFoundPage: PageMetadata = {
  title: `${notFoundTexts.heading} | ${site.businessName}`,
  description: notFoundTexts.text,
  indexable: false,
};

/**
 * The page declared by the deepest matched route that describes one; none for an unknown address.
 * An address below a page (`/about/x`) matches that page's route too, flagged as not found.
 */
export function matchedPageDeclaration(
  matches: readonly AnyRouteMatch[],
): PageDeclaration | undefined {
  if (matches.some((match) => match._notFound === true || match.status === 'notFound'))
    return undefined;
  return matches.findLast((match) => match.staticData.page !== undefined)?.staticData.page;
}

export async function headTagsForMatches(
  matches: readonly AnyRouteMatch[],
  publicSiteUrl: string,
): Promise<HeadTags> {
  const declaration = matchedPageDeclaration(matches);
  if (declaration === undefined) return buildHeadTags(notFoundPage, publicSiteUrl);
  const { loadHead, ...page } = declaration;
  return buildHeadTags({ ...page, ...(await loadHead()) }, publicSiteUrl);
}
