import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { DialogTitle } from './DialogTitle.tsx';

export const closeDialogLabel = 'Close dialog';

type AdminDialogProps = Pick<
  ModalRootProps,
  'opened' | 'onClose' | 'size' | 'closeOnClickOutside' | 'closeOnEscape'
> & {
  readonly title: string;
  readonly children: ReactNode;
};

/**
 * What every admin dialog shares: centred, titled, with a named close button. Built from Modal's
 * parts rather than Modal itself, so that the close button's tooltip can wrap the button.
 */
export function AdminDialog({ title, children, ...rootProps }: AdminDialogProps) {
  return (
    <Modal.Root centered {...rootProps}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>
            <DialogTitle>{title}</DialogTitle>
          </Modal.Title>
          <ActionTooltip label={closeDialogLabel}>
            <Modal.CloseButton aria-label={closeDialogLabel} />
          </ActionTooltip>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
