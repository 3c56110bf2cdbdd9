import { Button, Modal } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { blogPageContent, type BlogArticle } from '../content/blog.ts';
import { blogArticlePath } from '../content/page-paths.ts';
import { requestScrollToContact } from '../navigation/section-scroll.ts';
import { ArticleByline } from './ArticleByline.tsx';
import { ArticleText } from './ArticleText.tsx';
import metaClasses from './ArticleMeta.module.css';
import classes from './BlogArticleModal.module.css';

type BlogArticleModalProps = {
  /** The article to show; kept while the overlay closes so its text does not vanish mid-fade. */
  readonly article: BlogArticle | null;
  readonly opened: boolean;
  readonly onClose: () => void;
};

const { articleOverlay } = blogPageContent;

/**
 * The full article over the page. Closes by its x button, a click on the backdrop or Escape, and
 * traps focus while open; 'Let's Get Started' asks the home page to scroll to its contact section.
 */
export function BlogArticleModal({ article, opened, onClose }: BlogArticleModalProps) {
  const router = useRouter();

  const getStarted = () => {
    requestScrollToContact();
    onClose();
    void router.navigate({ to: '/' });
  };

  return (
    <Modal.Root opened={opened && article !== null} onClose={onClose} size="xl" radius="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine draws the header as a <header>, which would be a second banner landmark. */}
        <Modal.Header role="none" className={classes.header}>
          <Modal.Title className={classes.title}>{article?.title}</Modal.Title>
          <Modal.CloseButton aria-label={articleOverlay.closeLabel} />
        </Modal.Header>
        <Modal.Body className={classes.modalBody}>
          {article === null ? null : (
            <>
              <div className={metaClasses.meta}>
                <p className={metaClasses.category}>{article.category}</p>
                <ArticleByline article={article} />
              </div>
              <ArticleText
                article={article}
                size="md"
                getStarted={
                  <Button size="md" onClick={getStarted}>
                    {articleOverlay.getStartedLabel}
                  </Button>
                }
              >
                <p className={classes.address}>
                  {articleOverlay.addressLabel}{' '}
                  <a href={blogArticlePath(article.slug)} className={classes.addressLink}>
                    {`${window.location.origin}${blogArticlePath(article.slug)}`}
                  </a>
                </p>
              </ArticleText>
            </>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
