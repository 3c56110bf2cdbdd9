import { contactSubmissionFields as fields, isCrmFilterActive, type CrmFilter } from '@app/domain';
import type { ContactSubmissionDto } from '../api/admin-api.ts';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import shared from '../shared.module.css';
import { SubmissionCard, SubmissionField, SubmissionList } from './SubmissionCard.tsx';
import { SubmissionsToolbar } from './SubmissionsToolbar.tsx';
import type { PagedList } from './use-submission-pages.ts';
import classes from './submissions.module.css';

const contactSubmissionsEmptyText = 'No contact submissions yet.';
const contactSubmissionsNoMatchText = 'No contact submissions match the search.';
const contactNoun = { one: 'contact submission', many: 'contact submissions' } as const;

type ContactSubmissionsProps = {
  readonly list: PagedList<ContactSubmissionDto>;
  readonly filter: CrmFilter;
  /** How many match the filter in all; undefined until counted. */
  readonly count: number | undefined;
};

/**
 * A consultation request's fields, as its list, the spam list, the lead's detail and the Privacy
 * tab show them; `search` marks what a search matched.
 */
export function ContactSubmissionFields({
  submission,
  search,
}: {
  readonly submission: ContactSubmissionDto;
  readonly search?: string | undefined;
}) {
  return (
    <>
      <SubmissionField label={fields.email.label}>
        <a href={`mailto:${submission.email}`} className={shared.link}>
          <SearchMatch text={submission.email} search={search} />
        </a>
      </SubmissionField>
      <SubmissionField label={fields.contact.label}>
        <SearchMatch text={submission.contact} search={search} />
      </SubmissionField>
      {submission.company !== null && (
        <SubmissionField label={fields.company.label}>
          <SearchMatch text={submission.company} search={search} />
        </SubmissionField>
      )}
      {submission.teamSize !== null && (
        <SubmissionField label={fields.teamSize.label}>
          {fields.teamSize.format(submission.teamSize)}
        </SubmissionField>
      )}
      {submission.message !== null && (
        <SubmissionField label={fields.message.label}>
          <span className={classes.longText}>
            <SearchMatch text={submission.message} search={search} />
          </span>
        </SubmissionField>
      )}
    </>
  );
}

/** The consultation requests matching the CRM's search and filters, newest first, paged. */
export function ContactSubmissions({ list, filter, count }: ContactSubmissionsProps) {
  return (
    <>
      <SubmissionsToolbar count={count} noun={contactNoun} filter={filter} exportKind="contacts" />
      <SubmissionList
        items={list.items}
        loading={list.loading}
        paging={list}
        label="Contact submissions"
        emptyText={
          isCrmFilterActive(filter) ? contactSubmissionsNoMatchText : contactSubmissionsEmptyText
        }
        itemKey={(submission) => submission.id}
        renderItem={(submission) => (
          <SubmissionCard
            title={<SearchMatch text={submission.name} search={filter.q} />}
            createdAt={submission.createdAt}
          >
            <ContactSubmissionFields submission={submission} search={filter.q} />
          </SubmissionCard>
        )}
      />
    </>
  );
}
