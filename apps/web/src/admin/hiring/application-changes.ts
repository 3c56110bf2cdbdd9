import { useCallback } from 'react';
import { decideApplicationChange, type CrmFilter } from '@app/domain';
import type { ApplicationDto } from '../api/admin-api.ts';
import type {
  ApplicationChange,
  ShowApplicationChange,
} from '../application-detail/use-application-actions.ts';
import { showCardChangeAtOnce } from '../board/optimistic-change.ts';
import { useApplicationBoardCache } from './application-board.tsx';

/**
 * What the server will make of the application, by the same rules (`decideApplicationChange`),
 * to show before it answers; null once deleted. A request the rules refuse changes nothing
 * here: the server's refusal is then toasted, and the card stays where it was.
 */
function expectedApplication(
  application: ApplicationDto,
  change: ApplicationChange,
): ApplicationDto | null {
  if (change.kind === 'remove') return null;
  const decision = decideApplicationChange(application, change);
  return decision.ok ? { ...application, ...decision.application } : application;
}

/**
 * The hiring board's optimistic update for the application actions, wherever they are asked
 * (a card, a drop, the drawer): the card changes column at once and goes back if the server
 * refuses; once the server answered, the board's totals and other filters' columns are refreshed.
 */
export function useBoardApplicationChange(filter: CrmFilter): ShowApplicationChange {
  const cache = useApplicationBoardCache();
  return useCallback(
    async (application, change) => {
      const shown = await showCardChangeAtOnce(cache, filter, application.id, (loaded) =>
        expectedApplication(loaded, change),
      );
      if (shown === undefined) return undefined;
      return {
        undo: shown.undo,
        settle: (saved) => {
          shown.settle(saved);
          cache.refreshAfterChange();
        },
      };
    },
    [cache, filter],
  );
}
