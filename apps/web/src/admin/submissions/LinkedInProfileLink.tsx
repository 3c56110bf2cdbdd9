import { IconExternalLink } from '@tabler/icons-react';
import shared from '../shared.module.css';
import classes from './submissions.module.css';

/** An applicant's LinkedIn profile, opened in a new tab (spec section 2), which it says. */
export function LinkedInProfileLink({ url }: { readonly url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={shared.link}>
      LinkedIn Profile
      <IconExternalLink aria-hidden size={14} className={classes.externalIcon} />
      <span className={shared.visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
