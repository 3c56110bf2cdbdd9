import { Button } from '@mantine/core';
import { IconMail, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { contactSubmissionFields } from '@app/domain';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { SearchMatch } from '../crm/SearchMatch.tsx';
import shared from '../shared.module.css';
import classes from './BoardCard.module.css';

/** The props of a detail's icon, so every card's details line up alike. */
export const detailIconProps = {
  'aria-hidden': true,
  size: 16,
  className: classes.detailIcon,
} as const;

/** The props of a card's details, which are also its face while it is dragged. */
export type DetailsProps<Item> = {
  readonly item: Item;
  /** The search on screen: its matches are marked. */
  readonly search?: string | undefined;
};

/** A card's list of details, one `Detail` each. */
export function Details({ children }: { readonly children: ReactNode }) {
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

/** One of a card's buttons: what it does, its text, its tooltip and its icon. */
export type ActionSpec<Action extends string> = {
  readonly action: Action;
  readonly label: string;
  /** Its tooltip: what the button leads to, beyond its label. */
  readonly hint: string;
  readonly icon: Icon;
  /** Colours the icon: the buttons that close a card (`closingIconClasses`). */
  readonly iconClassName?: string;
  readonly tone?: 'danger';
};

type ActionsProps<Item, Action extends string> = {
  readonly actions: readonly ActionSpec<Action>[];
  readonly item: Item;
  /** The card's heading, so each button is heard with the record it acts on. */
  readonly nameId: string;
  readonly onAction: (action: Action, item: Item) => void;
};

/** A card's row of buttons, two a line. */
export function Actions<Item, Action extends string>({
  actions,
  item,
  nameId,
  onAction,
}: ActionsProps<Item, Action>) {
  return (
    <div className={classes.actions}>
      {actions.map(({ action, label, hint, icon: ActionIcon, iconClassName, tone }) => (
        <ActionTooltip key={action} label={hint}>
          <Button
            variant="default"
            size="xs"
            leftSection={<ActionIcon aria-hidden size={15} className={iconClassName} />}
            className={classes.action}
            data-tone={tone}
            aria-describedby={nameId}
            onClick={() => {
              onAction(action, item);
            }}
          >
            {label}
          </Button>
        </ActionTooltip>
      ))}
    </div>
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

/** A card's e-mail (a mailto link) and phone, with the search's matches marked. */
export function ContactDetails({
  email,
  phone,
  search,
}: {
  readonly email: string;
  readonly phone: string;
  readonly search: string | undefined;
}) {
  return (
    <>
      <Detail icon={<IconMail {...detailIconProps} />} label={contactSubmissionFields.email.label}>
        <a href={`mailto:${email}`} className={shared.link}>
          <SearchMatch text={email} search={search} />
        </a>
      </Detail>
      <Detail
        icon={<IconPhone {...detailIconProps} />}
        label={contactSubmissionFields.contact.label}
      >
        <SearchMatch text={phone} search={search} />
      </Detail>
    </>
  );
}
