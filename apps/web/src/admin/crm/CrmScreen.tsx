import { Button, Group, Loader, Tabs, Text, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconBriefcase,
  IconChartBar,
  IconHistory,
  IconLayoutKanban,
  IconLogout,
  IconShieldLock,
  IconShieldX,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  defaultReportView,
  type AdminLinkSearch,
  type CrmFilter,
  type ReportView,
} from '@app/domain';
import { AdminsTab } from '../admins/AdminsTab.tsx';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip, logoutHint } from '../admin-tooltips.tsx';
import { AuditTab } from '../audit/AuditTab.tsx';
import { BackupNotice } from '../backups/BackupStatus.tsx';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { ApplicationDrawer } from '../application-detail/ApplicationDrawer.tsx';
import { LinkedApplicationNotice } from '../application-detail/LinkedApplicationNotice.tsx';
import { ExportCsvButton } from '../export/ExportCsvButton.tsx';
import { LeadDrawer } from '../lead-detail/LeadDrawer.tsx';
import { LinkedLeadNotice } from '../lead-detail/LinkedLeadNotice.tsx';
import { MailDeliveryNotice } from '../mail/MailDeliveryNotice.tsx';
import { PipelineTab } from '../pipeline/PipelineTab.tsx';
import { PrivacyTab } from '../privacy/PrivacyTab.tsx';
import { useLeadBoardTotals } from '../pipeline/lead-board.tsx';
import { useApplicationBoardTotals } from '../hiring/application-board.tsx';
import { useBoardApplicationChange } from '../hiring/application-changes.ts';
import { HiringTab } from '../hiring/HiringTab.tsx';
import { ContactSubmissions } from '../submissions/ContactSubmissions.tsx';
import { SpamSubmissions, spamTabLabel, spamTexts } from '../submissions/SpamSubmissions.tsx';
import {
  useContactSubmissionPages,
  useSubmissionCounts,
} from '../submissions/use-submission-pages.ts';
import { CrmFilterBar } from './CrmFilterBar.tsx';
import classes from './CrmScreen.module.css';
import { PipelineStatsCards } from './PipelineStatsCards.tsx';

// The charts and their library are the admin screen's largest part and most visits never open
// them: they load when the Reports tab first shows.
const ReportsTab = lazy(async () => {
  const module = await import('../reports/ReportsTab.tsx');
  return { default: module.ReportsTab };
});

/** Opening or leaving the Reports tab changes the address in place: Back skips the tab switch. */
const replaceAddress = { replace: true } as const;

const crmTabs = {
  pipeline: 'CRM Pipeline',
  contacts: 'Contact Submissions',
  careers: 'Career Submissions',
  reports: 'Reports',
  spam: spamTexts.tab,
  privacy: 'Privacy',
  admins: 'Admins',
  audit: 'Audit',
} as const;

/** The tabs the CRM's search and filters apply to. */
const filteredTabs: ReadonlySet<CrmTab> = new Set(['pipeline', 'contacts', 'careers']);

type CrmTab = keyof typeof crmTabs;

function isCrmTab(value: string | null): value is CrmTab {
  return value !== null && value in crmTabs;
}

type CrmScreenProps = {
  readonly onLogout: () => Promise<void>;
  /** Set right after a login: once the lists are in, the login is confirmed with a toast. */
  readonly justLoggedIn: boolean;
  readonly onLoginConfirmed: () => void;
  /**
   * The address's records (an alert's link, or a link between records): each shows in its detail
   * drawer, over whichever tab is showing, for as long as the address holds it.
   */
  readonly links: AdminLinkSearch;
  readonly onLinkDone: (param: keyof AdminLinkSearch) => void;
  /** The search and filters the address holds: the board and both submission lists apply them. */
  readonly filter: CrmFilter;
  readonly onFilterChange: (filter: CrmFilter, options: { typing: boolean }) => void;
  /** The Reports tab's period as the address holds it; null while the address names none. */
  readonly reportView: ReportView | null;
  /**
   * Keeps the period in the address (null takes it out, as leaving the Reports tab does).
   * `replace` when the change is the tab's own opening or closing, not a choice to go back to.
   */
  readonly onReportViewChange: (view: ReportView | null, options: { replace: boolean }) => void;
};

/**
 * The logged-in admin screen. Its lists load here, all at once and in parallel, whichever tab
 * is showing (the submissions a page at a time); a list that fails to load shows as empty
 * (spec section 7). On the pipeline tab the screen fits the window: the board takes the height
 * left and its columns scroll on their own.
 */
export function CrmScreen({
  onLogout,
  justLoggedIn,
  onLoginConfirmed,
  links,
  onLinkDone,
  filter,
  onFilterChange,
  reportView,
  onReportViewChange,
}: CrmScreenProps) {
  const trpc = useAdminTRPC();
  const boardTotals = useLeadBoardTotals(filter);
  const stats = useQuery(trpc.leads.stats.queryOptions());
  const contacts = useContactSubmissionPages(filter);
  const applicationTotals = useApplicationBoardTotals(filter);
  const submissionCounts = useSubmissionCounts(filter);
  const spam = useQuery(trpc.spam.list.queryOptions());
  const [loggingOut, setLoggingOut] = useState(false);
  const openLeadId = typeof links.lead === 'number' ? links.lead : null;
  const openApplicationId = typeof links.application === 'number' ? links.application : null;
  const applicationChange = useBoardApplicationChange(filter);
  // Arriving from an alert's application link, the hiring pipeline is what lies under its drawer;
  // an address with a report period is a bookmarked report.
  const [tab, setTab] = useState<CrmTab>(
    links.application !== undefined ? 'careers' : reportView !== null ? 'reports' : 'pipeline',
  );

  const positions = useQuery({
    ...trpc.applications.positions.queryOptions(),
    enabled: tab === 'careers',
  });
  const listsLoaded = !boardTotals.isPending && !contacts.loading && !applicationTotals.isPending;
  useEffect(() => {
    if (!justLoggedIn || !listsLoaded) return;
    showToast(adminToasts.loggedIn);
    onLoginConfirmed();
  }, [justLoggedIn, listsLoaded, onLoginConfirmed]);

  return (
    <main className={classes.page} data-fit={tab === 'pipeline' || tab === 'careers' || undefined}>
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
          onLinkDone('lead');
        }}
      />
      <LinkedApplicationNotice
        link={links.application}
        onDismiss={() => {
          onLinkDone('application');
        }}
      />
      <Tabs
        value={tab}
        // Only the tab on screen is drawn: the lists hidden behind the board would double the time
        // the screen takes to show (their data still loads here, so a switch is instant).
        keepMounted={false}
        onChange={(value) => {
          if (!isCrmTab(value)) return;
          // The address shows the period while the reports show, so it can be shared as it is.
          if (value === 'reports')
            onReportViewChange(reportView ?? defaultReportView, replaceAddress);
          else if (tab === 'reports') onReportViewChange(null, replaceAddress);
          setTab(value);
        }}
        classNames={{ root: classes.tabs, panel: classes.panel }}
      >
        <div className={classes.tabsRow}>
          <Tabs.List aria-label="CRM sections" className={classes.tabList}>
            <Tabs.Tab value="pipeline" leftSection={<IconLayoutKanban aria-hidden size={18} />}>
              {crmTabs.pipeline}
            </Tabs.Tab>
            <Tabs.Tab value="contacts" leftSection={<IconAddressBook aria-hidden size={18} />}>
              {crmTabs.contacts}
            </Tabs.Tab>
            <Tabs.Tab value="careers" leftSection={<IconBriefcase aria-hidden size={18} />}>
              {crmTabs.careers}
            </Tabs.Tab>
            <Tabs.Tab value="reports" leftSection={<IconChartBar aria-hidden size={18} />}>
              {crmTabs.reports}
            </Tabs.Tab>
            <Tabs.Tab value="spam" leftSection={<IconShieldX aria-hidden size={18} />}>
              {spamTabLabel(spam.data)}
            </Tabs.Tab>
            <Tabs.Tab value="privacy" leftSection={<IconShieldLock aria-hidden size={18} />}>
              {crmTabs.privacy}
            </Tabs.Tab>
            <Tabs.Tab value="admins" leftSection={<IconUsers aria-hidden size={18} />}>
              {crmTabs.admins}
            </Tabs.Tab>
            <Tabs.Tab value="audit" leftSection={<IconHistory aria-hidden size={18} />}>
              {crmTabs.audit}
            </Tabs.Tab>
          </Tabs.List>
          {filteredTabs.has(tab) && (
            <div className={classes.viewTools}>
              <CrmFilterBar
                filter={filter}
                onChange={onFilterChange}
                positions={tab === 'careers' ? (positions.data ?? []) : undefined}
              />
              {tab === 'pipeline' && <ExportCsvButton kind="leads" filter={filter} />}
            </div>
          )}
        </div>
        <Tabs.Panel value="pipeline">
          <PipelineTab filter={filter} openLeadId={openLeadId} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ContactSubmissions list={contacts} filter={filter} count={submissionCounts?.contacts} />
        </Tabs.Panel>
        <Tabs.Panel value="careers">
          <HiringTab
            filter={filter}
            openApplicationId={openApplicationId}
            showChange={applicationChange}
          />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <Suspense
            fallback={
              <Group gap="xs" role="status" py="md">
                <Loader size="sm" aria-hidden />
                <Text>Loading reports...</Text>
              </Group>
            }
          >
            <ReportsTab
              view={reportView ?? defaultReportView}
              onViewChange={(view) => {
                onReportViewChange(view, { replace: false });
              }}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="spam">
          <SpamSubmissions spam={spam.data} loading={spam.isPending} />
        </Tabs.Panel>
        <Tabs.Panel value="privacy">
          <PrivacyTab />
        </Tabs.Panel>
        <Tabs.Panel value="admins">
          <AdminsTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditTab />
        </Tabs.Panel>
      </Tabs>
      <LeadDrawer
        leadId={openLeadId}
        onClose={() => {
          onLinkDone('lead');
        }}
      />
      <ApplicationDrawer
        applicationId={openApplicationId}
        showChange={applicationChange}
        onClose={() => {
          onLinkDone('application');
        }}
      />
    </main>
  );
}
