import { Paper } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { contactSubmissionFields } from '@app/domain';
import { formatDateTime } from '../admin-format.ts';
import shared from '../shared.module.css';
import { ListEnd } from './ListEnd.tsx';
import type { PagedList } from './use-submission-pages.ts';
import classes from './submissions.module.css';

type SubmissionCardProps = {
  /** The person's name, with a search's match marked where one applies. */
  readonly title: ReactNode;
  readonly createdAt: string;
  /** Buttons under the fields, for what staff can do with the submission. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
};

export function SubmissionCard({ title, createdAt, actions, children }: SubmissionCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      aria-labelledby={titleId}
    >
      <header className={classes.header}>
        <h3 id={titleId} className={classes.title}>
          {title}
        </h3>
        <time dateTime={createdAt} className={classes.time}>
          {formatDateTime(createdAt)}
        </time>
      </header>
      <dl className={classes.fields}>{children}</dl>
      {actions !== undefined && <div className={classes.actions}>{actions}</div>}
    </Paper>
  );
}

export function SubmissionField({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={classes.field}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/** The person's e-mail address, a link that writes to it. */
export function EmailField({ email }: { readonly email: string }) {
  return (
    <SubmissionField label={contactSubmissionFields.email.label}>
      <a href={`mailto:${email}`} className={shared.link}>
        {email}
      </a>
    </SubmissionField>
  );
}

type SubmissionListProps<Item> = {
  readonly items: readonly Item[] | undefined;
  readonly loading: boolean;
  readonly emptyText: string;
  readonly label: string;
  readonly renderItem: (item: Item) => ReactNode;
  readonly itemKey: (item: Item) => number | string;
  /** A list read a page at a time: its end loads the next page. */
  readonly paging?: Omit<PagedList<Item>, 'items' | 'loading'>;
};

/** A failed load shows as an empty list (spec section 7). */
export function SubmissionList<Item>({
  items,
  loading,
  emptyText,
  label,
  renderItem,
  itemKey,
  paging,
}: SubmissionListProps<Item>) {
  if (loading) return <p className={classes.placeholder}>Loading...</p>;
  if (items === undefined || items.length === 0)
    return <p className={classes.placeholder}>{emptyText}</p>;
  return (
    <>
      <ul className={classes.list} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {paging !== undefined && (
        <ListEnd
          hasMore={paging.hasMore}
          loadingMore={paging.loadingMore}
          loadMoreFailed={paging.loadMoreFailed}
          onLoadMore={paging.loadMore}
        />
      )}
    </>
  );
}
