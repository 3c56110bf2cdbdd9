import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  firstUtcDay,
  lastUtcDay,
  reportPeriodDays,
  reportPeriodSchema,
  type ReportPeriod,
  type ReportView,
} from '@app/domain';
import classes from './ReportsTab.module.css';

const reportPeriodTexts = {
  label: 'Period',
  days: (days: number) => `${String(days)} days`,
  custom: 'Custom',
  from: 'From',
  to: 'To',
} as const;

const customValue = 'custom';

type ReportPeriodPickerProps = {
  readonly view: ReportView;
  /** The days the view covers now: a custom range starts from them. */
  readonly period: ReportPeriod;
  readonly onChange: (view: ReportView) => void;
};

/** The last 30, 90 or 365 days, or a range of the admin's choosing between two dates. */
export function ReportPeriodPicker({ view, period, onChange }: ReportPeriodPickerProps) {
  return (
    <div className={classes.picker}>
      <SegmentedControl
        aria-label={reportPeriodTexts.label}
        value={'days' in view ? String(view.days) : customValue}
        data={[
          ...reportPeriodDays.map((days) => ({
            value: String(days),
            label: reportPeriodTexts.days(days),
          })),
          { value: customValue, label: reportPeriodTexts.custom },
        ]}
        onChange={(value) => {
          const days = reportPeriodDays.find((candidate) => String(candidate) === value);
          onChange(days === undefined ? { range: period } : { days });
        }}
      />
      {'range' in view && (
        <RangeInputs
          range={view.range}
          onChange={(range) => {
            onChange({ range });
          }}
        />
      )}
    </div>
  );
}

type RangeInputsProps = {
  readonly range: ReportPeriod;
  readonly onChange: (range: ReportPeriod) => void;
};

/**
 * The two days of a custom range. A date being typed is kept here until the range it makes is
 * one the reports take; the field then says what is wrong.
 */
function RangeInputs({ range, onChange }: RangeInputsProps) {
  const [draft, setDraft] = useState(range);
  // A range chosen elsewhere (Back, a link) shows in the inputs; remounting them instead would
  // take the focus from the date being typed.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const checked = reportPeriodSchema.safeParse(draft);
  const errorOf = (field: keyof ReportPeriod) =>
    checked.success
      ? undefined
      : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const change = (field: keyof ReportPeriod, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const parsed = reportPeriodSchema.safeParse(next);
    if (parsed.success) onChange(parsed.data);
  };
  return (
    <Group gap="sm" align="flex-start" className={classes.range}>
      <TextInput
        type="date"
        label={reportPeriodTexts.from}
        value={draft.from}
        min={firstUtcDay}
        max={draft.to}
        error={errorOf('from')}
        onChange={(event) => {
          change('from', event.currentTarget.value);
        }}
      />
      <TextInput
        type="date"
        label={reportPeriodTexts.to}
        value={draft.to}
        min={draft.from}
        max={lastUtcDay}
        error={errorOf('to')}
        onChange={(event) => {
          change('to', event.currentTarget.value);
        }}
      />
    </Group>
  );
}
