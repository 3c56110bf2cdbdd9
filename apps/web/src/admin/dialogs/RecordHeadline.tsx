import { Text } from '@mantine/core';
import type { LeadDto } from '../api/admin-api.ts';
import classes from './dialogs.module.css';

/** Who a dialog is about: a name and, when known, a second line (a lead's company, a position). */
export type Headline = { readonly name: string; readonly detail: string | null };

export function RecordHeadline({ name, detail }: Headline) {
  return (
    <div className={classes.headline}>
      <Text fw={700}>{name}</Text>
      {detail !== null && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </div>
  );
}

/** Spec section 2: the lead's dialogs show its name and company. */
export function leadHeadline(lead: LeadDto): Headline {
  return { name: lead.name, detail: lead.company };
}
