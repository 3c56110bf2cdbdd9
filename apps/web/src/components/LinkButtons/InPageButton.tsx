import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent } from 'react';
import { scrollToSection } from '../../navigation/section-scroll.ts';

type InPageButtonProps = ButtonProps & {
  readonly label: string;
  readonly targetId: string;
  /** Runs on a plain click, before the page scrolls. */
  readonly onChoose?: () => void;
  readonly 'aria-describedby'?: string;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A button that smooth-scrolls to a section of the same page; without JavaScript, a fragment link. */
export function InPageButton({ label, targetId, onChoose, ...buttonProps }: InPageButtonProps) {
  return (
    <Button
      component="a"
      href={`#${targetId}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onChoose?.();
        scrollToSection(targetId);
      }}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
