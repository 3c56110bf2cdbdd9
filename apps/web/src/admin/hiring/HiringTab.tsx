import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { isClosedApplicationStage, isCrmFilterActive, type CrmFilter } from '@app/domain';
import { useAdminTRPC, type ApplicationDto } from '../api/admin-api.ts';
import { useApplicationDialogs } from '../application-detail/ApplicationDialogs.tsx';
import {
  useApplicationActions,
  type ShowApplicationChange,
} from '../application-detail/use-application-actions.ts';
import { Board } from '../board/Board.tsx';
import { settled } from '../board/optimistic-change.ts';
import { useBoardTab } from '../board/use-board-tab.ts';
import { OpenAdminRecordContext } from '../crm/RecordLink.tsx';
import { ExportCsvButton } from '../export/ExportCsvButton.tsx';
import submissions from '../submissions/submissions.module.css';
import { applicationBoard, useApplicationBoardTotals } from './application-board.tsx';
import type { ApplicationCardAction } from './ApplicationCard.tsx';
import { HiringStatsCards } from './HiringStatsCards.tsx';
import classes from './HiringTab.module.css';

/** Spec section 2: the Career Submissions tab when no one has applied yet. */
const careerSubmissionsEmptyText = 'No career applications yet.';

type HiringTabProps = {
  /** The search and filters of the address (the position among them). */
  readonly filter: CrmFilter;
  /** The application whose detail is open (the address's `?application=`): its card is marked. */
  readonly openApplicationId?: number | null;
  /** The board's optimistic update (`useBoardApplicationChange` of the same filter). */
  readonly showChange: ShowApplicationChange;
};

/**
 * The Career Submissions tab: the hiring statistics, then the applications on the hiring board,
 * where they move through the careers page's steps as leads move through the pipeline.
 */
export function HiringTab({ filter, openApplicationId = null, showChange }: HiringTabProps) {
  const trpc = useAdminTRPC();
  const stats = useQuery(trpc.applications.stats.queryOptions());
  const totals = useApplicationBoardTotals(filter);
  const actions = useApplicationActions({ showChange });
  const { boardRef, focusItemId, followWithFocus } = useBoardTab<
    ApplicationCardAction,
    ApplicationDto
  >();
  const dialogs = useApplicationDialogs(actions, {
    onSettled: (application, change) => {
      followWithFocus(application, settled(change));
    },
    // The deleted card took the focus with it: the board is the nearest place to resume.
    onDeleted: () => {
      boardRef.current?.focus();
    },
  });
  const openRecord = use(OpenAdminRecordContext);
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
            if (isClosedApplicationStage(stage)) return;
            const change = settled(actions.move(application, stage));
            if (keepFocus) followWithFocus(application, change);
          }}
          onAction={(action, application) => {
            // The notes are in the application's detail, with its stage history.
            if (action === 'notes') openRecord?.('application', application.id);
            else dialogs.open(action, application);
          }}
          onCloseRequest={(application, stage) => {
            dialogs.open(stage === 'hired' ? 'hire' : 'reject', application);
          }}
        />
      )}
      {dialogs.dialogs}
    </>
  );
}
