import { Alert } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useRef } from 'react';
import { ActionTooltip } from '../admin-tooltips.tsx';

/** Why a link from a staff alert could not open its record. */
export const deepLinkTexts = {
  title: 'This link could not be opened',
  leadMalformed: (given: string) => `"${given}" is not a lead number.`,
  leadNotFound: (id: number) => `Lead ${String(id)} was not found. It may have been deleted.`,
  applicationMalformed: (given: string) => `"${given}" is not a career application number.`,
  applicationNotFound: (id: number) =>
    `Career application ${String(id)} was not found. It may have been deleted.`,
  dismiss: 'Dismiss',
} as const;

type DeepLinkNoticeProps = {
  readonly message: string;
  readonly onDismiss: () => void;
};

export function DeepLinkNotice({ message, onDismiss }: DeepLinkNoticeProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* The close button is the alert's own: its tooltip finds it by its ref. */}
      <ActionTooltip target={closeButton} label={deepLinkTexts.dismiss} />
      <Alert
        role="alert"
        color="red"
        variant="light"
        title={deepLinkTexts.title}
        icon={<IconLinkOff aria-hidden size={20} />}
        withCloseButton
        closeButtonLabel={deepLinkTexts.dismiss}
        attributes={{ closeButton: { ref: closeButton } }}
        onClose={onDismiss}
        mb="md"
      >
        {message}
      </Alert>
    </>
  );
}
