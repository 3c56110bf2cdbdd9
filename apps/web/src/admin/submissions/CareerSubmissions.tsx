import { IconExternalLink } from '@tabler/icons-react';
import type { DeepLinkId } from '@app/domain';
import type { CareerSubmissionDto } from '../api/admin-api.ts';
import { DeepLinkNotice, deepLinkTexts } from '../crm/DeepLinkNotice.tsx';
import { RecordLink } from '../crm/RecordLink.tsx';
import shared from '../shared.module.css';
import { SubmissionCard, SubmissionField, SubmissionList } from './SubmissionCard.tsx';
import classes from './submissions.module.css';

export const careerSubmissionsEmptyText = 'No career applications yet.';
export const hireReasonLabel = 'Why should we hire them?';

type CareerSubmissionsProps = {
  readonly submissions: readonly CareerSubmissionDto[] | undefined;
  readonly loading: boolean;
  /** The application an alert's link names: highlighted, or a notice says why it cannot be. */
  readonly linkedApplication?: DeepLinkId | undefined;
  readonly onLinkedApplicationDone?: () => void;
};

function linkedApplicationProblem(
  linked: DeepLinkId | undefined,
  submissions: readonly CareerSubmissionDto[] | undefined,
  loading: boolean,
): string | null {
  if (linked === undefined || loading) return null;
  if (typeof linked === 'string') return deepLinkTexts.applicationMalformed(linked);
  return submissions?.some((submission) => submission.id === linked) === true
    ? null
    : deepLinkTexts.applicationNotFound(linked);
}

/** A job application's fields, as both its list and the spam list show them. */
export function CareerSubmissionFields({
  submission,
}: {
  readonly submission: Omit<CareerSubmissionDto, 'leadIds'>;
}) {
  return (
    <>
      <SubmissionField label="Email">
        <a href={`mailto:${submission.email}`} className={shared.link}>
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
            className={shared.link}
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
    </>
  );
}

export function CareerSubmissions({
  submissions,
  loading,
  linkedApplication,
  onLinkedApplicationDone = () => undefined,
}: CareerSubmissionsProps) {
  const linkProblem = linkedApplicationProblem(linkedApplication, submissions, loading);
  return (
    <>
      {linkProblem !== null && (
        <DeepLinkNotice message={linkProblem} onDismiss={onLinkedApplicationDone} />
      )}
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
            linked={submission.id === linkedApplication}
          >
            <CareerSubmissionFields submission={submission} />
            {submission.leadIds.length > 0 && (
              <SubmissionField label="Also a client enquiry">
                {submission.leadIds.map((id, index) => (
                  <span key={id}>
                    {index > 0 && ', '}
                    <RecordLink param="lead" id={id}>
                      lead #{id}
                    </RecordLink>
                  </span>
                ))}
              </SubmissionField>
            )}
          </SubmissionCard>
        )}
      />
    </>
  );
}
