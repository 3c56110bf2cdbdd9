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
import type { StageInfo } from '@app/domain';
import { capitalised, stageLabelOf } from './board-definition.ts';

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

/** What a dragged card carries, for the board and its announcements. */
export type DraggedCardData<Stage extends string> = {
  readonly itemId: number;
  readonly stage: Stage;
  readonly name: string;
};

function isDraggedCardData(data: unknown): data is DraggedCardData<string> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'itemId' in data &&
    'stage' in data &&
    'name' in data
  );
}

/** The part of a board's definition that its drag and drop speaks of. */
export type BoardDndSpec<Stage extends string> = {
  readonly stages: readonly StageInfo<Stage>[];
  readonly noun: string;
  readonly closedStagePrompts: Partial<Record<Stage, string>>;
};

export type BoardDnd<Stage extends string> = {
  /** Draggable ids are '<noun>-<id>', so they never collide with the columns' stage ids. */
  readonly draggableId: (itemId: number) => string;
  readonly stageOfDroppable: (id: UniqueIdentifier | undefined) => Stage | undefined;
  /** The dragged card's data, when the data is one of this board's cards. */
  readonly draggedCard: (data: unknown) => DraggedCardData<Stage> | undefined;
  /**
   * Left and right arrows carry the card to the middle of the previous or next column, one stage
   * per key press; other arrows do nothing.
   */
  readonly stageByStageCoordinates: KeyboardCoordinateGetter;
  readonly instructions: ScreenReaderInstructions;
  /**
   * What screen readers hear during a drag (dnd-kit speaks these through its live region). A
   * drag starts over the card's own column, which dnd-kit reports straight after the pick-up;
   * saying so would replace the pick-up message before it is read, so that first report stays
   * silent.
   */
  readonly createAnnouncements: () => Announcements;
};

export function createBoardDnd<Stage extends string>({
  stages,
  noun,
  closedStagePrompts,
}: BoardDndSpec<Stage>): BoardDnd<Stage> {
  const stageValues = stages.map((stage) => stage.value);
  const label = (stage: Stage) => stageLabelOf(stages, stage);
  const Noun = capitalised(noun);
  const stageOfDroppable = (id: UniqueIdentifier | undefined) =>
    stageValues.find((stage) => stage === id);
  const draggedCard = (data: unknown): DraggedCardData<Stage> | undefined => {
    if (!isDraggedCardData(data)) return undefined;
    const stage = stageOfDroppable(data.stage);
    return stage === undefined ? undefined : { ...data, stage };
  };

  const stageByStageCoordinates: KeyboardCoordinateGetter = (
    event,
    { context, currentCoordinates },
  ) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const { over, collisionRect, droppableRects, active } = context;
    const currentStage = stageOfDroppable(over?.id) ?? draggedCard(active?.data.current)?.stage;
    if (currentStage === undefined || collisionRect === null) return undefined;
    const target = stageValues[stageValues.indexOf(currentStage) + step];
    const targetRect = target === undefined ? undefined : droppableRects.get(target);
    if (targetRect === undefined) return undefined;
    return {
      x: targetRect.left + (targetRect.width - collisionRect.width) / 2,
      y: currentCoordinates.y,
    };
  };

  const createAnnouncements = (): Announcements => {
    let awaitingFirstOver = false;
    return {
      onDragStart: ({ active }) => {
        const card = draggedCard(active.data.current);
        if (card === undefined) return undefined;
        awaitingFirstOver = true;
        return `Picked up ${noun} ${card.name} from ${label(card.stage)}`;
      },
      onDragOver: ({ active, over }) => {
        const card = draggedCard(active.data.current);
        if (card === undefined) return undefined;
        const stage = stageOfDroppable(over?.id);
        const firstOver = awaitingFirstOver;
        awaitingFirstOver = false;
        if (firstOver && stage === card.stage) return undefined;
        return stage === undefined
          ? `${Noun} ${card.name} is not over a stage`
          : `${Noun} ${card.name} is over ${label(stage)}`;
      },
      onDragEnd: ({ active, over }) => {
        awaitingFirstOver = false;
        const card = draggedCard(active.data.current);
        if (card === undefined) return undefined;
        const stage = stageOfDroppable(over?.id);
        if (stage === undefined)
          return `${Noun} ${card.name} was dropped outside the stages and stays in ${label(card.stage)}`;
        if (stage === card.stage)
          return `${Noun} ${card.name} was dropped back on ${label(stage)}, nothing changed`;
        const prompt = closedStagePrompts[stage];
        if (prompt !== undefined)
          return `${Noun} ${card.name} dropped on ${label(stage)}: ${prompt}`;
        return `${Noun} ${card.name} moved to ${label(stage)}`;
      },
      onDragCancel: ({ active }) => {
        awaitingFirstOver = false;
        const card = draggedCard(active.data.current);
        return card === undefined
          ? undefined
          : `Moving ${noun} ${card.name} was cancelled, it stays in ${label(card.stage)}`;
      },
    };
  };

  return {
    draggableId: (itemId) => `${noun}-${itemId}`,
    stageOfDroppable,
    draggedCard,
    stageByStageCoordinates,
    instructions: {
      draggable: `To move this ${noun} to another stage, press Space or Enter to pick it up, use the left and right arrow keys to choose the stage, then press Space or Enter to drop it there, or Escape to cancel. The Move to menu of the card does the same.`,
    },
    createAnnouncements,
  };
}
