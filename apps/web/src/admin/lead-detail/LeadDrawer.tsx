import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  defaultConversationSubject,
  describeLeadSource,
  leadFields as fields,
  leadStages,
  returningLeadLabel,
} from '@app/domain';
import { formatCount, formatDateTime } from '../admin-format.ts';
import { site } from '../../content/site.ts';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import { ConversationSection } from '../conversations/ConversationSection.tsx';
import { ApplicationLinks, RecordLink } from '../crm/RecordLink.tsx';
import { useAddLeadNote } from '../dialogs/NotesDialog.tsx';
import { withNoteAdded } from '../pipeline/lead-changes.ts';
import { useLeadBoardCache } from '../pipeline/lead-board.tsx';
import {
  DetailSection,
  LongText,
  RecordDrawer,
  RecordFields,
  WrappedText,
} from '../record-detail/RecordDrawer.tsx';
import { ContactSubmissionFields } from '../submissions/ContactSubmissions.tsx';
import {
  EmailField,
  SubmissionCard,
  SubmissionField,
  SubmissionList,
} from '../submissions/SubmissionCard.tsx';
import { LeadValueForm } from './LeadValueForm.tsx';
import { useLead } from './use-lead.ts';

const leadDrawerTexts = {
  loadFailed: 'The lead could not be loaded. Close this panel and try again.',
  noMessage: 'No message',
  value: 'Value and probability',
  enquiries: 'Contact submissions',
  noEnquiries: 'No contact submissions found for this lead.',
  /** A lead from before sources were kept, or from a client that sends the spec's payload only. */
  unknownSource: 'Not known',
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
  return (
    <RecordDrawer
      recordId={leadId}
      lookup={useLead(leadId)}
      noun="Lead"
      title={(lead) => lead.name}
      loadFailedText={leadDrawerTexts.loadFailed}
      onClose={onClose}
    >
      {(lead) => <LeadDetail key={lead.id} lead={lead} />}
    </RecordDrawer>
  );
}

function LeadDetail({ lead }: { readonly lead: LeadDto }) {
  return (
    <>
      <LeadFields lead={lead} />
      <DetailSection title={fields.message.label}>
        {lead.message === null ? (
          <Text c="dimmed">{leadDrawerTexts.noMessage}</Text>
        ) : (
          <LongText>{lead.message}</LongText>
        )}
      </DetailSection>
      <LeadConversation lead={lead} />
      <DetailSection title={leadDrawerTexts.value}>
        <LeadValueForm key={lead.updatedAt} lead={lead} />
      </DetailSection>
      <DetailSection title={leadDrawerTexts.enquiries}>
        <LeadEnquiries leadId={lead.id} />
      </DetailSection>
    </>
  );
}

/**
 * The e-mails to and from the lead's person, with the lead's notes and stage changes, and the
 * field that adds a note. A sent e-mail answers the lead as a note does: its reply badges go at
 * once from the board, and the lead is read again for its first reply.
 */
function LeadConversation({ lead }: { readonly lead: LeadDto }) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const board = useLeadBoardCache();
  const addNote = useAddLeadNote(lead);
  return (
    <ConversationSection
      record={{ kind: 'lead', id: lead.id }}
      personName={lead.name}
      to={lead.email}
      defaultSubject={defaultConversationSubject('lead', site.businessName)}
      onSent={() => {
        board.changeLoadedCard(lead.id, (cached) => ({
          ...withNoteAdded(cached),
          replyWaiting: false,
        }));
        void queryClient.invalidateQueries({ queryKey: trpc.leads.get.queryKey({ id: lead.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.leads.stats.queryKey() });
      }}
      onAddNote={addNote}
    />
  );
}

/** Every field of the lead, as the card shows them and the card has no room for. */
function LeadFields({ lead }: { readonly lead: LeadDto }) {
  return (
    <RecordFields stage={lead.stage} stages={leadStages}>
      <EmailField email={lead.email} />
      <SubmissionField label={fields.contact.label}>{lead.contact}</SubmissionField>
      <SubmissionField label={fields.company.label}>{lead.company ?? '—'}</SubmissionField>
      <SubmissionField label={fields.teamSize.label}>
        {lead.teamSize === null ? '—' : fields.teamSize.format(lead.teamSize)}
      </SubmissionField>
      <SubmissionField label={fields.estimatedValue.label}>
        {lead.estimatedValue === null ? '—' : fields.estimatedValue.format(lead.estimatedValue)}
      </SubmissionField>
      <SubmissionField label={fields.probability.label}>
        {fields.probability.format(lead.probability)}
      </SubmissionField>
      <SubmissionField label={fields.outcome.label}>
        {lead.isWon ? 'Won' : lead.isLost ? 'Lost' : 'Open'}
      </SubmissionField>
      {lead.isLost && (
        <SubmissionField label={fields.lostReason.label}>
          <WrappedText>{lead.lostReason ?? '—'}</WrappedText>
        </SubmissionField>
      )}
      <SubmissionField label={fields.createdAt.label}>
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </SubmissionField>
      <SubmissionField label={fields.lastEnquiryAt.label}>
        <time dateTime={lead.lastEnquiryAt}>{formatDateTime(lead.lastEnquiryAt)}</time>
      </SubmissionField>
      <SubmissionField label={fields.enquiryCount.label}>
        {formatCount(lead.enquiryCount)}
      </SubmissionField>
      <SubmissionField label={fields.source.label}>
        <WrappedText>
          {describeLeadSource(lead.source) ?? leadDrawerTexts.unknownSource}
        </WrappedText>
      </SubmissionField>
      {lead.previousLead !== null && (
        <SubmissionField label={fields.previousLead.label}>
          <RecordLink param="lead" id={lead.previousLead.id}>
            {returningLeadLabel(lead.previousLead)}
          </RecordLink>
        </SubmissionField>
      )}
      {lead.applicationIds.length > 0 && (
        <SubmissionField label={fields.applications.label}>
          <ApplicationLinks ids={lead.applicationIds} />
        </SubmissionField>
      )}
    </RecordFields>
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
