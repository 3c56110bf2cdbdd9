import { Text } from '@mantine/core';
import {
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconCurrencyDollar,
  IconHistory,
  IconMessages,
  IconNotes,
  IconPercentage,
  IconThumbDown,
  IconTrash,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { enquiryCountLabel, leadFields as fields, returningLeadLabel } from '@app/domain';
import { formatDate } from '../admin-format.ts';
import type { LeadDto } from '../api/admin-api.ts';
import { ReplyWaitingBadge } from '../conversations/ReplyWaitingBadge.tsx';
import { ApplicationLinks, RecordLink } from '../crm/RecordLink.tsx';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import type { CardBodyProps } from '../board/board-definition.ts';
import * as Card from '../board/CardParts.tsx';
import { LeadOpenLink } from '../lead-detail/open-lead.tsx';
import shared from '../shared.module.css';
import classes from './LeadCard.module.css';
import { ReplyDueBadge } from './ReplyDueBadge.tsx';

export type LeadCardAction = 'notes' | 'won' | 'lost' | 'delete';

/** Spec section 2: the four buttons of a lead's card. */
const leadCardActions: readonly Card.ActionSpec<LeadCardAction>[] = [
  {
    action: 'notes',
    label: 'View Notes',
    hint: 'Read and add notes on this lead',
    icon: IconNotes,
  },
  {
    action: 'won',
    label: 'Mark as Won',
    hint: 'Close this lead as won, with its deal value',
    icon: IconTrophy,
    iconClassName: Card.closingIconClasses.positive,
  },
  {
    action: 'lost',
    label: 'Mark as Lost',
    hint: 'Close this lead as lost, with the reason',
    icon: IconThumbDown,
    iconClassName: Card.closingIconClasses.negative,
  },
  {
    action: 'delete',
    label: 'Delete Lead',
    hint: 'Delete this lead and all its notes',
    icon: IconTrash,
    tone: 'danger',
  },
];

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

/**
 * A lead's card under its heading: reply promise, a reply waiting, message, details and the
 * pipeline's buttons.
 */
export function LeadCardBody({
  item: lead,
  nameId,
  onAction,
  highlight,
}: CardBodyProps<LeadDto, LeadCardAction>) {
  return (
    <>
      <ReplyDueBadge lead={lead} />
      <ReplyWaitingBadge waiting={lead.replyWaiting} />
      <CardSummary lead={lead} search={highlight} />
      <LeadDetails item={lead} search={highlight} />
      <Card.Actions actions={leadCardActions} item={lead} nameId={nameId} onAction={onAction} />
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
          <span className={shared.visuallyHidden}>{`${fields.message.label}: `}</span>
          <SearchMatch text={firstLine} search={search} />
        </p>
      )}
      {lostReason !== null && <Card.ClosedReason label="Lost:">{lostReason}</Card.ClosedReason>}
    </>
  );
}

/** Spec section 2: name, company, email, phone, team size and value when present, probability, created. */
export function LeadDetails({ item: lead, search }: Card.DetailsProps<LeadDto>) {
  const iconProps = Card.detailIconProps;
  return (
    <Card.Details>
      {lead.company !== null && (
        <Card.Detail icon={<IconBuilding {...iconProps} />} label={fields.company.label}>
          <SearchMatch text={lead.company} search={search} />
        </Card.Detail>
      )}
      <Card.ContactDetails email={lead.email} phone={lead.contact} search={search} />
      {lead.teamSize !== null && (
        <Card.Detail icon={<IconUsers {...iconProps} />} label={fields.teamSize.label}>
          {fields.teamSize.format(lead.teamSize)}
        </Card.Detail>
      )}
      {lead.estimatedValue !== null && (
        <Card.Detail
          icon={<IconCurrencyDollar {...iconProps} />}
          label={fields.estimatedValue.label}
        >
          <Text span fw={700} inherit>
            {fields.estimatedValue.format(lead.estimatedValue)}
          </Text>
        </Card.Detail>
      )}
      <Card.Detail icon={<IconPercentage {...iconProps} />}>
        {fields.probability.format(lead.probability)} probability
      </Card.Detail>
      <Card.Detail icon={<IconCalendar {...iconProps} />}>
        {fields.createdAt.label} <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
      </Card.Detail>
      <RepeatDetails lead={lead} />
    </Card.Details>
  );
}

/** One person, one card: how often they wrote, their earlier lead, their job applications. */
function RepeatDetails({ lead }: { readonly lead: LeadDto }) {
  const iconProps = Card.detailIconProps;
  const enquiries = enquiryCountLabel(lead.enquiryCount);
  return (
    <>
      {enquiries !== null && (
        <Card.Detail icon={<IconMessages {...iconProps} />}>
          {enquiries}, latest{' '}
          <time dateTime={lead.lastEnquiryAt}>{formatDate(lead.lastEnquiryAt)}</time>
        </Card.Detail>
      )}
      {lead.previousLead !== null && (
        <Card.Detail icon={<IconHistory {...iconProps} />}>
          <RecordLink param="lead" id={lead.previousLead.id}>
            {returningLeadLabel(lead.previousLead)}
          </RecordLink>
        </Card.Detail>
      )}
      {lead.applicationIds.length > 0 && (
        <Card.Detail icon={<IconBriefcase {...iconProps} />} label={fields.applications.label}>
          <ApplicationLinks ids={lead.applicationIds} />
        </Card.Detail>
      )}
    </>
  );
}
