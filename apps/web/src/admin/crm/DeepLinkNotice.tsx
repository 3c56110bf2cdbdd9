import { Alert } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';

/** Why a link from a staff alert could not open its record. */
export const deepLinkTexts = {
  title: 'This link could not be opened',
  leadMalformed: (given: string) => `"${given}" is not a lead number.`,
  leadNotFound: (id: number) => `Lead ${String(id)} was not found. It may have been deleted.`,
  applicationMalformed: (given: string) => `"${given}" is not a career application number.`,
  applicationNotFound: (id: number) =>
    `Career application ${String(id)} was not found. It may have been deleted.`,
} as const;

type DeepLinkNoticeProps = {
  readonly message: string;
  readonly onDismiss: () => void;
};

export function DeepLinkNotice({ message, onDismiss }: DeepLinkNoticeProps) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={deepLinkTexts.title}
      icon={<IconLinkOff aria-hidden size={20} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      mb="md"
    >
      {message}
    </Alert>
  );
}
