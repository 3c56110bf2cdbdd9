import type { TablerIcon } from '@tabler/icons-react';
import type { MantineColorName } from '../../content/home.ts';
import classes from './IconBadge.module.css';

type IconBadgeProps = {
  readonly icon: TablerIcon;
  readonly color: MantineColorName | 'bamboo';
  readonly size?: 'md' | 'lg';
};

/** A decorative icon on a tinted square, in one of the theme's colours. */
export function IconBadge({ icon: Icon, color, size = 'lg' }: IconBadgeProps) {
  return (
    <span
      className={`${classes.badge} ${classes[size]}`}
      style={{
        backgroundColor: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
      aria-hidden="true"
    >
      <Icon stroke={1.75} />
    </span>
  );
}
