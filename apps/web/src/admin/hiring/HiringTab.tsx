import { useQuery } from '@tanstack/react-query';
import { isCrmFilterActive, type CrmFilter } from '@app/domain';
import { useAdminTRPC, type ApplicationDto } from '../api/admin-api.ts';
import { Board } from '../board/Board.tsx';
import { useBoardTab } from '../board/use-board-tab.ts';
import { ExportCsvButton } from '../export/ExportCsvButton.tsx';
import { applicationBoard, useApplicationBoardTotals } from './application-board.tsx';
import type { ApplicationCardAction } from './ApplicationCard.tsx';
import { HiringStatsCards } from './HiringStatsCards.tsx';
import submissions from '../submissions/submissions.module.css';
import classes from './HiringTab.module.css';
import { useApplicationActions } from './use-application-actions.ts';

/** Spec section 2: the Career Submissions tab when no one has applied yet. */
export const careerSubmissionsEmptyText = 'No career applications yet.';

type HiringTabProps = {
  /** The search and filters of the address (the position among them). */
  readonly filter: CrmFilter;
  /** The application whose detail is open (the address's `?application=`): its card is marked. */
  readonly openApplicationId?: number | null;
  /**
   * A card's button, or a drop on Welcome Aboard ('hire') or Not Selected ('reject'): the notes,
   * the confirmation, the reason or the delete question, which the screen's dialogs ask.
   */
  readonly onAction: (action: ApplicationCardAction, application: ApplicationDto) => void;
};

/**
 * The Career Submissions tab: the hiring statistics, then the applications on the hiring board,
 * where they move through the careers page's steps as leads move through the pipeline.
 */
export function HiringTab({ filter, openApplicationId = null, onAction }: HiringTabProps) {
  const trpc = useAdminTRPC();
  const stats = useQuery(trpc.applications.stats.queryOptions());
  const totals = useApplicationBoardTotals(filter);
  const actions = useApplicationActions(filter);
  const { boardRef, focusItemId, followWithFocus } = useBoardTab<
    ApplicationCardAction,
    ApplicationDto
  >();
  const noApplications =
    !isCrmFilterActive(filter) && totals.data?.every((column) => column.count === 0) === true;

  return (
    <>
      <HiringStatsCards stats={stats.data} />
      <div className={classes.toolbar}>
        <ExportCsvButton kind="careers" filter={filter} />
      </div>
      {noApplications ? (
        <p className={submissions.placeholder}>{careerSubmissionsEmptyText}</p>
      ) : (
        <Board
          board={applicationBoard}
          filter={filter}
          linkedItemId={openApplicationId}
          boardRef={boardRef}
          focusItemId={focusItemId}
          onMove={(application, stage, { keepFocus }) => {
            const change = actions.move(application, stage).then(() => undefined);
            if (keepFocus) followWithFocus(application, change);
          }}
          onAction={onAction}
          onCloseRequest={(application, stage) => {
            onAction(stage === 'hired' ? 'hire' : 'reject', application);
          }}
        />
      )}
    </>
  );
}
