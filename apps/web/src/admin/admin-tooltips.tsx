import { Tooltip } from '@mantine/core';
import type { ReactElement, ReactNode, RefObject } from 'react';

/**
 * Spec section 9: a tooltip shows once the pointer has rested 700 ms on its control; within
 * 300 ms of leaving one, the next control's tooltip shows at once.
 */
export const tooltipTiming = { openDelayMs: 700, skipDelayMs: 300 } as const;

/**
 * Every admin tooltip sits in this one group. Mantine's group keeps a tooltip open for the
 * group's close delay after the pointer leaves, and a control of the group hovered meanwhile
 * shows its own at once: that close delay is the skip delay.
 */
export function AdminTooltipGroup({ children }: { readonly children: ReactNode }) {
  return (
    <Tooltip.Group openDelay={tooltipTiming.openDelayMs} closeDelay={tooltipTiming.skipDelayMs}>
      {children}
    </Tooltip.Group>
  );
}

/** The Logout button's tooltip, in the CRM's header and on the forced password change alike. */
export const logoutHint = 'End this session and return to the login';

type ActionTooltipProps = {
  /** What the control does: an icon-only control's name, a labelled button's consequence. */
  readonly label: string;
  /** Set while the control is in use otherwise (a card being dragged by its handle). */
  readonly disabled?: boolean;
} & (
  | { readonly children: ReactElement; readonly target?: never }
  /**
   * A control another component draws and clones (a menu's target, an input's own button): the
   * tooltip finds it by its ref rather than wrapping it, which would take the props meant for it.
   */
  | { readonly target: RefObject<HTMLElement | null>; readonly children?: never }
);

/**
 * The tooltip of every admin control that bears an icon. It takes its delays from the
 * `AdminTooltipGroup` around the admin screen, so no control sets its own. It is drawn at the end
 * of the page's main landmark, as the cards' menus are: beside its control a card would clip it
 * (a card contains its paint), and outside every landmark it would be content no landmark holds.
 */
export function ActionTooltip({ label, disabled, children, target }: ActionTooltipProps) {
  return (
    <Tooltip
      label={label}
      disabled={disabled}
      target={target}
      multiline
      maw={280}
      portalProps={{ target: 'main' }}
    >
      {children}
    </Tooltip>
  );
}
