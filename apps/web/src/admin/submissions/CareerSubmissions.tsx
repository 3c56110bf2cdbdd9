import { isCrmFilterActive, type CrmFilter } from '@app/domain';
import type { CareerSubmissionDto } from '../api/admin-api.ts';
import { LeadLinks } from '../crm/RecordLink.tsx';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import shared from '../shared.module.css';
import { LinkedInProfileLink } from './LinkedInProfileLink.tsx';
import { SubmissionCard, SubmissionField, SubmissionList } from './SubmissionCard.tsx';
import { SubmissionsToolbar } from './SubmissionsToolbar.tsx';
import type { PagedList } from './use-submission-pages.ts';
import classes from './submissions.module.css';

export const careerSubmissionsEmptyText = 'No career applications yet.';
export const careerSubmissionsNoMatchText = 'No career applications match the search.';
export const hireReasonLabel = 'Why should we hire them?';
/** Beside an application sent from an address that also asked for a team. */
export const alsoClientLabel = 'Also a client enquiry';
const careerNoun = { one: 'career application', many: 'career applications' } as const;

type CareerSubmissionsProps = {
  readonly list: PagedList<CareerSubmissionDto>;
  readonly filter: CrmFilter;
  /** How many match the filter in all; undefined until counted. */
  readonly count: number | undefined;
};

/** A job application's fields, as both its list and the spam list show them. */
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

/** The job applications matching the CRM's search and filters, newest first, paged. */
export function CareerSubmissions({ list, filter, count }: CareerSubmissionsProps) {
  return (
    <>
      <SubmissionsToolbar count={count} noun={careerNoun} filter={filter} exportKind="careers" />
      <SubmissionList
        items={list.items}
        loading={list.loading}
        paging={list}
        label="Career applications"
        emptyText={
          isCrmFilterActive(filter) ? careerSubmissionsNoMatchText : careerSubmissionsEmptyText
        }
        itemKey={(submission) => submission.id}
        renderItem={(submission) => (
          <SubmissionCard
            title={
              <SearchMatch
                text={`${submission.firstName} ${submission.lastName}`}
                search={filter.q}
              />
            }
            createdAt={submission.createdAt}
          >
            <CareerSubmissionFields submission={submission} search={filter.q} />
            {submission.leadIds.length > 0 && (
              <SubmissionField label={alsoClientLabel}>
                <LeadLinks ids={submission.leadIds} />
              </SubmissionField>
            )}
          </SubmissionCard>
        )}
      />
    </>
  );
}
