import { useRef, useState } from 'react';
import type { ClosedLeadStage, DeepLinkId } from '@app/domain';
import { DeepLinkNotice, deepLinkTexts } from '../crm/DeepLinkNotice.tsx';
import type { LeadDto } from '../api/admin-api.ts';
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
  readonly leads: readonly LeadDto[];
  readonly loading: boolean;
  /** The lead an alert's link names: its notes open and its card is marked, once loaded. */
  readonly linkedLead?: DeepLinkId | undefined;
  readonly onLinkedLeadDone?: () => void;
};

/** Why the linked lead cannot be shown, once the leads are in; null when it can (or none is linked). */
function linkedLeadProblem(
  linkedLead: DeepLinkId | undefined,
  leads: readonly LeadDto[],
  loading: boolean,
): string | null {
  if (linkedLead === undefined || loading) return null;
  if (typeof linkedLead === 'string') return deepLinkTexts.leadMalformed(linkedLead);
  return leads.some((lead) => lead.id === linkedLead)
    ? null
    : deepLinkTexts.leadNotFound(linkedLead);
}

export function PipelineTab({
  leads,
  loading,
  linkedLead,
  onLinkedLeadDone = () => undefined,
}: PipelineTabProps) {
  const actions = useLeadActions();
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
  const linkProblem = linkedLeadProblem(linkedLead, leads, loading);
  const linkedLeadId = typeof linkedLead === 'number' ? linkedLead : null;
  const linkedLeadOnBoard =
    linkedLeadId === null || loading || linkedLeadClosed
      ? undefined
      : leads.find((lead) => lead.id === linkedLeadId);
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
        leads={leads}
        linkedLeadId={linkedLeadId}
        loading={loading}
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
