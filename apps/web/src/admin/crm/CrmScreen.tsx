import { Button, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { emptyCrmFilter, type AdminLinkParam, type CrmFilter } from '@app/domain';
import { adminAreas, type AdminArea } from '../../routes/admin/admin-areas.ts';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip, logoutHint } from '../admin-tooltips.tsx';
import { BackupNotice } from '../backups/BackupStatus.tsx';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { ApplicationDrawer } from '../application-detail/ApplicationDrawer.tsx';
import { LinkedApplicationNotice } from '../application-detail/LinkedApplicationNotice.tsx';
import { ExportCsvButton } from '../export/ExportCsvButton.tsx';
import { LeadDrawer } from '../lead-detail/LeadDrawer.tsx';
import { LinkedLeadNotice } from '../lead-detail/LinkedLeadNotice.tsx';
import { MailDeliveryNotice } from '../mail/MailDeliveryNotice.tsx';
import { useLeadBoardTotals } from '../pipeline/lead-board.tsx';
import { useApplicationBoardTotals } from '../hiring/application-board.tsx';
import { useBoardApplicationChange } from '../hiring/application-changes.ts';
import {
  useContactSubmissionPages,
  useSubmissionCounts,
} from '../submissions/use-submission-pages.ts';
import { AdminAreaTabs } from './AdminAreaTabs.tsx';
import { useCrmFilter, useRecordLinks } from './admin-address.ts';
import { CrmFilterBar } from './CrmFilterBar.tsx';
import classes from './CrmScreen.module.css';
import { PipelineStatsCards } from './PipelineStatsCards.tsx';

/** On these areas the screen fits the window: the board takes the height left. */
const windowFittingAreas: ReadonlySet<AdminArea> = new Set([
  adminAreas.pipeline,
  adminAreas.hiring,
]);

function areaAt(pathname: string): AdminArea | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.values(adminAreas).find((area) => area.path === path);
}

/** The filter applies where the area's route reads it. */
function isFilteredArea(area: AdminArea | undefined): boolean {
  return area?.searchParams === adminAreas.pipeline.searchParams;
}

type CrmScreenProps = {
  readonly onLogout: () => Promise<void>;
  /** Set right after a login: once the lists are in, the login is confirmed with a toast. */
  readonly justLoggedIn: boolean;
  readonly onLoginConfirmed: () => void;
};

/**
 * The logged-in admin screen: the frame every area shows in (header, notices, statistics, the
 * tab bar of links to the areas, the drawers of the address's records), the area in its outlet.
 * The lists load here, all at once and in parallel, whichever area is showing (the submissions a
 * page at a time); a list that fails to load shows as empty (spec section 7). On the boards' areas
 * the screen fits the window: the board takes the height left and its columns scroll on their own.
 */
export function CrmScreen({ onLogout, justLoggedIn, onLoginConfirmed }: CrmScreenProps) {
  const trpc = useAdminTRPC();
  const area = areaAt(useLocation({ select: (location) => location.pathname }));
  const addressFilter = useCrmFilter();
  const filtered = isFilteredArea(area);
  const filter = filtered ? addressFilter : emptyCrmFilter;
  const { links, openLeadId, openApplicationId } = useRecordLinks();
  const navigate = useNavigate();
  const boardTotals = useLeadBoardTotals(filter);
  const stats = useQuery(trpc.leads.stats.queryOptions());
  const contacts = useContactSubmissionPages(filter);
  const applicationTotals = useApplicationBoardTotals(filter);
  useSubmissionCounts(filter);
  const spam = useQuery(trpc.spam.list.queryOptions());
  const [loggingOut, setLoggingOut] = useState(false);
  const applicationChange = useBoardApplicationChange(filter);
  const positions = useQuery({
    ...trpc.applications.positions.queryOptions(),
    enabled: area === adminAreas.hiring,
  });
  const listsLoaded = !boardTotals.isPending && !contacts.loading && !applicationTotals.isPending;
  useEffect(() => {
    if (!justLoggedIn || !listsLoaded) return;
    showToast(adminToasts.loggedIn);
    onLoginConfirmed();
  }, [justLoggedIn, listsLoaded, onLoginConfirmed]);

  // A filtered view is an address to bookmark or share. Typing replaces the address's entry
  // rather than leaving one per search in the history.
  const changeFilter = useCallback(
    (next: CrmFilter, { typing }: { typing: boolean }) => {
      void navigate({
        to: '.',
        search: (previous) => ({
          ...previous,
          q: next.q,
          from: next.from,
          to: next.to,
          teamSize: next.teamSize,
          position: next.position,
        }),
        replace: typing,
      });
    },
    [navigate],
  );
  // Once a linked record has been seen, a reload should not open it again.
  const endLink = useCallback(
    (param: AdminLinkParam) => {
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, [param]: undefined }),
        replace: true,
      });
    },
    [navigate],
  );

  return (
    <main
      className={classes.page}
      data-fit={(area !== undefined && windowFittingAreas.has(area)) || undefined}
    >
      <header className={classes.header}>
        <Title order={1} className={classes.title}>
          CRM
        </Title>
        <ActionTooltip label={logoutHint}>
          <Button
            variant="default"
            leftSection={<IconLogout aria-hidden size={18} />}
            loading={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void onLogout();
            }}
          >
            Logout
          </Button>
        </ActionTooltip>
      </header>
      <MailDeliveryNotice />
      <BackupNotice />
      <PipelineStatsCards stats={stats.data} />
      <LinkedLeadNotice
        link={links.lead}
        onDismiss={() => {
          endLink('lead');
        }}
      />
      <LinkedApplicationNotice
        link={links.application}
        onDismiss={() => {
          endLink('application');
        }}
      />
      <div className={classes.tabs}>
        <div className={classes.tabsRow}>
          <AdminAreaTabs spam={spam.data} />
          {filtered && (
            <div className={classes.viewTools}>
              <CrmFilterBar
                filter={filter}
                onChange={changeFilter}
                positions={area === adminAreas.hiring ? (positions.data ?? []) : undefined}
              />
              {area === adminAreas.pipeline && <ExportCsvButton kind="leads" filter={filter} />}
            </div>
          )}
        </div>
        {/* Marked with its address, for browser tests to wait for: the areas' own headings and
            regions name them to a person, and a landmark around each would only repeat that. */}
        <div className={classes.panel} data-area={area?.path}>
          <Outlet />
        </div>
      </div>
      <LeadDrawer
        leadId={openLeadId}
        onClose={() => {
          endLink('lead');
        }}
      />
      <ApplicationDrawer
        applicationId={openApplicationId}
        showChange={applicationChange}
        onClose={() => {
          endLink('application');
        }}
      />
    </main>
  );
}
