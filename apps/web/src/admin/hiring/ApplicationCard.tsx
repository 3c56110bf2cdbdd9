import {
  IconBriefcase,
  IconBrandLinkedin,
  IconCalendar,
  IconFileText,
  IconNotes,
  IconThumbDown,
  IconTrash,
  IconConfetti,
  IconUsers,
} from '@tabler/icons-react';
import { applicationFields as fields } from '@app/domain';
import { formatDateTime } from '../admin-format.ts';
import type { ApplicationDto } from '../api/admin-api.ts';
import { CvDownloadButton } from '../application-detail/CvDownload.tsx';
import { applicationActionHints } from '../application-detail/use-application-actions.ts';
import { applicantName } from '../application-detail/use-application.ts';
import type { CardBodyProps } from '../board/board-definition.ts';
import { opensCardProps } from '../board/BoardCard.tsx';
import * as Card from '../board/CardParts.tsx';
import { ReplyWaitingBadge } from '../conversations/ReplyWaitingBadge.tsx';
import { LeadLinks, RecordLink } from '../crm/RecordLink.tsx';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import { LinkedInProfileLink } from '../submissions/LinkedInProfileLink.tsx';
import classes from './ApplicationCard.module.css';

export type ApplicationCardAction = 'notes' | 'hire' | 'reject' | 'delete';

const applicationCardTexts = {
  notSelected: 'Not selected:',
} as const;

/** The hiring pipeline's buttons, as the lead card's: notes, the two outcomes, delete. */
const applicationCardActions: readonly Card.ActionSpec<ApplicationCardAction>[] = [
  { action: 'notes', label: 'View Notes', hint: applicationActionHints.notes, icon: IconNotes },
  {
    action: 'hire',
    label: 'Welcome Aboard',
    hint: applicationActionHints.hire,
    icon: IconConfetti,
    iconClassName: Card.closingIconClasses.positive,
  },
  {
    action: 'reject',
    label: 'Not Selected',
    hint: applicationActionHints.reject,
    icon: IconThumbDown,
    iconClassName: Card.closingIconClasses.negative,
  },
  {
    action: 'delete',
    label: 'Delete Application',
    hint: applicationActionHints.remove,
    icon: IconTrash,
    tone: 'danger',
  },
];

/**
 * The applicant's name in the card's heading: a link to the application's detail
 * (`/admin?application=12`), how a keyboard opens it and where the focus returns when it closes.
 */
export function ApplicationCardName({
  item: application,
  highlight,
}: {
  readonly item: ApplicationDto;
  readonly highlight: string | undefined;
}) {
  return (
    <RecordLink
      param="application"
      id={application.id}
      {...opensCardProps}
      // The card is dragged by dnd-kit from anywhere on it, the name too: never as a native link.
      draggable={false}
    >
      <SearchMatch text={applicantName(application)} search={highlight} />
    </RecordLink>
  );
}

/** An application's card under its heading: its details, CV, and the hiring pipeline's buttons. */
export function ApplicationCardBody({
  item: application,
  nameId,
  onAction,
  highlight,
}: CardBodyProps<ApplicationDto, ApplicationCardAction>) {
  const { cv } = application;
  return (
    <>
      <ReplyWaitingBadge waiting={application.replyWaiting} />
      {application.stage === 'not_selected' && application.notSelectedReason !== null && (
        <Card.ClosedReason label={applicationCardTexts.notSelected}>
          {application.notSelectedReason}
        </Card.ClosedReason>
      )}
      <ApplicationDetails item={application} search={highlight} />
      <HireReason description={application.description} search={highlight} />
      {cv !== null && (
        <CvDownloadButton
          application={{ id: application.id, cv }}
          label={cv.fileName}
          variant="light"
          size="xs"
          fullWidth
          justify="flex-start"
          leftSection={<IconFileText aria-hidden size={15} />}
          className={classes.cv}
          aria-describedby={nameId}
        />
      )}
      <Card.Actions
        actions={applicationCardActions}
        item={application}
        nameId={nameId}
        onAction={onAction}
      />
    </>
  );
}

/**
 * Spec section 2: the description under 'Why should we hire them?'. The card shows its first
 * lines (the stylesheet clamps them); the whole text is in the application's detail.
 */
function HireReason({
  description,
  search,
}: {
  readonly description: string;
  readonly search: string | undefined;
}) {
  return (
    <div className={classes.hireReason}>
      <p className={classes.hireReasonLabel}>{fields.description.label}</p>
      <p className={classes.hireReasonText}>
        <SearchMatch text={description} search={search} />
      </p>
    </div>
  );
}

/** Position, e-mail, phone, LinkedIn, when it came, and the client enquiries from its address. */
export function ApplicationDetails({
  item: application,
  search,
}: Card.DetailsProps<ApplicationDto>) {
  const iconProps = Card.detailIconProps;
  return (
    <Card.Details>
      <Card.Detail icon={<IconBriefcase {...iconProps} />} label={fields.position.label}>
        <SearchMatch text={application.position} search={search} />
      </Card.Detail>
      <Card.ContactDetails email={application.email} phone={application.phone} search={search} />
      {application.linkedinUrl !== null && (
        <Card.Detail icon={<IconBrandLinkedin {...iconProps} />}>
          <LinkedInProfileLink url={application.linkedinUrl} />
        </Card.Detail>
      )}
      <Card.Detail icon={<IconCalendar {...iconProps} />}>
        {fields.createdAt.label}{' '}
        <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
      </Card.Detail>
      {application.leadIds.length > 0 && (
        <Card.Detail icon={<IconUsers {...iconProps} />} label={fields.leads.label}>
          <LeadLinks ids={application.leadIds} />
        </Card.Detail>
      )}
    </Card.Details>
  );
}
