import { Button, Tabs, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconBriefcase,
  IconLayoutKanban,
  IconLogout,
  IconShieldX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminLinkSearch, CrmFilter } from '@app/domain';
import { adminToasts } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { MailDeliveryNotice } from '../mail/MailDeliveryNotice.tsx';
import { PipelineTab } from '../pipeline/PipelineTab.tsx';
import { useBoardTotals } from '../pipeline/use-board.ts';
import { CareerSubmissions } from '../submissions/CareerSubmissions.tsx';
import { ContactSubmissions } from '../submissions/ContactSubmissions.tsx';
import { SpamSubmissions, spamTabLabel, spamTexts } from '../submissions/SpamSubmissions.tsx';
import { CrmFilterBar } from './CrmFilterBar.tsx';
import classes from './CrmScreen.module.css';
import { PipelineStatsCards } from './PipelineStatsCards.tsx';

export const crmTabs = {
  pipeline: 'CRM Pipeline',
  contacts: 'Contact Submissions',
  careers: 'Career Submissions',
  spam: spamTexts.tab,
} as const;

type CrmTab = keyof typeof crmTabs;

function isCrmTab(value: string | null): value is CrmTab {
  return value !== null && value in crmTabs;
}

type CrmScreenProps = {
  readonly onLogout: () => Promise<void>;
  /** Set right after a login: once the lists are in, the login is confirmed with a toast. */
  readonly justLoggedIn: boolean;
  readonly onLoginConfirmed: () => void;
  /** An alert's link: its lead opens on the board, its application in Career Submissions. */
  readonly links: AdminLinkSearch;
  readonly onLinkDone: (param: keyof AdminLinkSearch) => void;
  /** The search and filters the address holds: the board and both submission lists apply them. */
  readonly filter: CrmFilter;
  readonly onFilterChange: (filter: CrmFilter, options: { typing: boolean }) => void;
};

/**
 * The logged-in admin screen. Its lists load here, all at once and in parallel, whichever tab
 * is showing; a list that fails to load shows as empty (spec section 7). On the pipeline tab the
 * screen fits the window: the board takes the height left and its columns scroll on their own.
 */
export function CrmScreen({
  onLogout,
  justLoggedIn,
  onLoginConfirmed,
  links,
  onLinkDone,
  filter,
  onFilterChange,
}: CrmScreenProps) {
  const trpc = useAdminTRPC();
  const boardTotals = useBoardTotals(filter);
  const stats = useQuery(trpc.leads.stats.queryOptions());
  const contacts = useQuery(trpc.submissions.contacts.queryOptions());
  const careers = useQuery(trpc.submissions.careers.queryOptions());
  const spam = useQuery(trpc.spam.list.queryOptions());
  const [loggingOut, setLoggingOut] = useState(false);
  const [tab, setTab] = useState<CrmTab>(links.application === undefined ? 'pipeline' : 'careers');
  // A link followed inside the screen (a lead's application, an application's lead) shows its tab.
  const [shownLinks, setShownLinks] = useState(links);
  const newApplication = links.application !== shownLinks.application;
  const newLead = links.lead !== shownLinks.lead;
  if (newApplication || newLead) {
    setShownLinks(links);
    if (newApplication && links.application !== undefined) setTab('careers');
    else if (newLead && links.lead !== undefined) setTab('pipeline');
  }

  const listsLoaded = !boardTotals.isPending && !contacts.isPending && !careers.isPending;
  useEffect(() => {
    if (!justLoggedIn || !listsLoaded) return;
    showToast(adminToasts.loggedIn);
    onLoginConfirmed();
  }, [justLoggedIn, listsLoaded, onLoginConfirmed]);

  return (
    <main className={classes.page} data-fit={tab === 'pipeline' || undefined}>
      <header className={classes.header}>
        <Title order={1} className={classes.title}>
          CRM
        </Title>
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
      </header>
      <MailDeliveryNotice />
      <PipelineStatsCards stats={stats.data} />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!isCrmTab(value)) return;
          setTab(value);
          // Leaving the linked application behind: its highlight has done its work.
          if (value !== 'careers' && links.application !== undefined) onLinkDone('application');
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
            <Tabs.Tab value="spam" leftSection={<IconShieldX aria-hidden size={18} />}>
              {spamTabLabel(spam.data)}
            </Tabs.Tab>
          </Tabs.List>
          {tab !== 'spam' && <CrmFilterBar filter={filter} onChange={onFilterChange} />}
        </div>
        <Tabs.Panel value="pipeline">
          <PipelineTab
            filter={filter}
            linkedLead={links.lead}
            onLinkedLeadDone={() => {
              onLinkDone('lead');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ContactSubmissions submissions={contacts.data} loading={contacts.isPending} />
        </Tabs.Panel>
        <Tabs.Panel value="careers">
          <CareerSubmissions
            submissions={careers.data}
            loading={careers.isPending}
            linkedApplication={links.application}
            onLinkedApplicationDone={() => {
              onLinkDone('application');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="spam">
          <SpamSubmissions spam={spam.data} loading={spam.isPending} />
        </Tabs.Panel>
      </Tabs>
    </main>
  );
}
