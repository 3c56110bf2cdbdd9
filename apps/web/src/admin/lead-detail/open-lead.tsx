import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { RecordLink } from '../crm/RecordLink.tsx';
import classes from './LeadDrawer.module.css';

/** Marks (as `data-opens-lead`) the link that opens a card's lead, for a click elsewhere on it. */
const opensLeadAttribute = 'data-opens-lead';

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
      className={classes.openLink}
      data-opens-lead=""
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

/** Controls of a card that do their own thing when clicked. */
const cardControls = 'a, button, input, textarea, select, [role="menu"], [role="menuitem"]';

/**
 * A click on a card, away from its buttons, handle, menu and links, opens the lead's detail as
 * its name link does. The link takes the focus first, so that closing the detail returns there.
 */
export function openLeadOnCardClick(event: MouseEvent<HTMLElement>): void {
  if (!(event.target instanceof Element) || event.target.closest(cardControls) !== null) return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>(`[${opensLeadAttribute}]`);
  if (link === null) return;
  link.focus();
  link.click();
}
