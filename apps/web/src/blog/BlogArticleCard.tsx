import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { blogPageContent, type BlogArticle } from '../content/blog.ts';
import { IconBadge } from '../components/IconBadge/IconBadge.tsx';
import { blogArticlePath } from '../content/page-paths.ts';
import { articleAnchor } from './article-anchor.ts';
import { ArticleByline } from './ArticleByline.tsx';
import { ArticleTags } from './ArticleTags.tsx';
import metaClasses from './ArticleMeta.module.css';
import classes from './BlogPage.module.css';

type BlogArticleCardProps = {
  readonly article: BlogArticle;
  readonly onRead: (article: BlogArticle) => void;
};

export function BlogArticleCard({ article, onRead }: BlogArticleCardProps) {
  const anchor = articleAnchor(article);
  const titleId = `${anchor}-title`;
  return (
    <article id={anchor} aria-labelledby={titleId} className={classes.card}>
      <div className={classes.cardTop}>
        <p className={metaClasses.category}>{article.category}</p>
        <IconBadge icon={article.icon} color="bamboo" size="md" />
      </div>
      {/* The title leads to the article's own page: a shareable address that search engines and
          browsers without JavaScript can follow. 'Read Full Article' opens the overlay. */}
      <h3 id={titleId} className={classes.cardTitle}>
        <Link to={blogArticlePath(article.slug)} className={classes.cardTitleLink}>
          {article.title}
        </Link>
      </h3>
      <ArticleByline article={article} />
      <p className={classes.excerpt}>{article.excerpt}</p>
      <ArticleTags tags={article.tags} className={classes.cardTags} />
      <Button
        variant="light"
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        className={classes.readButton}
        aria-haspopup="dialog"
        aria-describedby={titleId}
        onClick={() => {
          onRead(article);
        }}
      >
        {blogPageContent.card.readMoreLabel}
      </Button>
    </article>
  );
}
