import {
  pointerWithin,
  rectIntersection,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { leadStageValues, stageLabel, type LeadStage } from '@app/domain';

/** Draggable ids are 'lead-<id>', so they never collide with the columns' stage ids. */
export function draggableLeadId(leadId: number): string {
  return `lead-${leadId}`;
}

export function stageOfDroppable(id: UniqueIdentifier | undefined): LeadStage | undefined {
  return leadStageValues.find((stage) => stage === id);
}

/**
 * The column under the pointer for mouse and touch, so a drop outside every column changes
 * nothing. A keyboard drag has no pointer: there the column the card overlaps most counts.
 */
export const detectStageColumn: CollisionDetection = (args) =>
  args.pointerCoordinates === null ? rectIntersection(args) : pointerWithin(args);

/**
 * `detectStageColumn` for columns that scroll: a column's drop area is its whole content, which
 * reaches above and below the part on screen, so a pointer counts only inside the area where the
 * columns show. The board gives that area when a drag starts (null: no limit).
 */
export function createScrollingColumnDetection(): {
  readonly detect: CollisionDetection;
  readonly showColumnsIn: (area: ClientRect | null) => void;
} {
  let columnsArea: ClientRect | null = null;
  return {
    detect: (args) => {
      const pointer = args.pointerCoordinates;
      if (
        pointer !== null &&
        columnsArea !== null &&
        (pointer.x < columnsArea.left ||
          pointer.x > columnsArea.right ||
          pointer.y < columnsArea.top ||
          pointer.y > columnsArea.bottom)
      )
        return [];
      return detectStageColumn(args);
    },
    showColumnsIn: (area) => {
      columnsArea = area;
    },
  };
}

/**
 * Left and right arrows carry the card to the middle of the previous or next column, one stage
 * per key press; other arrows do nothing.
 */
export const stageByStageCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { over, collisionRect, droppableRects, active } = context;
  const currentStage = stageOfDroppable(over?.id) ?? leadStageOfActive(active?.data.current);
  if (currentStage === undefined || collisionRect === null) return undefined;
  const target = leadStageValues[leadStageValues.indexOf(currentStage) + step];
  const targetRect = target === undefined ? undefined : droppableRects.get(target);
  if (targetRect === undefined) return undefined;
  return {
    x: targetRect.left + (targetRect.width - collisionRect.width) / 2,
    y: currentCoordinates.y,
  };
};

export type DraggedLeadData = {
  readonly leadId: number;
  readonly stage: LeadStage;
  readonly name: string;
};

function leadStageOfActive(data: unknown): LeadStage | undefined {
  return isDraggedLeadData(data) ? data.stage : undefined;
}

export function isDraggedLeadData(data: unknown): data is DraggedLeadData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'leadId' in data &&
    'stage' in data &&
    'name' in data
  );
}

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this lead to another stage, press Space or Enter to pick it up, use the left and right arrow keys to choose the stage, then press Space or Enter to drop it there, or Escape to cancel. The Move to menu of the card does the same.',
};

/**
 * What screen readers hear during a drag (dnd-kit speaks these through its live region). A drag
 * starts over the card's own column, which dnd-kit reports straight after the pick-up; saying so
 * would replace the pick-up message before it is read, so that first report stays silent.
 */
export function createBoardAnnouncements(): Announcements {
  let awaitingFirstOver = false;
  return {
    onDragStart: ({ active }) => {
      const lead = active.data.current;
      if (!isDraggedLeadData(lead)) return undefined;
      awaitingFirstOver = true;
      return `Picked up lead ${lead.name} from ${stageLabel(lead.stage)}`;
    },
    onDragOver: ({ active, over }) => {
      const lead = active.data.current;
      if (!isDraggedLeadData(lead)) return undefined;
      const stage = stageOfDroppable(over?.id);
      const firstOver = awaitingFirstOver;
      awaitingFirstOver = false;
      if (firstOver && stage === lead.stage) return undefined;
      return stage === undefined
        ? `Lead ${lead.name} is not over a stage`
        : `Lead ${lead.name} is over ${stageLabel(stage)}`;
    },
    onDragEnd: ({ active, over }) => {
      awaitingFirstOver = false;
      const lead = active.data.current;
      if (!isDraggedLeadData(lead)) return undefined;
      const stage = stageOfDroppable(over?.id);
      if (stage === undefined)
        return `Lead ${lead.name} was dropped outside the stages and stays in ${stageLabel(lead.stage)}`;
      if (stage === lead.stage)
        return `Lead ${lead.name} was dropped back on ${stageLabel(stage)}, nothing changed`;
      if (stage === 'closed_won') return `Lead ${lead.name} dropped on Won: enter the deal value`;
      if (stage === 'closed_lost') return `Lead ${lead.name} dropped on Lost: enter the reason`;
      return `Lead ${lead.name} moved to ${stageLabel(stage)}`;
    },
    onDragCancel: ({ active }) => {
      awaitingFirstOver = false;
      const lead = active.data.current;
      return isDraggedLeadData(lead)
        ? `Moving lead ${lead.name} was cancelled, it stays in ${stageLabel(lead.stage)}`
        : undefined;
    },
  };
}
