import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Loader, Text } from '@mantine/core';
import { useState, type RefObject } from 'react';
import {
  isClosedStage,
  leadStages,
  stageLabel,
  type ClosedLeadStage,
  type LeadStage,
  type OpenLeadStage,
} from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';
import shared from '../shared.module.css';
import {
  boardInstructions,
  createBoardAnnouncements,
  detectStageColumn,
  isDraggedLeadData,
  stageOfDroppable,
  stageByStageCoordinates,
} from './board-dnd.ts';
import { LeadCard, LeadCardPreview, type LeadCardAction } from './LeadCard.tsx';
import { leadsInStage } from './lead-changes.ts';
import { MinuteClockProvider } from './minute-clock.tsx';
import classes from './PipelineBoard.module.css';
import { StageColumn } from './StageColumn.tsx';

/** Spec section 9: a card starts dragging after the pointer moved 8 px. */
export const dragActivationDistancePx = 8;

type PipelineBoardProps = {
  readonly leads: readonly LeadDto[];
  readonly loading: boolean;
  /** `keepFocus`: the move came from the keyboard or the menu, so focus follows the card. */
  readonly onMove: (lead: LeadDto, stage: OpenLeadStage, options: { keepFocus: boolean }) => void;
  readonly onAction: (action: LeadCardAction, lead: LeadDto) => void;
  /** Won asks for the deal value and Lost for the reason before anything moves. */
  readonly onCloseRequest: (lead: LeadDto, stage: ClosedLeadStage) => void;
  /** The lead whose drag handle takes focus wherever its card is (re)drawn. */
  readonly focusLeadId: number | null;
  /** The lead an alert's link opened: its card is marked and scrolled into view. */
  readonly linkedLeadId?: number | null;
  readonly boardRef: RefObject<HTMLElement | null>;
};

/** The seven stage columns; cards move by mouse, touch, keyboard or each card's menu. */
export function PipelineBoard({
  leads,
  loading,
  onMove,
  onAction,
  onCloseRequest,
  focusLeadId,
  linkedLeadId = null,
  boardRef,
}: PipelineBoardProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: dragActivationDistancePx } }),
    // On touch screens a swipe scrolls the board; a short press picks the card up.
    useSensor(TouchSensor, {
      activationConstraint: { delay: 250, tolerance: dragActivationDistancePx },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: stageByStageCoordinates }),
  );
  const [draggedLeadId, setDraggedLeadId] = useState<number | null>(null);
  const [menuMoveAnnouncement, setMenuMoveAnnouncement] = useState('');
  const [announcements] = useState(createBoardAnnouncements);

  const requestStage = (lead: LeadDto, stage: LeadStage, options: { keepFocus: boolean }) => {
    if (isClosedStage(stage)) onCloseRequest(lead, stage);
    else onMove(lead, stage, options);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current;
    setDraggedLeadId(isDraggedLeadData(data) ? data.leadId : null);
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDraggedLeadId(null);
    const data = active.data.current;
    const lead = isDraggedLeadData(data)
      ? leads.find((candidate) => candidate.id === data.leadId)
      : undefined;
    const stage = stageOfDroppable(over?.id);
    if (lead === undefined || stage === undefined || stage === lead.stage) return;
    requestStage(lead, stage, { keepFocus: activatorEvent instanceof KeyboardEvent });
  };

  const onMoveTo = (lead: LeadDto, stage: LeadStage) => {
    if (!isClosedStage(stage))
      setMenuMoveAnnouncement(`Lead ${lead.name} moved to ${stageLabel(stage)}`);
    requestStage(lead, stage, { keepFocus: true });
  };

  const draggedLead = leads.find((lead) => lead.id === draggedLeadId);
  return (
    <MinuteClockProvider>
      <DndContext
        sensors={sensors}
        collisionDetection={detectStageColumn}
        accessibility={{ announcements, screenReaderInstructions: boardInstructions }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setDraggedLeadId(null);
        }}
      >
        <section
          ref={boardRef}
          className={classes.board}
          aria-label="Pipeline board"
          tabIndex={0}
          aria-busy={loading}
        >
          {loading ? (
            <div className={classes.loading}>
              <Loader size="sm" aria-hidden />
              <Text size="sm">Loading leads...</Text>
            </div>
          ) : (
            leadStages.map((stage) => (
              <StageColumn
                key={stage.value}
                stage={stage}
                leads={leadsInStage(leads, stage.value)}
                renderCard={(lead) => (
                  <LeadCard
                    lead={lead}
                    onAction={onAction}
                    onMoveTo={onMoveTo}
                    takeFocus={focusLeadId === lead.id}
                    linked={linkedLeadId === lead.id}
                  />
                )}
              />
            ))
          )}
        </section>
        <p role="status" className={shared.visuallyHidden}>
          {menuMoveAnnouncement}
        </p>
        <DragOverlay dropAnimation={null}>
          {draggedLead === undefined ? null : <LeadCardPreview lead={draggedLead} />}
        </DragOverlay>
      </DndContext>
    </MinuteClockProvider>
  );
}
