import type { ButtonProps } from '@mantine/core';
import type { CtaButton } from '../../content/services.ts';
import { ContactButton } from './ContactButton.tsx';
import { InPageButton } from './InPageButton.tsx';

type CtaLinkButtonProps = ButtonProps & {
  readonly button: CtaButton;
};

/** A content call to action: to the home contact section, or to a section of this page. */
export function CtaLinkButton({ button, ...buttonProps }: CtaLinkButtonProps) {
  const { action } = button;
  if (action.kind === 'scroll')
    return <InPageButton label={button.label} targetId={action.target} {...buttonProps} />;
  return <ContactButton label={button.label} {...buttonProps} />;
}
