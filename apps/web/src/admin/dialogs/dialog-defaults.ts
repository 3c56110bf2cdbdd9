import type { ModalProps } from '@mantine/core';

/** What every admin dialog shares: centred, with a named close button. */
export const dialogDefaults = {
  centered: true,
  closeButtonProps: { 'aria-label': 'Close dialog' },
} as const satisfies Partial<ModalProps>;
