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
import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  isClosedStage,
  isCrmFilterActive,
  type CrmFilter,
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
  createScrollingColumnDetection,
  isDraggedLeadData,
  stageOfDroppable,
  stageByStageCoordinates,
} from './board-dnd.ts';
import { LeadCardPreview, type LeadCardAction } from './LeadCard.tsx';
import { MinuteClockProvider } from './minute-clock.tsx';
import classes from './PipelineBoard.module.css';
import { StageColumn, type CardHandlers } from './StageColumn.tsx';
import { useBoardCache, useBoardTotals } from './use-board.ts';

/** Spec section 9: a card starts dragging after the pointer moved 8 px. */
export const dragActivationDistancePx = 8;

/** Won and Lost start folded: the open stages get the width, the closed ones stay in sight. */
const collapsibleStages: readonly LeadStage[] = ['closed_won', 'closed_lost'];

type PipelineBoardProps = {
  readonly filter: CrmFilter;
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
  filter,
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
  const board = useBoardCache();
  const totals = useBoardTotals(filter);
  const [draggedLead, setDraggedLead] = useState<LeadDto | undefined>(undefined);
  const [menuMoveAnnouncement, setMenuMoveAnnouncement] = useState('');
  const [announcements] = useState(createBoardAnnouncements);
  const [collapsedStages, setCollapsedStages] = useLocalStorage<readonly LeadStage[]>({
    key: 'crm-board-folded-stages',
    defaultValue: collapsibleStages,
  });
  const [columnDetection] = useState(createScrollingColumnDetection);

  // The cards' callbacks stay the same objects, so no card body is drawn again because of them.
  const latest = useRef({ onMove, onAction, onCloseRequest });
  useLayoutEffect(() => {
    latest.current = { onMove, onAction, onCloseRequest };
  });
  const requestStage = useCallback(
    (lead: LeadDto, stage: LeadStage, options: { keepFocus: boolean }) => {
      if (isClosedStage(stage)) latest.current.onCloseRequest(lead, stage);
      else latest.current.onMove(lead, stage, options);
    },
    [],
  );
  const onMoveTo = useCallback(
    (lead: LeadDto, stage: LeadStage) => {
      if (!isClosedStage(stage))
        setMenuMoveAnnouncement(`Lead ${lead.name} moved to ${stageLabel(stage)}`);
      requestStage(lead, stage, { keepFocus: true });
    },
    [requestStage],
  );
  const onCardAction = useCallback((action: LeadCardAction, lead: LeadDto) => {
    latest.current.onAction(action, lead);
  }, []);
  const cards: CardHandlers = useMemo(
    () => ({
      onAction: onCardAction,
      onMoveTo,
      focusLeadId,
      linkedLeadId,
      highlight: filter.q,
    }),
    [onCardAction, onMoveTo, focusLeadId, linkedLeadId, filter.q],
  );
  const onCollapsedChange = useCallback(
    (stage: LeadStage, collapsed: boolean) => {
      setCollapsedStages((current) =>
        collapsed
          ? [...current.filter((other) => other !== stage), stage]
          : current.filter((other) => other !== stage),
      );
    },
    [setCollapsedStages],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current;
    setDraggedLead(isDraggedLeadData(data) ? board.loadedCard(data.leadId) : undefined);
    // Where the columns show on screen, taken once: the page does not scroll during a drag.
    const boardElement = boardRef.current;
    const firstColumn = boardElement?.querySelector('[data-stage]');
    if (boardElement == null || firstColumn == null) {
      columnDetection.showColumnsIn(null);
      return;
    }
    const boardRect = boardElement.getBoundingClientRect();
    const columnRect = firstColumn.getBoundingClientRect();
    columnDetection.showColumnsIn({
      left: boardRect.left,
      right: boardRect.right,
      width: boardRect.width,
      top: columnRect.top,
      bottom: columnRect.bottom,
      height: columnRect.height,
    });
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDraggedLead(undefined);
    const data = active.data.current;
    const lead = isDraggedLeadData(data) ? board.loadedCard(data.leadId) : undefined;
    const stage = stageOfDroppable(over?.id);
    if (lead === undefined || stage === undefined || stage === lead.stage) return;
    requestStage(lead, stage, { keepFocus: activatorEvent instanceof KeyboardEvent });
  };

  const filtered = isCrmFilterActive(filter);
  return (
    <MinuteClockProvider>
      <DndContext
        sensors={sensors}
        collisionDetection={columnDetection.detect}
        accessibility={{ announcements, screenReaderInstructions: boardInstructions }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setDraggedLead(undefined);
        }}
      >
        <section
          ref={boardRef}
          className={classes.board}
          aria-label="Pipeline board"
          tabIndex={0}
          aria-busy={totals.isPending}
          data-dragging={draggedLead !== undefined || undefined}
        >
          {leadStages.map((stage) => {
            const collapsible = collapsibleStages.includes(stage.value);
            return (
              <StageColumn
                key={stage.value}
                stage={stage}
                filter={filter}
                filtered={filtered}
                totals={totals.data?.find((column) => column.stage === stage.value)}
                collapsible={collapsible}
                collapsed={collapsible && collapsedStages.includes(stage.value)}
                onCollapsedChange={onCollapsedChange}
                cards={cards}
              />
            );
          })}
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
