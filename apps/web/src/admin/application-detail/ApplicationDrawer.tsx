import { Button, Menu } from '@mantine/core';
import {
  IconArrowsExchange,
  IconChevronDown,
  IconConfetti,
  IconTrash,
  IconUserX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  applicationFields as fields,
  applicationStages,
  defaultConversationSubject,
  isClosedApplicationStage,
  type OpenApplicationStage,
} from '@app/domain';
import { formatDateTime } from '../admin-format.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { site } from '../../content/site.ts';
import { useAdminTRPC, type ApplicationDto } from '../api/admin-api.ts';
import { ConversationSection } from '../conversations/ConversationSection.tsx';
import { useApplicationBoardCache } from '../hiring/application-board.tsx';
import { LeadLinks } from '../crm/RecordLink.tsx';
import {
  DetailSection,
  LongText,
  RecordDrawer,
  RecordFields,
  WrappedText,
} from '../record-detail/RecordDrawer.tsx';
import { LinkedInProfileLink } from '../submissions/LinkedInProfileLink.tsx';
import { EmailField, SubmissionField } from '../submissions/SubmissionCard.tsx';
import { useApplicationDialogs, type ApplicationDialogKind } from './ApplicationDialogs.tsx';
import classes from './ApplicationDrawer.module.css';
import { CvSummary } from './CvDownload.tsx';
import {
  applicationActionHints,
  useApplicationActions,
  type ApplicationActions,
  type ShowApplicationChange,
} from './use-application-actions.ts';
import { applicantName, useApplication } from './use-application.ts';

const applicationDrawerTexts = {
  noun: 'Application',
  loadFailed: 'The application could not be loaded. Close this panel and try again.',
  actions: 'Decisions',
  moveTo: 'Move to...',
  hire: 'Welcome Aboard',
  reject: 'Not Selected',
  remove: 'Delete application',
} as const;

type ApplicationDrawerProps = {
  /** The application the address names; null keeps the drawer closed. */
  readonly applicationId: number | null;
  readonly onClose: () => void;
  /** The board's optimistic update, when the board is on screen behind the drawer. */
  readonly showChange?: ShowApplicationChange;
};

/**
 * Everything about one job application, over whichever tab is showing: its fields, the CV, the
 * full "Why should we hire them?", its conversation (e-mails, notes and stage changes), and the decisions
 * (move, Welcome Aboard, Not Selected, delete).
 */
export function ApplicationDrawer({ applicationId, onClose, showChange }: ApplicationDrawerProps) {
  const actions = useApplicationActions({ showChange });
  // Rendered beside the drawer, not in it: a dialog's Escape must not close the drawer as well.
  const { open, dialogs } = useApplicationDialogs(actions, { onDeleted: onClose });
  return (
    <>
      <RecordDrawer
        recordId={applicationId}
        lookup={useApplication(applicationId)}
        noun={applicationDrawerTexts.noun}
        title={applicantName}
        loadFailedText={applicationDrawerTexts.loadFailed}
        onClose={onClose}
      >
        {(application) => (
          <ApplicationDetail
            key={application.id}
            application={application}
            actions={actions}
            onDecide={open}
          />
        )}
      </RecordDrawer>
      {dialogs}
    </>
  );
}

type ApplicationDetailProps = {
  readonly application: ApplicationDto;
  readonly actions: ApplicationActions;
  readonly onDecide: (kind: ApplicationDialogKind, application: ApplicationDto) => void;
};

function ApplicationDetail({ application, actions, onDecide }: ApplicationDetailProps) {
  return (
    <>
      <ApplicationFields application={application} />
      <ApplicationDecisions application={application} actions={actions} onDecide={onDecide} />
      <DetailSection title={fields.cv.label}>
        <CvSummary application={application} />
      </DetailSection>
      <DetailSection title={fields.description.label}>
        <LongText>{application.description}</LongText>
      </DetailSection>
      <ApplicationConversation application={application} actions={actions} />
    </>
  );
}

function ApplicationFields({ application }: { readonly application: ApplicationDto }) {
  return (
    <RecordFields stage={application.stage} stages={applicationStages}>
      <SubmissionField label={fields.position.label}>{application.position}</SubmissionField>
      <EmailField email={application.email} />
      <SubmissionField label={fields.phone.label}>{application.phone}</SubmissionField>
      <SubmissionField label={fields.linkedinUrl.label}>
        {application.linkedinUrl === null ? (
          '—'
        ) : (
          <LinkedInProfileLink url={application.linkedinUrl} />
        )}
      </SubmissionField>
      <SubmissionField label={fields.createdAt.label}>
        <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
      </SubmissionField>
      {application.notSelectedReason !== null && (
        <SubmissionField label={fields.notSelectedReason.label}>
          <WrappedText>{application.notSelectedReason}</WrappedText>
        </SubmissionField>
      )}
      {application.leadIds.length > 0 && (
        <SubmissionField label={fields.leads.label}>
          <LeadLinks ids={application.leadIds} />
        </SubmissionField>
      )}
    </RecordFields>
  );
}

const openStages = applicationStages.filter(
  (stage): stage is (typeof applicationStages)[number] & { value: OpenApplicationStage } =>
    !isClosedApplicationStage(stage.value),
);

/** Move to another open stage at once; Welcome Aboard, Not Selected and delete ask first. */
function ApplicationDecisions({ application, actions, onDecide }: ApplicationDetailProps) {
  const targets = openStages.filter((stage) => stage.value !== application.stage);
  const moveTo = useRef<HTMLButtonElement>(null);
  return (
    <DetailSection title={applicationDrawerTexts.actions} showTitle={false}>
      <div className={classes.decisions}>
        {/* The menu's target takes the props its menu gives it: the tooltip finds it by its ref. */}
        <ActionTooltip target={moveTo} label={applicationActionHints.move} />
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button
              ref={moveTo}
              variant="default"
              leftSection={<IconArrowsExchange aria-hidden size={18} />}
              rightSection={<IconChevronDown aria-hidden size={16} />}
            >
              {applicationDrawerTexts.moveTo}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {targets.map((stage) => (
              <Menu.Item
                key={stage.value}
                onClick={() => {
                  void actions.move(application, stage.value);
                }}
              >
                {stage.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <ActionTooltip label={applicationActionHints.hire}>
          <Button
            leftSection={<IconConfetti aria-hidden size={18} />}
            disabled={application.stage === 'hired'}
            onClick={() => {
              onDecide('hire', application);
            }}
          >
            {applicationDrawerTexts.hire}
          </Button>
        </ActionTooltip>
        <ActionTooltip label={applicationActionHints.reject}>
          <Button
            variant="default"
            leftSection={<IconUserX aria-hidden size={18} className={classes.danger} />}
            disabled={application.stage === 'not_selected'}
            onClick={() => {
              onDecide('reject', application);
            }}
          >
            {applicationDrawerTexts.reject}
          </Button>
        </ActionTooltip>
        <ActionTooltip label={applicationActionHints.remove}>
          <Button
            variant="default"
            className={classes.danger}
            leftSection={<IconTrash aria-hidden size={18} />}
            onClick={() => {
              onDecide('delete', application);
            }}
          >
            {applicationDrawerTexts.remove}
          </Button>
        </ActionTooltip>
      </div>
    </DetailSection>
  );
}

/**
 * The e-mails to and from the applicant with the application's notes and stage changes; an
 * e-mail sent answers their waiting reply.
 */
function ApplicationConversation({
  application,
  actions,
}: {
  readonly application: ApplicationDto;
  readonly actions: ApplicationActions;
}) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const board = useApplicationBoardCache();
  return (
    <ConversationSection
      record={{ kind: 'application', id: application.id }}
      personName={applicantName(application)}
      to={application.email}
      defaultSubject={defaultConversationSubject(
        'application',
        site.businessName,
        application.position,
      )}
      onSent={() => {
        board.changeLoadedCard(application.id, (cached) => ({ ...cached, replyWaiting: false }));
        void queryClient.invalidateQueries({
          queryKey: trpc.applications.get.queryKey({ id: application.id }),
        });
      }}
      onAddNote={(note) => actions.addNote(application, note)}
    />
  );
}
