import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './submissions.module.css';

const showMoreLabel = 'Show more';

type ListEndProps = {
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** After a failed page the list waits for the button rather than retrying on its own. */
  readonly loadMoreFailed: boolean;
  readonly onLoadMore: () => void;
};

/**
 * The end of a paged list: coming into view (or within a screen of it) loads the next page, and
 * a button does the same for keyboards and for browsers that do not observe intersections.
 */
export function ListEnd({ hasMore, loadingMore, loadMoreFailed, onLoadMore }: ListEndProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoad = hasMore && !loadingMore && !loadMoreFailed;

  useEffect(() => {
    const element = sentinel.current;
    if (!autoLoad || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [autoLoad, onLoadMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className={classes.listEnd}>
      <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
        {showMoreLabel}
      </Button>
    </div>
  );
}
