import { useDroppable } from '@dnd-kit/core';
import { useId, type ReactNode } from 'react';
import type { LeadStageInfo } from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';
import shared from '../shared.module.css';
import classes from './PipelineBoard.module.css';

type StageColumnProps = {
  readonly stage: LeadStageInfo;
  readonly leads: readonly LeadDto[];
  readonly renderCard: (lead: LeadDto) => ReactNode;
};

/** A drop target for one stage, highlighted while a card is dragged over it. */
export function StageColumn({ stage, leads, renderCard }: StageColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.value });
  const headingId = useId();
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-labelledby={headingId}
      className={`${classes.column} ${shared.stageColor}`}
      data-color={stage.color}
      data-stage={stage.value}
      data-over={isOver || undefined}
    >
      <h2 id={headingId} className={classes.columnHeader}>
        <span className={classes.columnTitle}>{stage.label}</span>
        <span className={classes.count}>
          {leads.length}
          <span className={shared.visuallyHidden}>{leads.length === 1 ? ' lead' : ' leads'}</span>
        </span>
      </h2>
      {leads.length === 0 ? (
        <p className={classes.empty}>No leads</p>
      ) : (
        <ul className={classes.cards}>
          {leads.map((lead) => (
            <li key={lead.id}>{renderCard(lead)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
