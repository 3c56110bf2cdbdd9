import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { opensCardProps } from '../board/BoardCard.tsx';
import { RecordLink } from '../crm/RecordLink.tsx';

/**
 * The lead's name as a link to its detail (`/admin?lead=12`): how a keyboard opens it, and where
 * the focus returns when the detail closes. The card's copy of the lead shows until the server's
 * fresh one is in.
 */
export function LeadOpenLink({
  lead,
  children,
}: {
  readonly lead: LeadDto;
  readonly children: ReactNode;
}) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  return (
    <RecordLink
      param="lead"
      id={lead.id}
      {...opensCardProps}
      // The card is dragged by dnd-kit from anywhere on it, the name too: never as a native link.
      draggable={false}
      onOpen={() => {
        queryClient.setQueryData(trpc.leads.get.queryKey({ id: lead.id }), lead);
      }}
    >
      {children}
    </RecordLink>
  );
}
