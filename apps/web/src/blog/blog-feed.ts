import { blogArticles, blogPageContent, type BlogArticle } from '../content/blog.ts';
import { blogArticlePath, blogFeedPath } from '../content/page-paths.ts';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** RSS wants RFC 822 dates; an article's date is a calendar day, published at midnight UTC. */
function rssDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

function feedItem(article: BlogArticle, publicSiteUrl: string): string {
  const url = `${publicSiteUrl}${blogArticlePath(article.slug)}`;
  return [
    '    <item>',
    `      <title>${escapeXml(article.title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      <pubDate>${rssDate(article.date)}</pubDate>`,
    `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
    `      <category>${escapeXml(article.category)}</category>`,
    `      <description>${escapeXml(article.excerpt)}</description>`,
    '    </item>',
  ].join('\n');
}

/** The blog's RSS 2.0 feed, newest article first, with the site's origin in every link. */
export function blogFeedXml(publicSiteUrl: string): string {
  const articles = blogArticles.toSorted((first, second) => second.date.localeCompare(first.date));
  const newest = articles[0];
  const { feed } = blogPageContent;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(`${publicSiteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>en-au</language>',
    `    <atom:link href="${escapeXml(`${publicSiteUrl}${blogFeedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest === undefined ? [] : [`    <lastBuildDate>${rssDate(newest.date)}</lastBuildDate>`]),
    ...articles.map((article) => feedItem(article, publicSiteUrl)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
