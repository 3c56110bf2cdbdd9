import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import shared from '../shared.module.css';
import classes from './BoardCard.module.css';

/** The props of a detail's icon, so every card's details line up alike. */
export const detailIconProps = {
  'aria-hidden': true,
  size: 16,
  className: classes.detailIcon,
} as const;

export const actionIconProps = { 'aria-hidden': true, size: 15 } as const;

/** A card's list of details, one `Detail` each. */
export function CardDetails({ children }: { readonly children: ReactNode }) {
  return <ul className={classes.details}>{children}</ul>;
}

/** `label` names the detail for screen readers where the visible text does not. */
export function Detail({
  icon,
  label,
  children,
}: {
  readonly icon: ReactNode;
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <li className={classes.detail}>
      {icon}
      {label !== undefined && <span className={shared.visuallyHidden}>{label}: </span>}
      <span className={classes.detailText}>{children}</span>
    </li>
  );
}

/** A card's row of buttons, two a line. */
export function CardActions({ children }: { readonly children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}

type CardActionProps = {
  readonly icon: ReactNode;
  /** The card's heading, so each button is heard with the record it acts on. */
  readonly nameId: string;
  readonly tone?: 'danger';
  readonly onClick: () => void;
  readonly children: string;
};

export function CardAction({ icon, nameId, tone, onClick, children }: CardActionProps) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={icon}
      className={classes.action}
      data-tone={tone}
      aria-describedby={nameId}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The icon classes of the buttons that close a card, the good way and the other. */
export const closingIconClasses = {
  positive: classes.positiveIcon,
  negative: classes.negativeIcon,
} as const;

/** Why the card was closed, under its heading: 'Lost: too expensive'. */
export function ClosedReason({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <p className={classes.closedReason}>
      <span className={classes.closedReasonLabel}>{label}</span> {children}
    </p>
  );
}
