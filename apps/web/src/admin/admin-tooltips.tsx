import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

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
