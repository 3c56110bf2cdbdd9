import classes from './dialogs.module.css';

/**
 * The dialog's title text. Styled on its own element: Mantine's title styles come in a stylesheet
 * the public blog shares, whose place in the cascade relative to the admin's is not fixed.
 */
export function DialogTitle({ children }: { readonly children: string }) {
  return <span className={classes.title}>{children}</span>;
}
