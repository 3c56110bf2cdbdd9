import { isClosedStage, type CrmFilter } from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';
import { Board } from '../board/Board.tsx';
import { useBoardTab } from '../board/use-board-tab.ts';
import { DealValueDialog } from '../dialogs/DealValueDialog.tsx';
import { DeleteLeadDialog } from '../dialogs/DeleteLeadDialog.tsx';
import { LostReasonDialog } from '../dialogs/LostReasonDialog.tsx';
import { NotesDialog } from '../dialogs/NotesDialog.tsx';
import { leadBoard } from './lead-board.tsx';
import type { LeadCardAction } from './LeadCard.tsx';
import { MinuteClockProvider } from './minute-clock.tsx';
import { PipelineGuide } from './PipelineGuide.tsx';
import { useLeadActions } from './use-lead-actions.ts';

type PipelineTabProps = {
  /** The search and filters of the address: the board shows the matching leads only. */
  readonly filter: CrmFilter;
  /** The lead whose detail is open (the address's `?lead=`): its card is marked. */
  readonly openLeadId?: number | null;
};

export function PipelineTab({ filter, openLeadId = null }: PipelineTabProps) {
  const actions = useLeadActions(filter);
  const { boardRef, focusItemId, followWithFocus, open, close, dialogState } = useBoardTab<
    LeadCardAction,
    LeadDto
  >();
  const dialogProps = (kind: LeadCardAction) => {
    const { item, ...state } = dialogState(kind);
    return { ...state, lead: item };
  };

  return (
    <>
      <PipelineGuide />
      {/* One clock for every reply badge of the board. */}
      <MinuteClockProvider>
        <Board
          board={leadBoard}
          filter={filter}
          linkedItemId={openLeadId}
          boardRef={boardRef}
          focusItemId={focusItemId}
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
        onConfirm={async (lead, { withSubmissions }) => {
          // The deleted card took the focus with it: the board is the nearest place to resume.
          if (await actions.remove(lead, { withSubmissions })) boardRef.current?.focus();
        }}
      />
    </>
  );
}
