import { applicationFields as fields } from '@app/domain';
import type { CareerSubmissionDto } from '../api/admin-api.ts';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import shared from '../shared.module.css';
import { LinkedInProfileLink } from './LinkedInProfileLink.tsx';
import { SubmissionField } from './SubmissionCard.tsx';
import classes from './submissions.module.css';

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
      <SubmissionField label={fields.email.label}>
        <a href={`mailto:${submission.email}`} className={shared.link}>
          <SearchMatch text={submission.email} search={search} />
        </a>
      </SubmissionField>
      <SubmissionField label={fields.phone.label}>
        <SearchMatch text={submission.phone} search={search} />
      </SubmissionField>
      <SubmissionField label={fields.position.label}>
        <SearchMatch text={submission.position} search={search} />
      </SubmissionField>
      {submission.linkedinUrl !== null && (
        <SubmissionField label={fields.linkedinUrl.label}>
          <LinkedInProfileLink url={submission.linkedinUrl} />
        </SubmissionField>
      )}
      <SubmissionField label={fields.description.label}>
        <span className={classes.longText}>
          <SearchMatch text={submission.description} search={search} />
        </span>
      </SubmissionField>
    </>
  );
}
