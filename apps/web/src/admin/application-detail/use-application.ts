import { skipToken, useQuery } from '@tanstack/react-query';
import { useAdminTRPC, type ApplicationDto } from '../api/admin-api.ts';

/**
 * One application, read afresh whenever its detail opens (a card's copy, put in the cache by the
 * card that opened it, shows meanwhile): a link may name any application.
 */
export function useApplication(id: number | null) {
  const trpc = useAdminTRPC();
  return useQuery(
    trpc.applications.get.queryOptions(id === null ? skipToken : { id }, { staleTime: 0 }),
  );
}

/** How an applicant is named everywhere in the admin: first and last name. */
export function applicantName(application: Pick<ApplicationDto, 'firstName' | 'lastName'>): string {
  return `${application.firstName} ${application.lastName}`;
}
