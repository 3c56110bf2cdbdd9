import { ActionIcon, Button, Menu, Paper, Text, Tooltip } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useDraggable, type DraggableAttributes } from '@dnd-kit/core';
import {
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconChevronDown,
  IconCurrencyDollar,
  IconGripVertical,
  IconHistory,
  IconMail,
  IconMessages,
  IconNotes,
  IconPercentage,
  IconPhone,
  IconThumbDown,
  IconTrash,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { memo, useEffect, useId, useRef, type ReactNode } from 'react';
import {
  enquiryCountLabel,
  formatDollars,
  leadStages,
  returningLeadLabel,
  type LeadStage,
} from '@app/domain';
import { formatDate, formatTeamSize } from '../admin-format.ts';
import type { LeadDto } from '../api/admin-api.ts';
import { ApplicationLinks, RecordLink } from '../crm/RecordLink.tsx';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import { LeadOpenLink, openLeadOnCardClick } from '../lead-detail/open-lead.tsx';
import shared from '../shared.module.css';
import { draggableLeadId, type DraggedLeadData } from './board-dnd.ts';
import classes from './LeadCard.module.css';
import { ReplyDueBadge } from './ReplyDueBadge.tsx';

export type LeadCardAction = 'notes' | 'won' | 'lost' | 'delete';

type LeadCardProps = {
  readonly lead: LeadDto;
  /** Stable across renders (the card's body is memoised on it). */
  readonly onAction: (action: LeadCardAction, lead: LeadDto) => void;
  /** A stage chosen in the card's 'Move to...' menu; stable across renders. */
  readonly onMoveTo: (lead: LeadDto, stage: LeadStage) => void;
  /**
   * Set while a keyboard or menu move is under way: the card is drawn anew in its new column
   * (and again in the old one if the move fails), and focus follows it each time.
   */
  readonly takeFocus: boolean;
  /** Opened by an alert's link: marked, and scrolled into view on the scrolling board. */
  readonly linked?: boolean;
  /** The search on screen: its matches are marked on the card. */
  readonly highlight?: string | undefined;
};

/**
 * One lead on the board: a thin draggable shell around a memoised body. dnd-kit re-renders every
 * draggable whenever a drag starts, ends or crosses a column; only this shell runs then, and the
 * body (details, buttons, menu) is drawn again only when its own props change.
 */
export function LeadCard({
  lead,
  onAction,
  onMoveTo,
  takeFocus,
  linked = false,
  highlight,
}: LeadCardProps) {
  const nameId = useId();
  const data: DraggedLeadData = { leadId: lead.id, stage: lead.stage, name: lead.name };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: draggableLeadId(lead.id),
    data,
  });
  return (
    <article
      ref={setNodeRef}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-linked={linked || undefined}
      aria-labelledby={nameId}
      {...listeners}
      onClick={openLeadOnCardClick}
    >
      <LeadCardBody
        lead={lead}
        nameId={nameId}
        handleAttributes={attributes}
        handleRef={setActivatorNodeRef}
        isDragging={isDragging}
        onAction={onAction}
        onMoveTo={onMoveTo}
        takeFocus={takeFocus}
        linked={linked}
        highlight={highlight}
      />
    </article>
  );
}

type LeadCardBodyProps = Required<Omit<LeadCardProps, 'highlight'>> & {
  readonly highlight: string | undefined;
  readonly nameId: string;
  /** dnd-kit's keyboard and screen-reader attributes for the drag handle (memoised by it). */
  readonly handleAttributes: DraggableAttributes;
  readonly handleRef: (element: HTMLElement | null) => void;
  readonly isDragging: boolean;
};

const LeadCardBody = memo(function LeadCardBody({
  lead,
  nameId,
  handleAttributes,
  handleRef: setActivatorNodeRef,
  isDragging,
  onAction,
  onMoveTo,
  takeFocus,
  linked,
  highlight,
}: LeadCardBodyProps) {
  const handle = useRef<HTMLButtonElement>(null);
  const handleRef = useMergedRef(handle, setActivatorNodeRef);
  const handleLabel = `Drag ${lead.name} to another stage`;

  useEffect(() => {
    if (takeFocus) handle.current?.focus();
  }, [takeFocus]);

  useEffect(() => {
    if (linked)
      handle.current?.closest('article')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [linked]);

  return (
    <>
      <div className={classes.heading}>
        <Tooltip label={handleLabel} disabled={isDragging}>
          <ActionIcon
            ref={handleRef}
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.handle}
            {...handleAttributes}
            aria-label={handleLabel}
          >
            <IconGripVertical aria-hidden size={18} />
          </ActionIcon>
        </Tooltip>
        <h3 id={nameId} className={classes.name}>
          <LeadOpenLink lead={lead}>
            <SearchMatch text={lead.name} search={highlight} />
          </LeadOpenLink>
        </h3>
        <MoveToMenu lead={lead} nameId={nameId} onMoveTo={onMoveTo} />
      </div>
      <ReplyDueBadge lead={lead} />
      <CardSummary lead={lead} search={highlight} />
      <LeadDetails lead={lead} search={highlight} />
      <div className={classes.actions}>
        <CardAction
          icon={<IconNotes {...actionIconProps} />}
          nameId={nameId}
          onClick={() => {
            onAction('notes', lead);
          }}
        >
          View Notes
        </CardAction>
        <CardAction
          icon={<IconTrophy {...actionIconProps} className={classes.wonIcon} />}
          nameId={nameId}
          onClick={() => {
            onAction('won', lead);
          }}
        >
          Mark as Won
        </CardAction>
        <CardAction
          icon={<IconThumbDown {...actionIconProps} className={classes.lostIcon} />}
          nameId={nameId}
          onClick={() => {
            onAction('lost', lead);
          }}
        >
          Mark as Lost
        </CardAction>
        <CardAction
          icon={<IconTrash {...actionIconProps} />}
          nameId={nameId}
          tone="danger"
          onClick={() => {
            onAction('delete', lead);
          }}
        >
          Delete Lead
        </CardAction>
      </div>
    </>
  );
});

/** The first line of what the person wrote, and on a lost lead why it was lost. */
function CardSummary({
  lead,
  search,
}: {
  readonly lead: LeadDto;
  readonly search: string | undefined;
}) {
  const firstLine = lead.message
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  const lostReason = lead.stage === 'closed_lost' ? lead.lostReason : null;
  if (firstLine === undefined && lostReason === null) return null;
  return (
    <>
      {firstLine !== undefined && (
        <p className={classes.message} title={lead.message ?? undefined}>
          <span className={shared.visuallyHidden}>Message: </span>
          <SearchMatch text={firstLine} search={search} />
        </p>
      )}
      {lostReason !== null && (
        <p className={classes.lostReason}>
          <span className={classes.lostReasonLabel}>Lost:</span> {lostReason}
        </p>
      )}
    </>
  );
}

const actionIconProps = { 'aria-hidden': true, size: 15 } as const;

type CardActionProps = {
  readonly icon: ReactNode;
  /** The card's heading, so each button is heard with the lead it acts on. */
  readonly nameId: string;
  readonly tone?: 'danger';
  readonly onClick: () => void;
  readonly children: string;
};

function CardAction({ icon, nameId, tone, onClick, children }: CardActionProps) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={icon}
      className={classes.action}
      data-tone={tone}
      aria-describedby={nameId}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function MoveToMenu({
  lead,
  nameId,
  onMoveTo,
}: {
  readonly lead: LeadDto;
  readonly nameId: string;
  readonly onMoveTo: LeadCardProps['onMoveTo'];
}) {
  return (
    // Drawn at the end of the page's main landmark: the card contains its layout and paint (it is
    // skipped while off-screen), which would clip a menu drawn inside it.
    <Menu
      position="bottom-end"
      withinPortal
      portalProps={{ target: 'main' }}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          rightSection={<IconChevronDown aria-hidden size={14} />}
          aria-describedby={nameId}
          className={classes.moveTo}
        >
          Move to...
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move {lead.name} to</Menu.Label>
        {leadStages
          .filter((stage) => stage.value !== lead.stage)
          .map((stage) => (
            <Menu.Item
              key={stage.value}
              onClick={() => {
                onMoveTo(lead, stage.value);
              }}
              leftSection={
                <span
                  aria-hidden
                  className={`${classes.stageDot} ${shared.stageColor}`}
                  data-color={stage.color}
                />
              }
            >
              {stage.label}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

const detailIconProps = { 'aria-hidden': true, size: 16, className: classes.detailIcon } as const;

/** `label` names the detail for screen readers where the visible text does not. */
function Detail({
  icon,
  label,
  children,
}: {
  readonly icon: ReactNode;
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <li className={classes.detail}>
      {icon}
      {label !== undefined && <span className={shared.visuallyHidden}>{label}: </span>}
      <span className={classes.detailText}>{children}</span>
    </li>
  );
}

/** Spec section 2: name, company, email, phone, team size and value when present, probability, created. */
export function LeadDetails({
  lead,
  search,
}: {
  readonly lead: LeadDto;
  readonly search?: string | undefined;
}) {
  const iconProps = detailIconProps;
  return (
    <ul className={classes.details}>
      {lead.company !== null && (
        <Detail icon={<IconBuilding {...iconProps} />} label="Company">
          <SearchMatch text={lead.company} search={search} />
        </Detail>
      )}
      <Detail icon={<IconMail {...iconProps} />} label="Email">
        <a href={`mailto:${lead.email}`} className={shared.link}>
          <SearchMatch text={lead.email} search={search} />
        </a>
      </Detail>
      <Detail icon={<IconPhone {...iconProps} />} label="Phone">
        <SearchMatch text={lead.contact} search={search} />
      </Detail>
      {lead.teamSize !== null && (
        <Detail icon={<IconUsers {...iconProps} />} label="Team size">
          {formatTeamSize(lead.teamSize)}
        </Detail>
      )}
      {lead.estimatedValue !== null && (
        <Detail icon={<IconCurrencyDollar {...iconProps} />} label="Estimated value">
          <Text span fw={700} inherit>
            {formatDollars(lead.estimatedValue)}
          </Text>
        </Detail>
      )}
      <Detail icon={<IconPercentage {...iconProps} />}>{lead.probability}% probability</Detail>
      <Detail icon={<IconCalendar {...iconProps} />}>
        Created <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
      </Detail>
      <RepeatDetails lead={lead} />
    </ul>
  );
}

/** One person, one card: how often they wrote, their earlier lead, their job applications. */
function RepeatDetails({ lead }: { readonly lead: LeadDto }) {
  const iconProps = detailIconProps;
  const enquiries = enquiryCountLabel(lead.enquiryCount);
  return (
    <>
      {enquiries !== null && (
        <Detail icon={<IconMessages {...iconProps} />}>
          {enquiries}, latest{' '}
          <time dateTime={lead.lastEnquiryAt}>{formatDate(lead.lastEnquiryAt)}</time>
        </Detail>
      )}
      {lead.previousLead !== null && (
        <Detail icon={<IconHistory {...iconProps} />}>
          <RecordLink param="lead" id={lead.previousLead.id}>
            {returningLeadLabel(lead.previousLead)}
          </RecordLink>
        </Detail>
      )}
      {lead.applicationIds.length > 0 && (
        <Detail icon={<IconBriefcase {...iconProps} />} label="Also applied for a job">
          <ApplicationLinks ids={lead.applicationIds} />
        </Detail>
      )}
    </>
  );
}

/** What follows the pointer while a card is dragged: the card's face, not its controls. */
export function LeadCardPreview({ lead }: { readonly lead: LeadDto }) {
  return (
    <Paper withBorder radius="md" shadow="lg" className={`${classes.card} ${classes.preview}`}>
      <div className={classes.heading}>
        <IconGripVertical aria-hidden size={18} className={classes.previewGrip} />
        <p className={classes.name}>{lead.name}</p>
      </div>
      <LeadDetails lead={lead} />
    </Paper>
  );
}
