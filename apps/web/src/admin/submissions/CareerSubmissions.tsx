import { IconExternalLink } from '@tabler/icons-react';
import type { CareerSubmissionDto } from '../api/admin-api.ts';
import shared from '../shared.module.css';
import { SubmissionCard, SubmissionField, SubmissionList } from './SubmissionCard.tsx';
import classes from './submissions.module.css';

export const careerSubmissionsEmptyText = 'No career applications yet.';
export const hireReasonLabel = 'Why should we hire them?';

type CareerSubmissionsProps = {
  readonly submissions: readonly CareerSubmissionDto[] | undefined;
  readonly loading: boolean;
};

export function CareerSubmissions({ submissions, loading }: CareerSubmissionsProps) {
  return (
    <SubmissionList
      items={submissions}
      loading={loading}
      label="Career applications"
      emptyText={careerSubmissionsEmptyText}
      itemKey={(submission) => submission.id}
      renderItem={(submission) => (
        <SubmissionCard
          title={`${submission.firstName} ${submission.lastName}`}
          createdAt={submission.createdAt}
        >
          <SubmissionField label="Email">
            <a href={`mailto:${submission.email}`} className={classes.link}>
              {submission.email}
            </a>
          </SubmissionField>
          <SubmissionField label="Phone">{submission.phone}</SubmissionField>
          <SubmissionField label="Position">{submission.position}</SubmissionField>
          {submission.linkedinUrl !== null && (
            <SubmissionField label="LinkedIn">
              <a
                href={submission.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                LinkedIn Profile
                <IconExternalLink aria-hidden size={14} className={classes.externalIcon} />
                <span className={shared.visuallyHidden}> (opens in a new tab)</span>
              </a>
            </SubmissionField>
          )}
          <SubmissionField label={hireReasonLabel}>
            <span className={classes.longText}>{submission.description}</span>
          </SubmissionField>
        </SubmissionCard>
      )}
    />
  );
}
