import type { BlogArticle } from '../content/blog.ts';

/** The id of an article's card on /blog, which its structured data links to. */
export function articleAnchor(article: Pick<BlogArticle, 'id'>): string {
  return `article-${article.id}`;
}
