import { Text } from '@mantine/core';
import {
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconCurrencyDollar,
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
import { enquiryCountLabel, formatDollars, returningLeadLabel } from '@app/domain';
import { formatDate, formatTeamSize } from '../admin-format.ts';
import type { LeadDto } from '../api/admin-api.ts';
import { ApplicationLinks, RecordLink } from '../crm/RecordLink.tsx';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import type { CardBodyProps } from '../board/board-definition.ts';
import {
  actionIconProps,
  CardAction,
  CardActions,
  CardDetails,
  ClosedReason,
  closingIconClasses,
  Detail,
  detailIconProps,
} from '../board/CardParts.tsx';
import { LeadOpenLink } from '../lead-detail/open-lead.tsx';
import shared from '../shared.module.css';
import classes from './LeadCard.module.css';
import { ReplyDueBadge } from './ReplyDueBadge.tsx';

export type LeadCardAction = 'notes' | 'won' | 'lost' | 'delete';

/** The lead's name in its card's heading: the link that opens its detail. */
export function LeadCardName({
  item: lead,
  highlight,
}: {
  readonly item: LeadDto;
  readonly highlight: string | undefined;
}) {
  return (
    <LeadOpenLink lead={lead}>
      <SearchMatch text={lead.name} search={highlight} />
    </LeadOpenLink>
  );
}

/** A lead's card under its heading: reply promise, message, details and the pipeline's buttons. */
export function LeadCardBody({
  item: lead,
  nameId,
  onAction,
  highlight,
}: CardBodyProps<LeadDto, LeadCardAction>) {
  return (
    <>
      <ReplyDueBadge lead={lead} />
      <CardSummary lead={lead} search={highlight} />
      <LeadDetails lead={lead} search={highlight} />
      <CardActions>
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
          icon={<IconTrophy {...actionIconProps} className={closingIconClasses.positive} />}
          nameId={nameId}
          onClick={() => {
            onAction('won', lead);
          }}
        >
          Mark as Won
        </CardAction>
        <CardAction
          icon={<IconThumbDown {...actionIconProps} className={closingIconClasses.negative} />}
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
      </CardActions>
    </>
  );
}

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
        <ClosedReason label="Lost:">{lostReason}</ClosedReason>
      )}
    </>
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
    <CardDetails>
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
    </CardDetails>
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

/** The face of a dragged lead's card: its details. */
export function LeadCardPreview({ item: lead }: { readonly item: LeadDto }) {
  return <LeadDetails lead={lead} />;
}
