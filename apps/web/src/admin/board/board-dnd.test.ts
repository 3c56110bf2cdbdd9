import type { Active, ClientRect, DroppableContainer, Over, SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { leadStageValues, type LeadStage } from '@app/domain';
import { leadBoard } from '../pipeline/lead-board.tsx';
import { createBoardDnd, detectStageColumn, type DraggedCardData } from './board-dnd.ts';

const {
  createAnnouncements: createBoardAnnouncements,
  draggableId,
  stageByStageCoordinates,
} = createBoardDnd(leadBoard);

const lead: DraggedCardData<LeadStage> = { itemId: 7, stage: 'new', name: 'Olivia Hart' };

function rect(left: number, top: number, width: number, height: number): ClientRect {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

const active = {
  id: draggableId(7),
  data: { current: lead },
  rect: { current: { initial: null, translated: null } },
} as Active;
const overStage = (id: string) =>
  ({ id, rect: rect(0, 0, 0, 0), disabled: false, data: { current: undefined } }) as Over;

/** Seven 300 px columns, 16 px apart, 600 px tall. */
const columnRects = new Map(
  leadStageValues.map((stage, index) => [stage, rect(index * 316, 100, 300, 600)]),
);
const droppableContainers: DroppableContainer[] = leadStageValues.map((stage) => ({
  id: stage,
  key: stage,
  data: { current: undefined },
  disabled: false,
  node: { current: null },
  rect: { current: columnRects.get(stage) ?? null },
}));

describe('board announcements', () => {
  it('name the lead and the stages', () => {
    const boardAnnouncements = createBoardAnnouncements();
    expect(boardAnnouncements.onDragStart({ active })).toBe('Picked up lead Olivia Hart from New');
    expect(boardAnnouncements.onDragOver({ active, over: overStage('contacted') })).toBe(
      'Lead Olivia Hart is over Contacted',
    );
    expect(boardAnnouncements.onDragOver({ active, over: null })).toBe(
      'Lead Olivia Hart is not over a stage',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: overStage('contacted') })).toBe(
      'Lead Olivia Hart moved to Contacted',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: overStage('new') })).toBe(
      'Lead Olivia Hart was dropped back on New, nothing changed',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: null })).toBe(
      'Lead Olivia Hart was dropped outside the stages and stays in New',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: overStage('closed_won') })).toBe(
      'Lead Olivia Hart dropped on Won: enter the deal value',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: overStage('closed_lost') })).toBe(
      'Lead Olivia Hart dropped on Lost: enter the reason',
    );
    expect(boardAnnouncements.onDragCancel({ active, over: null })).toBe(
      'Moving lead Olivia Hart was cancelled, it stays in New',
    );
  });

  it("keep the pick-up heard: the drag's first report of its own column says nothing, later ones do", () => {
    const boardAnnouncements = createBoardAnnouncements();
    boardAnnouncements.onDragStart({ active });
    expect(boardAnnouncements.onDragOver({ active, over: overStage('new') })).toBeUndefined();
    expect(boardAnnouncements.onDragOver({ active, over: overStage('contacted') })).toBe(
      'Lead Olivia Hart is over Contacted',
    );
    expect(boardAnnouncements.onDragOver({ active, over: overStage('new') })).toBe(
      'Lead Olivia Hart is over New',
    );
    boardAnnouncements.onDragEnd({ active, over: overStage('new') });
    boardAnnouncements.onDragStart({ active });
    expect(boardAnnouncements.onDragOver({ active, over: overStage('contacted') })).toBe(
      'Lead Olivia Hart is over Contacted',
    );
  });
});

describe('column detection', () => {
  const cardRect = rect(10, 200, 280, 150);
  const detect = (pointerCoordinates: { x: number; y: number } | null, collisionRect = cardRect) =>
    detectStageColumn({
      active,
      collisionRect,
      droppableRects: columnRects,
      droppableContainers,
      pointerCoordinates,
    }).map((collision) => collision.id);

  it('takes the column under the pointer for mouse and touch', () => {
    expect(detect({ x: 330, y: 250 })).toEqual(['contacted']);
  });

  it('finds no column when the pointer is outside every column, even if the card overlaps one', () => {
    expect(detect({ x: 305, y: 250 })).toEqual([]);
    expect(detect({ x: 100, y: 20 })).toEqual([]);
  });

  it('takes the column the card overlaps most when the keyboard drags it', () => {
    expect(detect(null, rect(330, 200, 280, 150))[0]).toBe('contacted');
  });
});

describe('arrow keys on the board', () => {
  const context = (
    overId: string | null,
    collisionRect: ClientRect | null = rect(10, 200, 280, 150),
  ) =>
    ({
      active,
      over: overId === null ? null : overStage(overId),
      collisionRect,
      droppableRects: columnRects,
    }) as unknown as SensorContext;
  const press = (code: string, overId: string | null) =>
    stageByStageCoordinates(new KeyboardEvent('keydown', { code }), {
      active: active.id,
      context: context(overId),
      currentCoordinates: { x: 10, y: 200 },
    });

  it('carry the card to the middle of the next or previous column, keeping its height on the page', () => {
    expect(press('ArrowRight', 'new')).toEqual({ x: 316 + 10, y: 200 });
    expect(press('ArrowRight', 'contacted')).toEqual({ x: 632 + 10, y: 200 });
    expect(press('ArrowLeft', 'contacted')).toEqual({ x: 10, y: 200 });
  });

  it("start from the card's own stage when it is over no column", () => {
    expect(press('ArrowRight', null)).toEqual({ x: 326, y: 200 });
  });

  it('stop at the first and last columns and ignore up and down', () => {
    expect(press('ArrowLeft', 'new')).toBeUndefined();
    expect(press('ArrowRight', 'closed_lost')).toBeUndefined();
    expect(press('ArrowDown', 'new')).toBeUndefined();
    expect(press('ArrowUp', 'new')).toBeUndefined();
  });
});
