import { formatTeamSize } from '../admin-format.ts';
import type { ContactSubmissionDto } from '../api/admin-api.ts';
import shared from '../shared.module.css';
import { SubmissionCard, SubmissionField, SubmissionList } from './SubmissionCard.tsx';
import classes from './submissions.module.css';

export const contactSubmissionsEmptyText = 'No contact submissions yet.';

type ContactSubmissionsProps = {
  readonly submissions: readonly ContactSubmissionDto[] | undefined;
  readonly loading: boolean;
};

/** A consultation request's fields, as both its list and the spam list show them. */
export function ContactSubmissionFields({
  submission,
}: {
  readonly submission: ContactSubmissionDto;
}) {
  return (
    <>
      <SubmissionField label="Email">
        <a href={`mailto:${submission.email}`} className={shared.link}>
          {submission.email}
        </a>
      </SubmissionField>
      <SubmissionField label="Contact">{submission.contact}</SubmissionField>
      {submission.company !== null && (
        <SubmissionField label="Company">{submission.company}</SubmissionField>
      )}
      {submission.teamSize !== null && (
        <SubmissionField label="Team size">{formatTeamSize(submission.teamSize)}</SubmissionField>
      )}
      {submission.message !== null && (
        <SubmissionField label="Message">
          <span className={classes.longText}>{submission.message}</span>
        </SubmissionField>
      )}
    </>
  );
}

export function ContactSubmissions({ submissions, loading }: ContactSubmissionsProps) {
  return (
    <SubmissionList
      items={submissions}
      loading={loading}
      label="Contact submissions"
      emptyText={contactSubmissionsEmptyText}
      itemKey={(submission) => submission.id}
      renderItem={(submission) => (
        <SubmissionCard title={submission.name} createdAt={submission.createdAt}>
          <ContactSubmissionFields submission={submission} />
        </SubmissionCard>
      )}
    />
  );
}
