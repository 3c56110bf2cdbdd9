import { Text } from '@mantine/core';
import type { LeadDto } from '../api/admin-api.ts';
import classes from './dialogs.module.css';

/** The lead a dialog is about: its name and, when known, its company. */
export function LeadHeadline({ lead }: { readonly lead: LeadDto }) {
  return (
    <div className={classes.headline}>
      <Text fw={700}>{lead.name}</Text>
      {lead.company !== null && (
        <Text size="sm" c="dimmed">
          {lead.company}
        </Text>
      )}
    </div>
  );
}
