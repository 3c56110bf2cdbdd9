import { Button, CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  crmFilterSchema,
  crmSearchMaxLength,
  firstUtcDay,
  isCrmFilterActive,
  lastUtcDay,
  teamSizeOptions,
  type CrmFilter,
} from '@app/domain';
import { ActionTooltip } from '../admin-tooltips.tsx';
import classes from './CrmFilterBar.module.css';

/** Typing settles this long before the search runs: results follow the typing, not each key. */
const searchDebounceMs = 250;

const filterBarTexts = {
  search: 'Search',
  searchPlaceholder: 'Name, e-mail, company, phone or message',
  from: 'From',
  to: 'To',
  teamSize: 'Team size',
  anyTeamSize: 'Any team size',
  position: 'Position',
  anyPosition: 'Any position',
  clearSearch: 'Clear the search',
  clear: 'Clear filters',
  clearHint: 'Show every record again: no search, no filters',
} as const;

type CrmFilterBarProps = {
  readonly filter: CrmFilter;
  /** `typing`: the search box changed, so the address replaces its entry instead of adding one. */
  readonly onChange: (filter: CrmFilter, options: { typing: boolean }) => void;
  /**
   * The positions applied for, where the view shows job applications (the Career Submissions
   * tab): a select filters by one. Absent elsewhere, where leads have no position.
   */
  readonly positions?: readonly string[] | undefined;
};

/** The filter with one field changed; a change that would make it invalid (to before from) is dropped. */
function changed(filter: CrmFilter, change: Partial<Record<keyof CrmFilter, string>>): CrmFilter {
  const next = crmFilterSchema.safeParse({ ...filter, ...emptyToUndefined(change) });
  return next.success ? next.data : filter;
}

function emptyToUndefined(change: Partial<Record<keyof CrmFilter, string>>) {
  return Object.fromEntries(
    Object.entries(change).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

function positionChoices(positions: readonly string[], chosen: string | undefined): string[] {
  return chosen === undefined || positions.includes(chosen)
    ? [...positions]
    : [chosen, ...positions];
}

/**
 * One search box and the filters (creation days, team size) of the board and both submission
 * lists. The search runs while typing, a quarter second after the last key.
 */
export function CrmFilterBar({ filter, onChange, positions }: CrmFilterBarProps) {
  const [draft, setDraft] = useState(filter.q ?? '');
  // The address changed from elsewhere (back button, a shared link, Clear): the box follows it.
  const [shownQuery, setShownQuery] = useState(filter.q);
  if (shownQuery !== filter.q) {
    setShownQuery(filter.q);
    if ((filter.q ?? '') !== draft.trim()) setDraft(filter.q ?? '');
  }
  const search = useDebouncedCallback((text: string) => {
    onChange(changed(filter, { q: text }), { typing: true });
  }, searchDebounceMs);

  return (
    <search className={classes.bar} aria-label="Search and filters">
      <TextInput
        className={classes.search}
        aria-label={filterBarTexts.search}
        placeholder={filterBarTexts.searchPlaceholder}
        type="search"
        leftSection={<IconSearch aria-hidden size={16} />}
        rightSection={
          draft === '' ? null : (
            <ActionTooltip label={filterBarTexts.clearSearch}>
              <CloseButton
                size="sm"
                aria-label={filterBarTexts.clearSearch}
                onClick={() => {
                  setDraft('');
                  search.cancel();
                  onChange(changed(filter, { q: '' }), { typing: false });
                }}
              />
            </ActionTooltip>
          )
        }
        maxLength={crmSearchMaxLength}
        value={draft}
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      <TextInput
        className={classes.day}
        type="date"
        aria-label="Created from"
        leftSection={filterBarTexts.from}
        leftSectionWidth={48}
        min={firstUtcDay}
        max={filter.to ?? lastUtcDay}
        value={filter.from ?? ''}
        onChange={(event) => {
          onChange(changed(filter, { from: event.currentTarget.value }), { typing: false });
        }}
      />
      <TextInput
        className={classes.day}
        type="date"
        aria-label="Created to"
        leftSection={filterBarTexts.to}
        leftSectionWidth={36}
        min={filter.from ?? firstUtcDay}
        max={lastUtcDay}
        value={filter.to ?? ''}
        onChange={(event) => {
          onChange(changed(filter, { to: event.currentTarget.value }), { typing: false });
        }}
      />
      {positions !== undefined && (
        <NativeSelect
          className={classes.teamSize}
          aria-label={filterBarTexts.position}
          data={[
            { value: '', label: filterBarTexts.anyPosition },
            // A position of the address no application has any more stays choosable, as chosen.
            ...positionChoices(positions, filter.position),
          ]}
          value={filter.position ?? ''}
          onChange={(event) => {
            onChange(changed(filter, { position: event.currentTarget.value }), { typing: false });
          }}
        />
      )}
      {/* Job applications have no team size: the position takes its place. */}
      {positions === undefined && (
        <NativeSelect
          className={classes.teamSize}
          aria-label={filterBarTexts.teamSize}
          data={[{ value: '', label: filterBarTexts.anyTeamSize }, ...teamSizeOptions]}
          value={filter.teamSize ?? ''}
          onChange={(event) => {
            onChange(changed(filter, { teamSize: event.currentTarget.value }), { typing: false });
          }}
        />
      )}
      {isCrmFilterActive(filter) && (
        <ActionTooltip label={filterBarTexts.clearHint}>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff aria-hidden size={16} />}
            onClick={() => {
              setDraft('');
              search.cancel();
              onChange({}, { typing: false });
            }}
          >
            {filterBarTexts.clear}
          </Button>
        </ActionTooltip>
      )}
    </search>
  );
}
