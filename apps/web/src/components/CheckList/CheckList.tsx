import type { ReactNode } from 'react';
import classes from './CheckList.module.css';

/** A list whose items each start with a check mark, drawn in CSS (one image for the whole page). */
export function CheckList({
  children,
  spacing = 'sm',
}: {
  readonly children: ReactNode;
  readonly spacing?: 'sm' | 'lg';
}) {
  return <ul className={`${classes.list} ${classes[spacing]}`}>{children}</ul>;
}

export function CheckListItem({ children }: { readonly children: ReactNode }) {
  return <li className={classes.item}>{children}</li>;
}
