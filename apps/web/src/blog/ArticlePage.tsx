import { blogPageContent, type BlogArticle } from '../content/blog.ts';
import { ContactButton } from '../components/LinkButtons/ContactButton.tsx';
import { PageHero, pageHeroHeadingId } from '../components/PageHero/PageHero.tsx';
import { PageSection } from '../components/PageSection/PageSection.tsx';
import { ArticleByline } from './ArticleByline.tsx';
import { ArticleText } from './ArticleText.tsx';
import metaClasses from './ArticleMeta.module.css';
import classes from './ArticlePage.module.css';

const { articleOverlay, articlePage } = blogPageContent;

/**
 * An article at its own address: the whole text in the page, for readers who follow a shared link,
 * search engines and browsers without JavaScript. 'Let's Get Started' leads to the home page's
 * contact section, as in the overlay on /blog.
 */
function ArticlePage({ article }: { readonly article: BlogArticle }) {
  return (
    <>
      <PageHero eyebrow={article.category} heading={article.title} text={article.excerpt} />
      {/* The hero's h1 is the article's title: the text below belongs to it. */}
      <PageSection labelledBy={pageHeroHeadingId}>
        <article aria-labelledby={pageHeroHeadingId} className={classes.article}>
          <div className={metaClasses.meta}>
            <ArticleByline article={article} />
          </div>
          <ArticleText
            article={article}
            size="lg"
            getStarted={<ContactButton label={articleOverlay.getStartedLabel} size="md" />}
          />
          <a href="/blog" className={classes.allArticles}>
            {articlePage.allArticlesLabel}
          </a>
        </article>
      </PageSection>
    </>
  );
}

export function createArticlePageComponent(article: BlogArticle) {
  return function BlogArticlePage() {
    return <ArticlePage article={article} />;
  };
}
