import type { ReactNode } from 'react';
import { blogPageContent, blogParagraphSeparator, type BlogArticle } from '../content/blog.ts';
import { ArticleTags } from './ArticleTags.tsx';
import classes from './ArticleText.module.css';

type ArticleTextProps = {
  readonly article: BlogArticle;
  /** Larger on the article's own page than in the overlay. */
  readonly size: 'md' | 'lg';
  /** The 'Let's Get Started' button, which the overlay and the page wire differently. */
  readonly getStarted: ReactNode;
  /** Shown between the tags and the call to action. */
  readonly children?: ReactNode;
};

/** An article's paragraphs, its tags and its call to action, as the overlay and its page show them. */
export function ArticleText({ article, size, getStarted, children }: ArticleTextProps) {
  return (
    <>
      <div className={classes.body} data-size={size}>
        {article.content.split(blogParagraphSeparator).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ArticleTags tags={article.tags} className={classes.tags} />
      {children}
      <div className={classes.callToAction}>
        <p className={classes.callToActionText}>
          {blogPageContent.articleOverlay.callToActionText}
        </p>
        {getStarted}
      </div>
    </>
  );
}
