import type { BlogArticle } from '../content/blog.ts';
import { formatArticleDate } from './article-date.ts';
import classes from './ArticleMeta.module.css';

export function ArticleByline({
  article,
}: {
  readonly article: Pick<BlogArticle, 'author' | 'date'>;
}) {
  return (
    <p className={classes.byline}>
      {article.author} · <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
    </p>
  );
}
