import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ClosedLeadStage, CrmFilter, DeepLinkId } from '@app/domain';
import { DeepLinkNotice, deepLinkTexts } from '../crm/DeepLinkNotice.tsx';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { DealValueDialog } from '../dialogs/DealValueDialog.tsx';
import { DeleteLeadDialog } from '../dialogs/DeleteLeadDialog.tsx';
import { LostReasonDialog } from '../dialogs/LostReasonDialog.tsx';
import { NotesDialog } from '../dialogs/NotesDialog.tsx';
import type { LeadCardAction } from './LeadCard.tsx';
import { PipelineBoard } from './PipelineBoard.tsx';
import { PipelineGuide } from './PipelineGuide.tsx';
import { useLeadActions } from './use-lead-actions.ts';

/** The dialog on screen; it keeps its lead while it closes, so the closing animation has content. */
type OpenDialog = {
  readonly kind: LeadCardAction;
  readonly lead: LeadDto;
  readonly opened: boolean;
};

type PipelineTabProps = {
  /** The search and filters of the address: the board shows the matching leads only. */
  readonly filter: CrmFilter;
  /** The lead an alert's link names: its notes open and its card is marked, once loaded. */
  readonly linkedLead?: DeepLinkId | undefined;
  readonly onLinkedLeadDone?: () => void;
};

/** Why the linked lead cannot be shown, once it was looked up; null when it can (or none is linked). */
function linkedLeadProblem(
  linkedLead: DeepLinkId | undefined,
  lookup: { readonly isError: boolean },
): string | null {
  if (linkedLead === undefined) return null;
  if (typeof linkedLead === 'string') return deepLinkTexts.leadMalformed(linkedLead);
  return lookup.isError ? deepLinkTexts.leadNotFound(linkedLead) : null;
}

export function PipelineTab({
  filter,
  linkedLead,
  onLinkedLeadDone = () => undefined,
}: PipelineTabProps) {
  const trpc = useAdminTRPC();
  const actions = useLeadActions(filter);
  const linkedLeadId = typeof linkedLead === 'number' ? linkedLead : null;
  // The linked lead may sit on a page of its column not loaded yet: it is looked up on its own.
  const linkedLeadLookup = useQuery({
    ...trpc.leads.get.queryOptions({ id: linkedLeadId ?? 0 }),
    enabled: linkedLeadId !== null,
  });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [linkedLeadClosed, setLinkedLeadClosed] = useState(false);
  // A new link (another card's "Returning: lead #12") opens its lead whatever was open before.
  const [shownLink, setShownLink] = useState(linkedLead);
  if (shownLink !== linkedLead) {
    setShownLink(linkedLead);
    if (linkedLead !== undefined) {
      setDialog(null);
      setLinkedLeadClosed(false);
    }
  }
  const linkProblem = linkedLeadProblem(linkedLead, linkedLeadLookup);
  const linkedLeadOnBoard =
    linkedLeadId === null || linkedLeadClosed ? undefined : linkedLeadLookup.data;
  // The linked lead's notes show until the admin opens or closes any dialog.
  const shownDialog: OpenDialog | null =
    dialog ??
    (linkedLeadOnBoard === undefined
      ? null
      : { kind: 'notes', lead: linkedLeadOnBoard, opened: true });
  const [focusLeadId, setFocusLeadId] = useState<number | null>(null);
  const board = useRef<HTMLElement>(null);

  /** Keeps focus on the lead's card until the server has answered the change. */
  const followWithFocus = (lead: LeadDto, change: Promise<void>) => {
    setFocusLeadId(lead.id);
    void change.then(() => {
      setFocusLeadId((current) => (current === lead.id ? null : current));
    });
  };

  const open = (kind: LeadCardAction, lead: LeadDto) => {
    setDialog({ kind, lead, opened: true });
  };
  const close = () => {
    setDialog(shownDialog === null ? null : { ...shownDialog, opened: false });
    if (linkedLead !== undefined) {
      setLinkedLeadClosed(true);
      onLinkedLeadDone();
    }
  };
  const dialogProps = (kind: LeadCardAction) => ({
    opened: shownDialog?.kind === kind && shownDialog.opened,
    lead: shownDialog?.kind === kind ? shownDialog.lead : undefined,
    onClose: close,
  });

  return (
    <>
      {linkProblem !== null && (
        <DeepLinkNotice message={linkProblem} onDismiss={onLinkedLeadDone} />
      )}
      <PipelineGuide />
      <PipelineBoard
        filter={filter}
        linkedLeadId={linkedLeadId}
        boardRef={board}
        focusLeadId={focusLeadId}
        onMove={(lead, stage, { keepFocus }) => {
          const change = actions.move(lead, stage);
          if (keepFocus) followWithFocus(lead, change);
        }}
        onAction={open}
        onCloseRequest={(lead: LeadDto, stage: ClosedLeadStage) => {
          open(stage === 'closed_won' ? 'won' : 'lost', lead);
        }}
      />
      <NotesDialog {...dialogProps('notes')} />
      <DealValueDialog
        {...dialogProps('won')}
        onSave={(lead, value) => {
          close();
          followWithFocus(lead, actions.markWon(lead, value));
        }}
      />
      <LostReasonDialog
        {...dialogProps('lost')}
        onSave={(lead, reason) => {
          close();
          followWithFocus(lead, actions.markLost(lead, reason));
        }}
      />
      <DeleteLeadDialog
        {...dialogProps('delete')}
        onConfirm={async (lead) => {
          // The deleted card took the focus with it: the board is the nearest place to resume.
          if (await actions.remove(lead)) board.current?.focus();
        }}
      />
    </>
  );
}
