import { Button, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AdminDialog } from './AdminDialog.tsx';
import type { DialogSubject } from './ValueDialog.tsx';

type ConfirmDialogProps<Subject extends DialogSubject> = {
  readonly opened: boolean;
  readonly subject: Subject | undefined;
  readonly title: string;
  /** The question, naming who it is about. */
  readonly question: (subject: Subject) => string;
  /** What else the confirmation does, under the question. */
  readonly warning?: (subject: Subject) => string;
  /** A choice that goes with the confirmation (a checkbox), under the warning. */
  readonly children?: ReactNode;
  readonly confirmLabel: string;
  readonly confirmColor: MantineColor;
  readonly onClose: () => void;
  /** Resolves once the server answered; the dialog then closes either way. */
  readonly onConfirm: (subject: Subject) => Promise<unknown>;
};

/**
 * A yes-or-no question before a change that cannot be taken back. Cancel holds the focus, so
 * Enter alone never confirms; while the server works the dialog stays until it has answered.
 */
export function ConfirmDialog<Subject extends DialogSubject>({
  opened,
  subject,
  title,
  question,
  warning,
  confirmLabel,
  confirmColor,
  onClose,
  onConfirm,
  children,
}: ConfirmDialogProps<Subject>) {
  const [confirming, setConfirming] = useState(false);
  const confirm = async (target: Subject) => {
    setConfirming(true);
    try {
      await onConfirm(target);
    } finally {
      setConfirming(false);
      onClose();
    }
  };
  return (
    <AdminDialog
      opened={opened}
      onClose={onClose}
      title={title}
      closeOnClickOutside={!confirming}
      closeOnEscape={!confirming}
    >
      {subject !== undefined && (
        <Stack gap="md">
          <Text>{question(subject)}</Text>
          {warning !== undefined && (
            <Text size="sm" c="dimmed">
              {warning(subject)}
            </Text>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={confirming} data-autofocus>
              Cancel
            </Button>
            <Button color={confirmColor} loading={confirming} onClick={() => void confirm(subject)}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </AdminDialog>
  );
}
