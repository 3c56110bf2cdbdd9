import { Button } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ConversationRecord } from '@app/domain';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { useAdminTRPC, type SentMessageDto } from '../api/admin-api.ts';
import { NoteForm } from '../dialogs/NotesDialog.tsx';
import { DetailSection } from '../record-detail/RecordDrawer.tsx';
import { ComposeMessage } from './ComposeMessage.tsx';
import classes from './Conversation.module.css';
import { ConversationTimeline } from './ConversationTimeline.tsx';

const conversationTexts = {
  title: 'Conversation',
  sendEmail: 'Send e-mail',
  sendEmailHint: (to: string) => `Write to ${to} from the CRM; the reply comes back here`,
} as const;

type ConversationSectionProps = {
  readonly record: ConversationRecord;
  readonly personName: string;
  /** The person's address. */
  readonly to: string;
  readonly defaultSubject: string;
  /** After a message went to the outbox: the record's own copies may change (a reply answered). */
  readonly onSent: (message: SentMessageDto) => void;
  /**
   * Adds a note to the record; resolves to whether it was added. Its caller reads the timeline
   * again, where the note then shows.
   */
  readonly onAddNote: (note: string) => Promise<boolean>;
};

/**
 * A record's conversation in its drawer: "Send e-mail", which opens the form in place, the field
 * that adds a note, and the one timeline of e-mails, notes and stage changes.
 */
export function ConversationSection({
  record,
  personName,
  to,
  defaultSubject,
  onSent,
  onAddNote,
}: ConversationSectionProps) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const [composing, setComposing] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  // Once the form closes (sent or cancelled) the focus goes back to the button that opened it.
  const [formClosed, setFormClosed] = useState(false);
  useEffect(() => {
    if (formClosed) sendButton.current?.focus();
  }, [formClosed]);
  const closeForm = () => {
    setComposing(false);
    setFormClosed(true);
  };
  return (
    <DetailSection title={conversationTexts.title}>
      {composing ? (
        <ComposeMessage
          record={record}
          to={to}
          defaultSubject={defaultSubject}
          onCancel={closeForm}
          onSent={(message) => {
            closeForm();
            void queryClient.invalidateQueries({
              queryKey: trpc.conversations.timeline.queryKey(record),
            });
            onSent(message);
          }}
        />
      ) : (
        <div className={classes.sendRow}>
          <ActionTooltip label={conversationTexts.sendEmailHint(to)}>
            <Button
              ref={sendButton}
              variant="default"
              leftSection={<IconMailPlus aria-hidden size={18} />}
              onClick={() => {
                setComposing(true);
                setFormClosed(false);
              }}
            >
              {conversationTexts.sendEmail}
            </Button>
          </ActionTooltip>
        </div>
      )}
      <NoteForm onAdd={onAddNote} focusOnOpen={false} />
      <ConversationTimeline record={record} personName={personName} />
    </DetailSection>
  );
}
