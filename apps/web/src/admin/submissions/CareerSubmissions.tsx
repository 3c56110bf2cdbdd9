import type { CareerSubmissionDto } from '../api/admin-api.ts';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import shared from '../shared.module.css';
import { LinkedInProfileLink } from './LinkedInProfileLink.tsx';
import { SubmissionField } from './SubmissionCard.tsx';
import classes from './submissions.module.css';

export const hireReasonLabel = 'Why should we hire them?';
/** Beside an application sent from an address that also asked for a team. */
export const alsoClientLabel = 'Also a client enquiry';

/** A job application's fields, as the spam list shows them. */
export function CareerSubmissionFields({
  submission,
  search,
}: {
  readonly submission: Omit<CareerSubmissionDto, 'leadIds'>;
  readonly search?: string | undefined;
}) {
  return (
    <>
      <SubmissionField label="Email">
        <a href={`mailto:${submission.email}`} className={shared.link}>
          <SearchMatch text={submission.email} search={search} />
        </a>
      </SubmissionField>
      <SubmissionField label="Phone">
        <SearchMatch text={submission.phone} search={search} />
      </SubmissionField>
      <SubmissionField label="Position">
        <SearchMatch text={submission.position} search={search} />
      </SubmissionField>
      {submission.linkedinUrl !== null && (
        <SubmissionField label="LinkedIn">
          <LinkedInProfileLink url={submission.linkedinUrl} />
        </SubmissionField>
      )}
      <SubmissionField label={hireReasonLabel}>
        <span className={classes.longText}>
          <SearchMatch text={submission.description} search={search} />
        </span>
      </SubmissionField>
    </>
  );
}
