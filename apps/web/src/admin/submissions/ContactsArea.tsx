import { useCrmFilter } from '../crm/admin-address.ts';
import { ContactSubmissions } from './ContactSubmissions.tsx';
import { useContactSubmissionPages, useSubmissionCounts } from './use-submission-pages.ts';

/**
 * The Contact Submissions area. The admin screen has loaded its first page already (spec section
 * 7): the same query answers here from the cache.
 */
export function ContactsArea() {
  const filter = useCrmFilter();
  const list = useContactSubmissionPages(filter);
  const count = useSubmissionCounts(filter)?.contacts;
  return <ContactSubmissions list={list} filter={filter} count={count} />;
}
