import { lazy, Suspense, useState } from 'react';
import { blogArticles, blogPageContent, type BlogArticle } from '../content/blog.ts';
import { CallToActionBand } from '../components/CallToActionBand/CallToActionBand.tsx';
import { ContactButton } from '../components/LinkButtons/ContactButton.tsx';
import { PageHero } from '../components/PageHero/PageHero.tsx';
import { PageSection } from '../components/PageSection/PageSection.tsx';
import { BlogArticleCard } from './BlogArticleCard.tsx';
import classes from './BlogPage.module.css';

/**
 * The overlay (and Mantine's modal machinery) is its own chunk, fetched when the visitor points at
 * or tabs into the articles and shown from the first "Read Full Article": a visitor who only reads
 * the list never downloads it.
 */
const loadArticleModal = () =>
  import('./BlogArticleModal.tsx').then((module) => ({ default: module.BlogArticleModal }));
const BlogArticleModal = lazy(loadArticleModal);
const preloadArticleModal = () => {
  void loadArticleModal();
};

type Overlay = { readonly article: BlogArticle | null; readonly opened: boolean };

export function BlogPage() {
  const { hero, articlesHeading, callToAction } = blogPageContent;
  const [overlay, setOverlay] = useState<Overlay>({ article: null, opened: false });
  return (
    <>
      <PageHero eyebrow={hero.badge} heading={hero.title} text={hero.subtitle} />
      <PageSection labelledBy="articles-heading" tone="tinted">
        <h2 id="articles-heading" className={classes.visuallyHidden}>
          {articlesHeading}
        </h2>
        <div
          className={classes.grid}
          onPointerOver={preloadArticleModal}
          onFocus={preloadArticleModal}
        >
          {blogArticles.map((article) => (
            <BlogArticleCard
              key={article.id}
              article={article}
              onRead={(chosen) => {
                setOverlay({ article: chosen, opened: true });
              }}
            />
          ))}
        </div>
      </PageSection>
      <CallToActionBand
        headingId="closing-heading"
        heading={callToAction.title}
        text={callToAction.description}
      >
        <ContactButton label={callToAction.buttonLabel} size="lg" variant="white" mt="xl" />
      </CallToActionBand>
      {overlay.article === null ? null : (
        <Suspense fallback={null}>
          <BlogArticleModal
            article={overlay.article}
            opened={overlay.opened}
            onClose={() => {
              setOverlay((current) => ({ ...current, opened: false }));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
