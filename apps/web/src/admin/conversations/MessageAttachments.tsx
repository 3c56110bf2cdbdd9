import { Button } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatFileSize } from '../admin-format.ts';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import type { MessageAttachmentDto } from '../api/admin-api.ts';
import { useAdminDownload } from '../export/download-file.ts';
import classes from './Conversation.module.css';

/** Where an admin downloads a message's attachment (bearer token, like a CV). */
function attachmentDownloadPath(attachmentId: number): string {
  return `/api/conversation-attachments/${String(attachmentId)}`;
}

/**
 * Saves one attachment under the name the server gives it: always as a download, never opened in
 * the admin's page, where a file from outside could act as the page.
 */
function AttachmentDownload({ attachment }: { readonly attachment: MessageAttachmentDto }) {
  const { downloading, download } = useAdminDownload(adminToasts.attachmentDownloadFailed);
  // The name read out holds the text shown word for word, for speech control.
  const shown = `${attachment.fileName}, ${formatFileSize(attachment.byteSize)}`;
  return (
    <ActionTooltip label={`Save ${attachment.fileName} to this computer`}>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPaperclip aria-hidden size={14} />}
        aria-label={`Download ${shown}`}
        loading={downloading}
        className={classes.attachment}
        onClick={() => {
          download(attachmentDownloadPath(attachment.id), attachment.fileName);
        }}
      >
        {shown}
      </Button>
    </ActionTooltip>
  );
}

/** A message's attachments, each a download; nothing when it has none. */
export function MessageAttachments({
  attachments,
}: {
  readonly attachments: readonly MessageAttachmentDto[];
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className={classes.attachments} aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <AttachmentDownload attachment={attachment} />
        </li>
      ))}
    </ul>
  );
}
