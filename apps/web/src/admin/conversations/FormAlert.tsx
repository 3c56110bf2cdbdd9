import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Mantine's light alerts write their title in the colour's middle shade, too light on its tint for
 * the AA ratio: errors take red-9, warnings dark text (no orange shade is dark enough).
 */
const tones = {
  error: { color: 'red', text: 'var(--mantine-color-red-9)', role: 'alert' },
  warning: { color: 'orange', text: 'var(--mantine-color-dark-7)', role: 'note' },
} as const;

type FormAlertProps = {
  /** An error is announced at once; a warning is read where it stands. */
  readonly tone: keyof typeof tones;
  readonly title?: string;
  readonly children: ReactNode;
};

/** What went wrong in a form, or what to check before going on, inside the form. */
export function FormAlert({ tone, title, children }: FormAlertProps) {
  const { color, text, role } = tones[tone];
  return (
    <Alert
      color={color}
      variant="light"
      role={role}
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      vars={() => ({ root: { '--alert-color': text } })}
    >
      {children}
    </Alert>
  );
}
