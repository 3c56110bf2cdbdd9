import {
  IconBriefcase,
  IconBrandLinkedin,
  IconCalendar,
  IconFileText,
  IconMail,
  IconNotes,
  IconPhone,
  IconThumbDown,
  IconTrash,
  IconConfetti,
  IconUsers,
} from '@tabler/icons-react';
import { formatDateTime } from '../admin-format.ts';
import type { ApplicationDto } from '../api/admin-api.ts';
import { CvDownloadButton } from '../application-detail/CvDownload.tsx';
import { applicantName } from '../application-detail/use-application.ts';
import type { CardBodyProps } from '../board/board-definition.ts';
import { opensCardProps } from '../board/BoardCard.tsx';
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
import { LeadLinks, RecordLink } from '../crm/RecordLink.tsx';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import shared from '../shared.module.css';
import { alsoClientLabel } from '../submissions/CareerSubmissions.tsx';
import { LinkedInProfileLink } from '../submissions/LinkedInProfileLink.tsx';
import classes from './ApplicationCard.module.css';

export type ApplicationCardAction = 'notes' | 'hire' | 'reject' | 'delete';

export const applicationCardTexts = {
  notes: 'View Notes',
  hire: 'Welcome Aboard',
  reject: 'Not Selected',
  delete: 'Delete Application',
  cv: 'CV',
  received: 'Received',
  notSelected: 'Not selected:',
} as const;

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
      {application.stage === 'not_selected' && application.notSelectedReason !== null && (
        <ClosedReason label={applicationCardTexts.notSelected}>
          {application.notSelectedReason}
        </ClosedReason>
      )}
      <ApplicationDetails application={application} search={highlight} />
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
      <CardActions>
        <CardAction
          icon={<IconNotes {...actionIconProps} />}
          nameId={nameId}
          onClick={() => {
            onAction('notes', application);
          }}
        >
          {applicationCardTexts.notes}
        </CardAction>
        <CardAction
          icon={<IconConfetti {...actionIconProps} className={closingIconClasses.positive} />}
          nameId={nameId}
          onClick={() => {
            onAction('hire', application);
          }}
        >
          {applicationCardTexts.hire}
        </CardAction>
        <CardAction
          icon={<IconThumbDown {...actionIconProps} className={closingIconClasses.negative} />}
          nameId={nameId}
          onClick={() => {
            onAction('reject', application);
          }}
        >
          {applicationCardTexts.reject}
        </CardAction>
        <CardAction
          icon={<IconTrash {...actionIconProps} />}
          nameId={nameId}
          tone="danger"
          onClick={() => {
            onAction('delete', application);
          }}
        >
          {applicationCardTexts.delete}
        </CardAction>
      </CardActions>
    </>
  );
}

/** Position, e-mail, phone, LinkedIn, when it came, and the client enquiries from its address. */
function ApplicationDetails({
  application,
  search,
}: {
  readonly application: ApplicationDto;
  readonly search?: string | undefined;
}) {
  const iconProps = detailIconProps;
  return (
    <CardDetails>
      <Detail icon={<IconBriefcase {...iconProps} />} label="Position">
        <SearchMatch text={application.position} search={search} />
      </Detail>
      <Detail icon={<IconMail {...iconProps} />} label="Email">
        <a href={`mailto:${application.email}`} className={shared.link}>
          <SearchMatch text={application.email} search={search} />
        </a>
      </Detail>
      <Detail icon={<IconPhone {...iconProps} />} label="Phone">
        <SearchMatch text={application.phone} search={search} />
      </Detail>
      {application.linkedinUrl !== null && (
        <Detail icon={<IconBrandLinkedin {...iconProps} />}>
          <LinkedInProfileLink url={application.linkedinUrl} />
        </Detail>
      )}
      <Detail icon={<IconCalendar {...iconProps} />}>
        {applicationCardTexts.received}{' '}
        <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
      </Detail>
      {application.leadIds.length > 0 && (
        <Detail icon={<IconUsers {...iconProps} />} label={alsoClientLabel}>
          <LeadLinks ids={application.leadIds} />
        </Detail>
      )}
    </CardDetails>
  );
}

/** The face of a dragged application's card: its details. */
export function ApplicationCardPreview({ item }: { readonly item: ApplicationDto }) {
  return <ApplicationDetails application={item} />;
}
