import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type SubmitEvent, useId, useState } from 'react';
import {
  applicationFields,
  describeLeadSource,
  describePrivacyCounts,
  describeRetentionCounts,
  leadFields,
  type LeadSource,
  mailMessageKindLabels,
  type PrivacyCounts,
  privacyExportFileName,
  spamReasonLabels,
} from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { formatCount, formatDate, formatDateTime, formatFileSize } from '../admin-format.ts';
import { BackupSection } from '../backups/BackupStatus.tsx';
import { adminToasts, toastUnlessSessionEnded } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { type PrivacyRecordsDto, useAdminTRPC } from '../api/admin-api.ts';
import { CvDownloadButton } from '../application-detail/CvDownload.tsx';
import { MessageAttachments } from '../conversations/MessageAttachments.tsx';
import { AdminDialog } from '../dialogs/AdminDialog.tsx';
import { saveFile } from '../export/download-file.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { ContactSubmissionFields } from '../submissions/ContactSubmissions.tsx';
import { SubmissionCard, SubmissionField } from '../submissions/SubmissionCard.tsx';
import shared from '../shared.module.css';
import classes from './PrivacyTab.module.css';

const privacyTexts = {
  heading: "A person's data",
  intro:
    'Find everything held about a person by their e-mail address, export it for them (with each of their CVs and e-mail attachments, downloaded on its own), or erase it.',
  emailLabel: 'E-mail address',
  search: 'Search',
  searchHint: 'Find everything held about this e-mail address',
  export: 'Export',
  exportHint: 'Download everything held about this person as a JSON file',
  erase: 'Erase',
  eraseHint: 'Erase everything held about this person, after you confirm',
  nothingHeld: 'Nothing is held for this address.',
  eraseTitle: "Erase this person's data",
  eraseWarning:
    'This cannot be undone. The audit log keeps that an erasure happened and how many records went, never whose.',
  cancel: 'Cancel',
  contactSubmissions: 'Contact submissions',
  leads: 'Leads',
  applications: 'Career applications',
  mailMessages: 'Outgoing messages',
  conversationMessages: 'E-mails of conversations',
  direction: { sent: 'Sent to them', received: 'Received from them' },
  noSubject: '(no subject)',
  belongsTo: 'Belongs to',
  unmatched: 'Unmatched mail',
  messageText: 'Text',
  attachments: 'Attachments',
  notes: 'Notes',
  retentionHeading: 'Retention',
  neverRun: 'Not run yet',
  withinTheHour: 'Due now: within the hour',
  nothingToErase: 'Nothing',
  downloadCv: 'Download',
} as const;

function eraseQuestion(email: string, counts: PrivacyCounts): string {
  return `Erase everything held for ${email}? This deletes ${describePrivacyCounts(counts).join(', ')}.`;
}

function total(counts: PrivacyCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

function refusalMessage(error: unknown): string | undefined {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' ? failure.message : undefined;
}

/**
 * The Privacy tab: a person's data found by address, exported as one JSON file and a download per
 * CV, erased after a confirmation naming what goes; and the retention job's dry run. Searches and
 * exports are audited mutations, so they run when asked and are never refetched behind the admin's
 * back.
 */
export function PrivacyTab() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);

  const search = useMutation(
    trpc.privacy.search.mutationOptions({
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.privacySearchFailed);
      },
    }),
  );
  const records = search.data;

  const exporting = useMutation(
    trpc.privacy.export.mutationOptions({
      onSuccess: (document) => {
        saveFile(
          new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
          privacyExportFileName(new Date(document.exportedAt)),
        );
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.privacyExportFailed);
      },
    }),
  );

  const erase = useMutation(
    trpc.privacy.erase.mutationOptions({
      onSuccess: ({ erased }) => {
        showToast(adminToasts.privacyErased(describePrivacyCounts(erased).join(', ')));
      },
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.privacyEraseFailed(refusalMessage(error)));
      },
      // Also after a refusal: the data changed, and the admin should see it as it is now.
      onSettled: (_answer, _error, input) => {
        setConfirming(false);
        search.mutate({ email: input.email });
        return Promise.all(
          [
            trpc.leads.pathKey(),
            trpc.submissions.pathKey(),
            trpc.applications.pathKey(),
            trpc.spam.pathKey(),
            trpc.privacy.retentionPreview.queryKey(),
          ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      },
    }),
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() !== '') search.mutate({ email: email.trim() });
  };

  return (
    <div className={classes.tab}>
      <section className={classes.section} aria-labelledby="privacy-search-heading">
        <Title order={2} id="privacy-search-heading" className={classes.heading}>
          {privacyTexts.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {privacyTexts.intro}
        </Text>
        <form className={classes.searchForm} onSubmit={submit} role="search" noValidate>
          <TextInput
            className={classes.searchField}
            label={privacyTexts.emailLabel}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
          />
          <ActionTooltip label={privacyTexts.searchHint}>
            <Button
              type="submit"
              leftSection={<IconSearch aria-hidden size={18} />}
              loading={search.isPending}
            >
              {privacyTexts.search}
            </Button>
          </ActionTooltip>
        </form>
        {records !== undefined && (
          <PersonRecords
            records={records}
            exporting={exporting.isPending}
            onExport={() => {
              exporting.mutate({ email: records.email });
            }}
            onErase={() => {
              setConfirming(true);
            }}
          />
        )}
      </section>
      <RetentionPreviewSection />
      <BackupSection />
      <AdminDialog
        opened={confirming && records !== undefined}
        onClose={() => {
          setConfirming(false);
        }}
        title={privacyTexts.eraseTitle}
        closeOnClickOutside={!erase.isPending}
        closeOnEscape={!erase.isPending}
      >
        {records !== undefined && (
          <Stack gap="md">
            <Text>{eraseQuestion(records.email, records.counts)}</Text>
            <Text size="sm" c="dimmed">
              {privacyTexts.eraseWarning}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                data-autofocus
                disabled={erase.isPending}
                onClick={() => {
                  setConfirming(false);
                }}
              >
                {privacyTexts.cancel}
              </Button>
              <Button
                color="red.9"
                loading={erase.isPending}
                onClick={() => {
                  erase.mutate({ email: records.email, expected: records.counts });
                }}
              >
                {privacyTexts.erase}
              </Button>
            </Group>
          </Stack>
        )}
      </AdminDialog>
    </div>
  );
}

/** Where a request or lead came from, when known: it is that person's data too. */
function SourceField({ source }: { readonly source: LeadSource | null }) {
  const described = describeLeadSource(source);
  return described === null ? null : (
    <SubmissionField label={leadFields.source.label}>{described}</SubmissionField>
  );
}

type PersonRecordsProps = {
  readonly records: PrivacyRecordsDto;
  readonly exporting: boolean;
  readonly onExport: () => void;
  readonly onErase: () => void;
};

function PersonRecords({ records, exporting, onExport, onErase }: PersonRecordsProps) {
  const summaryId = useId();
  if (total(records.counts) === 0) {
    return (
      <Text role="status" className={classes.summary}>
        {privacyTexts.nothingHeld}
      </Text>
    );
  }
  return (
    <div className={classes.results}>
      <Paper withBorder radius="md" className={classes.summaryBar}>
        <Text role="status" id={summaryId} className={classes.summary}>
          Held for <strong>{records.email}</strong>:{' '}
          {describePrivacyCounts(records.counts).join(', ')}.
        </Text>
        <Group gap="sm">
          <ActionTooltip label={privacyTexts.exportHint}>
            <Button
              variant="default"
              leftSection={<IconDownload aria-hidden size={18} />}
              loading={exporting}
              onClick={onExport}
            >
              {privacyTexts.export}
            </Button>
          </ActionTooltip>
          <ActionTooltip label={privacyTexts.eraseHint}>
            <Button
              color="red.9"
              leftSection={<IconTrash aria-hidden size={18} />}
              onClick={onErase}
            >
              {privacyTexts.erase}
            </Button>
          </ActionTooltip>
        </Group>
      </Paper>
      <RecordGroup
        title={privacyTexts.contactSubmissions}
        count={records.contactSubmissions.length}
      >
        {records.contactSubmissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionCard title={submission.name} createdAt={submission.createdAt}>
              {submission.spamReason !== null && (
                <SubmissionField label="Held as spam">
                  <Badge color="red" variant="light">
                    {spamReasonLabels[submission.spamReason]}
                  </Badge>
                </SubmissionField>
              )}
              <ContactSubmissionFields submission={submission} />
              <SourceField source={submission.source} />
            </SubmissionCard>
          </li>
        ))}
      </RecordGroup>
      <RecordGroup title={privacyTexts.leads} count={records.leads.length}>
        {records.leads.map((lead) => (
          <li key={lead.id}>
            <SubmissionCard
              title={`Lead #${String(lead.id)}: ${lead.name}`}
              createdAt={lead.createdAt}
            >
              <SubmissionField label={leadFields.email.label}>{lead.email}</SubmissionField>
              <SubmissionField label={leadFields.contact.label}>{lead.contact}</SubmissionField>
              {lead.company !== null && (
                <SubmissionField label={leadFields.company.label}>{lead.company}</SubmissionField>
              )}
              <SubmissionField label={leadFields.stage.label}>
                {leadFields.stage.format(lead.stage)}
              </SubmissionField>
              <SourceField source={lead.source} />
              <Notes notes={lead.notes} />
            </SubmissionCard>
          </li>
        ))}
      </RecordGroup>
      <RecordGroup title={privacyTexts.applications} count={records.applications.length}>
        {records.applications.map((application) => (
          <li key={application.id}>
            <SubmissionCard
              title={`${application.firstName} ${application.lastName}`}
              createdAt={application.createdAt}
            >
              <SubmissionField label={applicationFields.email.label}>
                {application.email}
              </SubmissionField>
              <SubmissionField label={applicationFields.phone.label}>
                {application.phone}
              </SubmissionField>
              <SubmissionField label={applicationFields.position.label}>
                {application.position}
              </SubmissionField>
              <SubmissionField label={applicationFields.cv.label}>
                {application.cv === null ? (
                  'None'
                ) : (
                  <span className={classes.cv}>
                    {application.cv.fileName} ({formatFileSize(application.cv.byteSize)})
                    <CvDownloadButton
                      application={{ id: application.id, cv: application.cv }}
                      label={privacyTexts.downloadCv}
                      size="xs"
                    />
                  </span>
                )}
              </SubmissionField>
              <Notes notes={application.notes} />
            </SubmissionCard>
          </li>
        ))}
      </RecordGroup>
      <RecordGroup title={privacyTexts.mailMessages} count={records.mailMessages.length}>
        {records.mailMessages.map((message) => (
          <li key={message.id}>
            <SubmissionCard
              title={mailMessageKindLabels[message.kind]}
              createdAt={message.createdAt}
            >
              <SubmissionField label="Status">{message.status}</SubmissionField>
              {message.recipient !== null && (
                <SubmissionField label="To">{message.recipient}</SubmissionField>
              )}
            </SubmissionCard>
          </li>
        ))}
      </RecordGroup>
      <RecordGroup
        title={privacyTexts.conversationMessages}
        count={records.conversationMessages.length}
      >
        {records.conversationMessages.map((message) => (
          <li key={message.id}>
            <ConversationMessageCard message={message} />
          </li>
        ))}
      </RecordGroup>
    </div>
  );
}

type PrivacyConversationMessage = PrivacyRecordsDto['conversationMessages'][number];

function conversationOwner(message: PrivacyConversationMessage): string {
  if (message.leadId !== null) return `Lead #${String(message.leadId)}`;
  if (message.applicationId !== null) return `Career application #${String(message.applicationId)}`;
  return privacyTexts.unmatched;
}

/**
 * An e-mail to or from the person, as text only: its HTML came from outside and is never put in
 * this page (the export holds it as written). Each attachment downloads on its own, as a CV does.
 */
function ConversationMessageCard({ message }: { readonly message: PrivacyConversationMessage }) {
  return (
    <SubmissionCard
      title={message.subject.trim() === '' ? privacyTexts.noSubject : message.subject}
      createdAt={message.at}
    >
      <SubmissionField label="Direction">
        {privacyTexts.direction[message.direction]}
      </SubmissionField>
      <SubmissionField label="From">{message.from}</SubmissionField>
      <SubmissionField label="To">{message.to}</SubmissionField>
      <SubmissionField label={privacyTexts.belongsTo}>{conversationOwner(message)}</SubmissionField>
      <SubmissionField label={privacyTexts.attachments}>
        {formatCount(message.attachments.length)}
        <MessageAttachments attachments={message.attachments} />
      </SubmissionField>
      {message.text.trim() !== '' && (
        <SubmissionField label={privacyTexts.messageText}>
          <span className={classes.messageText}>{message.text}</span>
        </SubmissionField>
      )}
    </SubmissionCard>
  );
}

function RecordGroup({
  title,
  count,
  children,
}: {
  readonly title: string;
  readonly count: number;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.group}>
      <Title order={3} id={headingId} className={classes.groupHeading}>
        {title} ({count})
      </Title>
      <ul className={classes.list}>{children}</ul>
    </section>
  );
}

function Notes({
  notes,
}: {
  readonly notes: readonly { id: number; note: string; createdAt: string }[];
}) {
  if (notes.length === 0) return null;
  return (
    <SubmissionField label={privacyTexts.notes}>
      <ul className={classes.notes}>
        {notes.map((note) => (
          <li key={note.id}>
            <time dateTime={note.createdAt} className={classes.noteTime}>
              {formatDateTime(note.createdAt)}
            </time>{' '}
            {note.note}
          </li>
        ))}
      </ul>
    </SubmissionField>
  );
}

/** What the daily retention job will erase next, and what it did last. */
function RetentionPreviewSection() {
  const trpc = useAdminTRPC();
  const preview = useQuery(trpc.privacy.retentionPreview.queryOptions()).data;
  return (
    <section className={classes.section} aria-labelledby="privacy-retention-heading">
      <Title order={2} id="privacy-retention-heading" className={classes.heading}>
        {privacyTexts.retentionHeading}
      </Title>
      {preview !== undefined && (
        <>
          <Text size="sm">
            Every day, contact submissions, leads and career applications with no activity for{' '}
            {preview.months} months are erased, with their notes, CVs and e-mails.{' '}
            {preview.retainWonLeads
              ? 'Won leads are kept.'
              : 'Won leads are erased like the others.'}
          </Text>
          <dl className={shared.facts}>
            <div>
              <dt>Next run</dt>
              <dd>
                {preview.nextRunAt === null
                  ? privacyTexts.withinTheHour
                  : formatDateTime(preview.nextRunAt)}
              </dd>
            </div>
            <div>
              <dt>It erases what had no activity since</dt>
              <dd>{formatDate(preview.cutoff)}</dd>
            </div>
            <div>
              <dt>It would erase</dt>
              <dd>
                {describeRetentionCounts(preview.counts).join(', ') || privacyTexts.nothingToErase}
              </dd>
            </div>
            <div>
              <dt>Last run</dt>
              <dd>
                {preview.lastRun === null
                  ? privacyTexts.neverRun
                  : formatDateTime(preview.lastRun.at)}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
