import { useRef, useState } from 'react';
import { isClosedStage, type CrmFilter } from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';
import { Board } from '../board/Board.tsx';
import { DealValueDialog } from '../dialogs/DealValueDialog.tsx';
import { DeleteLeadDialog } from '../dialogs/DeleteLeadDialog.tsx';
import { LostReasonDialog } from '../dialogs/LostReasonDialog.tsx';
import { NotesDialog } from '../dialogs/NotesDialog.tsx';
import { leadBoard } from './lead-board.tsx';
import type { LeadCardAction } from './LeadCard.tsx';
import { MinuteClockProvider } from './minute-clock.tsx';
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
  /** The lead whose detail is open (the address's `?lead=`): its card is marked. */
  readonly openLeadId?: number | null;
};

export function PipelineTab({ filter, openLeadId = null }: PipelineTabProps) {
  const actions = useLeadActions(filter);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
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
    setDialog(dialog === null ? null : { ...dialog, opened: false });
  };
  const dialogProps = (kind: LeadCardAction) => ({
    opened: dialog?.kind === kind && dialog.opened,
    lead: dialog?.kind === kind ? dialog.lead : undefined,
    onClose: close,
  });

  return (
    <>
      <PipelineGuide />
      {/* One clock for every reply badge of the board. */}
      <MinuteClockProvider>
        <Board
          board={leadBoard}
          filter={filter}
          linkedItemId={openLeadId}
          boardRef={board}
          focusItemId={focusLeadId}
          onMove={(lead, stage, { keepFocus }) => {
            if (isClosedStage(stage)) return;
            const change = actions.move(lead, stage);
            if (keepFocus) followWithFocus(lead, change);
          }}
          onAction={open}
          onCloseRequest={(lead, stage) => {
            open(stage === 'closed_won' ? 'won' : 'lost', lead);
          }}
        />
      </MinuteClockProvider>
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
