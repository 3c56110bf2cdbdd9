import { Drawer, Loader, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { StageInfo } from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { closeDialogLabel } from '../dialogs/AdminDialog.tsx';
import { DialogTitle } from '../dialogs/DialogTitle.tsx';
import shared from '../shared.module.css';
import classes from './RecordDrawer.module.css';

/** The server answered that no record has the id: deleted, or never there. */
export function isRecordNotFound(error: unknown): boolean {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' && failure.code === 'NOT_FOUND';
}

type RecordDrawerProps<Record> = {
  /** The record the address names; null keeps the drawer closed. */
  readonly recordId: number | null;
  /** The record as read from the server for `recordId`. */
  readonly lookup: UseQueryResult<Record, unknown>;
  /** The title while the record is still unknown (the kind of record). */
  readonly noun: string;
  readonly title: (record: Record) => string;
  readonly loadFailedText: string;
  readonly onClose: () => void;
  readonly children: (record: Record) => ReactNode;
};

/**
 * One record, beside the view it was opened from, in a panel from the right (the whole screen on
 * a phone). Opens once the record is known; a link to a record the server does not know leaves
 * it closed, and the notice above the view says why.
 */
export function RecordDrawer<Record>({
  recordId,
  lookup,
  noun,
  title,
  loadFailedText,
  onClose,
  children,
}: RecordDrawerProps<Record>) {
  const phone = useMediaQuery('(max-width: 48em)');
  // Kept while the drawer closes, so the closing animation still has its content.
  const [shown, setShown] = useState<Record | undefined>(undefined);
  if (lookup.data !== undefined && lookup.data !== shown) setShown(lookup.data);
  const failed = lookup.isError && !isRecordNotFound(lookup.error);
  const opened = recordId !== null && (lookup.data !== undefined || failed);
  const closeButton = useRef<HTMLButtonElement>(null);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : '40rem'}
      title={<DialogTitle>{shown === undefined ? noun : title(shown)}</DialogTitle>}
      closeButtonProps={{ 'aria-label': closeDialogLabel, ref: closeButton }}
      classNames={{ body: classes.body }}
    >
      {/* The close button is the drawer's own: its tooltip finds it by its ref. */}
      <ActionTooltip target={closeButton} label={closeDialogLabel} />
      {lookup.data === undefined && failed ? (
        <Text role="alert">{loadFailedText}</Text>
      ) : shown === undefined ? (
        <Loader aria-label={`Loading the ${noun.toLowerCase()}`} />
      ) : (
        children(shown)
      )}
    </Drawer>
  );
}

export function DetailSection({
  title,
  showTitle = true,
  children,
}: {
  /** Names the section; shown as its heading unless `showTitle` is false (the record's fields). */
  readonly title: string;
  readonly showTitle?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-label={title}>
      {showTitle && (
        <Title order={3} className={classes.sectionTitle}>
          {title}
        </Title>
      )}
      {children}
    </section>
  );
}

/** The stage in its column's colour, as a dot beside dark text on a tint (legible in every stage). */
function StageBadge<Stage extends string>({
  stage,
  stages,
}: {
  readonly stage: Stage;
  readonly stages: readonly StageInfo<Stage>[];
}) {
  const info = stages.find((candidate) => candidate.value === stage);
  return (
    <p className={`${classes.stage} ${shared.stageColor}`} data-color={info?.color}>
      <span aria-hidden className={classes.stageDot} />
      <span className={shared.visuallyHidden}>Stage: </span>
      {info?.label ?? stage}
    </p>
  );
}

/** A text exactly as written: its line breaks kept, a long word or address wrapped. */
export function LongText({ children }: { readonly children: string }) {
  return <p className={classes.longText}>{children}</p>;
}

/**
 * The record's stage and its fields, as label and value pairs (SubmissionField), in as many
 * columns as fit: what its card shows and what the card has no room for.
 */
export function RecordFields<Stage extends string>({
  stage,
  stages,
  children,
}: {
  readonly stage: Stage;
  readonly stages: readonly StageInfo<Stage>[];
  readonly children: ReactNode;
}) {
  return (
    <DetailSection title="Details" showTitle={false}>
      <StageBadge stage={stage} stages={stages} />
      <dl className={classes.fields}>{children}</dl>
    </DetailSection>
  );
}

/** A field's value that may be long or span lines (a reason as typed). */
export function WrappedText({ children }: { readonly children: string }) {
  return <span className={classes.wrap}>{children}</span>;
}
