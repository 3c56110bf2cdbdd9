import { Drawer, Loader, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatDollars, leadStages, returningLeadLabel, stageLabel } from '@app/domain';
import { formatCount, formatDateTime, formatTeamSize } from '../admin-format.ts';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { ApplicationLinks, RecordLink } from '../crm/RecordLink.tsx';
import { closeDialogLabel } from '../dialogs/AdminDialog.tsx';
import { DialogTitle } from '../dialogs/DialogTitle.tsx';
import { LeadNotes } from '../dialogs/NotesDialog.tsx';
import shared from '../shared.module.css';
import { ContactSubmissionFields } from '../submissions/ContactSubmissions.tsx';
import { SubmissionCard, SubmissionField, SubmissionList } from '../submissions/SubmissionCard.tsx';
import classes from './LeadDrawer.module.css';
import { LeadValueForm } from './LeadValueForm.tsx';
import { isLeadNotFound, useLead } from './use-lead.ts';

export const leadDrawerTexts = {
  loadFailed: 'The lead could not be loaded. Close this panel and try again.',
  details: 'Details',
  message: 'Message',
  noMessage: 'No message',
  value: 'Value and probability',
  enquiries: 'Contact submissions',
  noEnquiries: 'No contact submissions found for this lead.',
  timeline: 'Notes and stage changes',
} as const;

type LeadDrawerProps = {
  /** The lead the address names; null keeps the drawer closed. */
  readonly leadId: number | null;
  readonly onClose: () => void;
};

/**
 * Everything about one lead, beside the board: its fields, its full message, the contact
 * submissions behind it and its timeline, with its value and probability editable. Opens once
 * the lead is known (at once from a card, which hands over its copy); a link to a lead the
 * server does not know leaves it closed, and the notice above the board says why.
 */
export function LeadDrawer({ leadId, onClose }: LeadDrawerProps) {
  const query = useLead(leadId);
  const phone = useMediaQuery('(max-width: 48em)');
  // Kept while the drawer closes, so the closing animation still has its content.
  const [shownLead, setShownLead] = useState<LeadDto | undefined>(undefined);
  if (query.data !== undefined && query.data !== shownLead) setShownLead(query.data);
  const failed = query.isError && !isLeadNotFound(query.error);
  const opened = leadId !== null && (query.data !== undefined || failed);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : '40rem'}
      title={<DialogTitle>{shownLead?.name ?? 'Lead'}</DialogTitle>}
      closeButtonProps={{ 'aria-label': closeDialogLabel }}
      classNames={{ body: classes.body }}
    >
      {query.data === undefined && failed ? (
        <Text role="alert">{leadDrawerTexts.loadFailed}</Text>
      ) : shownLead === undefined ? (
        <Loader aria-label="Loading the lead" />
      ) : (
        <LeadDetail key={shownLead.id} lead={shownLead} />
      )}
    </Drawer>
  );
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <Title order={3} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function LeadDetail({ lead }: { readonly lead: LeadDto }) {
  return (
    <>
      <LeadFields lead={lead} />
      <Section title={leadDrawerTexts.message}>
        {lead.message === null ? (
          <Text c="dimmed">{leadDrawerTexts.noMessage}</Text>
        ) : (
          <p className={classes.message}>{lead.message}</p>
        )}
      </Section>
      <Section title={leadDrawerTexts.value}>
        <LeadValueForm key={lead.updatedAt} lead={lead} />
      </Section>
      <Section title={leadDrawerTexts.enquiries}>
        <LeadEnquiries leadId={lead.id} />
      </Section>
      <Section title={leadDrawerTexts.timeline}>
        <LeadNotes lead={lead} focusOnOpen={false} />
      </Section>
    </>
  );
}

/** The stage in its column's colour, as a dot beside dark text on a tint (legible in every stage). */
function StageBadge({ lead }: { readonly lead: LeadDto }) {
  const stage = leadStages.find((info) => info.value === lead.stage);
  return (
    <p className={`${classes.stage} ${shared.stageColor}`} data-color={stage?.color}>
      <span aria-hidden className={classes.stageDot} />
      <span className={shared.visuallyHidden}>Stage: </span>
      {stageLabel(lead.stage)}
    </p>
  );
}

/** Every field of the lead, as the card shows them and the card has no room for. */
function LeadFields({ lead }: { readonly lead: LeadDto }) {
  return (
    <section className={classes.section} aria-label={leadDrawerTexts.details}>
      <StageBadge lead={lead} />
      <dl className={classes.fields}>
        <SubmissionField label="Email">
          <a href={`mailto:${lead.email}`} className={shared.link}>
            {lead.email}
          </a>
        </SubmissionField>
        <SubmissionField label="Phone">{lead.contact}</SubmissionField>
        <SubmissionField label="Company">{lead.company ?? '—'}</SubmissionField>
        <SubmissionField label="Team size">
          {lead.teamSize === null ? '—' : formatTeamSize(lead.teamSize)}
        </SubmissionField>
        <SubmissionField label="Estimated value">
          {lead.estimatedValue === null ? '—' : formatDollars(lead.estimatedValue)}
        </SubmissionField>
        <SubmissionField label="Probability">{`${String(lead.probability)}%`}</SubmissionField>
        <SubmissionField label="Outcome">
          {lead.isWon ? 'Won' : lead.isLost ? 'Lost' : 'Open'}
        </SubmissionField>
        {lead.isLost && (
          <SubmissionField label="Lost reason">
            <span className={classes.wrap}>{lead.lostReason ?? '—'}</span>
          </SubmissionField>
        )}
        <SubmissionField label="Created">
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </SubmissionField>
        <SubmissionField label="Last enquiry">
          <time dateTime={lead.lastEnquiryAt}>{formatDateTime(lead.lastEnquiryAt)}</time>
        </SubmissionField>
        <SubmissionField label="Enquiries">{formatCount(lead.enquiryCount)}</SubmissionField>
        {lead.previousLead !== null && (
          <SubmissionField label="Previous lead">
            <RecordLink param="lead" id={lead.previousLead.id}>
              {returningLeadLabel(lead.previousLead)}
            </RecordLink>
          </SubmissionField>
        )}
        {lead.applicationIds.length > 0 && (
          <SubmissionField label="Also applied for a job">
            <ApplicationLinks ids={lead.applicationIds} />
          </SubmissionField>
        )}
      </dl>
    </section>
  );
}

/** The consultation requests the lead stands for, newest first; read each time it opens. */
function LeadEnquiries({ leadId }: { readonly leadId: number }) {
  const trpc = useAdminTRPC();
  const enquiries = useQuery(trpc.leads.enquiries.queryOptions({ id: leadId }, { staleTime: 0 }));
  return (
    <SubmissionList
      items={enquiries.data}
      loading={enquiries.isPending}
      label={leadDrawerTexts.enquiries}
      emptyText={leadDrawerTexts.noEnquiries}
      itemKey={(submission) => submission.id}
      renderItem={(submission) => (
        <SubmissionCard title={submission.name} createdAt={submission.createdAt}>
          <ContactSubmissionFields submission={submission} />
        </SubmissionCard>
      )}
    />
  );
}
