import {
  IconAddressBook,
  IconBriefcase,
  IconChartBar,
  IconHistory,
  IconLayoutKanban,
  IconMailQuestion,
  IconShieldLock,
  IconShieldX,
  IconTemplate,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pickSearchParams } from '@app/domain';
import { adminAreas, type AdminArea, type AdminAreaId } from '../../routes/admin/admin-areas.ts';
import type { SpamListDto } from '../api/admin-api.ts';
import classes from './AdminAreaTabs.module.css';

/** Here rather than in the area list, which the public pages load: the icons come with the admin. */
const areaIcons: Record<AdminAreaId, Icon> = {
  pipeline: IconLayoutKanban,
  contacts: IconAddressBook,
  hiring: IconBriefcase,
  unmatched: IconMailQuestion,
  reports: IconChartBar,
  templates: IconTemplate,
  spam: IconShieldX,
  privacy: IconShieldLock,
  admins: IconUsers,
  audit: IconHistory,
};

/** "Spam (3)" once the count is in. */
function spamTabLabel(spam: SpamListDto | undefined): string {
  const { label } = adminAreas.spam;
  return spam === undefined ? label : `${label} (${spam.total})`;
}

/**
 * The search an area's link carries from the address: the filters, from one filtered area to
 * another; nothing of an area that does not read it, and no open record.
 */
function searchForArea(area: AdminArea) {
  return (previous: Readonly<Record<string, unknown>>) =>
    pickSearchParams(previous, area.searchParams);
}

type AdminAreaTabsProps = {
  /** The spam list, for the count on its link. */
  readonly spam: SpamListDto | undefined;
};

/**
 * The tab bar: a link to each area, so each has an address that a reload keeps, Back returns to,
 * and a middle click opens in a new tab. The area showing is marked `aria-current="page"`.
 */
export function AdminAreaTabs({ spam }: AdminAreaTabsProps) {
  return (
    <nav aria-label="CRM sections" className={classes.list}>
      {(Object.keys(adminAreas) as AdminAreaId[]).map((id) => {
        const area = adminAreas[id];
        const AreaIcon = areaIcons[id];
        return (
          <Link
            key={id}
            to={area.path}
            search={searchForArea(area)}
            activeOptions={{ exact: true, includeSearch: false }}
            className={`${classes.tab} mantine-focus-auto`}
          >
            <AreaIcon aria-hidden size={18} className={classes.icon} />
            {id === 'spam' ? spamTabLabel(spam) : area.label}
          </Link>
        );
      })}
    </nav>
  );
}
