import { Paper, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { ActionTooltip } from '../admin-tooltips.tsx';
import classes from './PipelineGuide.module.css';

/**
 * Spec section 2: how to work the board. Folded to its heading by default, so the board keeps
 * the height; the choice is remembered.
 */
export function PipelineGuide() {
  const [open, setOpen] = useLocalStorage({ key: 'crm-pipeline-guide-open', defaultValue: false });
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.guide}
      component="section"
      aria-labelledby="pipeline-guide-heading"
    >
      <h2 id="pipeline-guide-heading" className={classes.heading}>
        <ActionTooltip label={open ? 'Hide the steps' : 'Show the steps'}>
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={open}
            aria-controls="pipeline-guide-steps"
            onClick={() => {
              setOpen(!open);
            }}
          >
            <IconInfoCircle aria-hidden size={18} />
            How to use the pipeline
            <IconChevronDown aria-hidden size={16} className={classes.chevron} />
          </UnstyledButton>
        </ActionTooltip>
      </h2>
      <ul id="pipeline-guide-steps" className={classes.list} hidden={!open}>
        <li>
          <strong>Drag and drop</strong> a lead card onto another column to change its stage. With a
          keyboard, focus the card&apos;s handle, press Space, move with the arrow keys and press
          Space again, or use the card&apos;s Move to... menu.
        </li>
        <li>
          <strong>View Notes</strong> shows the lead&apos;s notes and lets you add new ones.
        </li>
        <li>
          <strong>Mark as Won</strong> (or dropping on Won) asks for the deal value and removes the
          lead from the active leads.
        </li>
        <li>
          <strong>Mark as Lost</strong> (or dropping on Lost) asks for the reason and removes the
          lead from the active leads.
        </li>
      </ul>
    </Paper>
  );
}
