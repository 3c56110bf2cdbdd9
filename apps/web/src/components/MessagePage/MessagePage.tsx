import { Container } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import type { PageLink } from '../../content/navigation.ts';
import { NavigationButton } from '../../navigation/NavigationButton.tsx';
import { IconBadge } from '../IconBadge/IconBadge.tsx';
import classes from './MessagePage.module.css';

type MessagePageProps = {
  readonly icon: TablerIcon;
  readonly iconColor: ComponentProps<typeof IconBadge>['color'];
  readonly heading: string;
  readonly lines: readonly string[];
  /** Where the visitor goes on from here. */
  readonly link: PageLink;
};

/** A page that only tells one thing, centred: the not-found page and the forms' thank-you pages. */
export function MessagePage({ icon, iconColor, heading, lines, link }: MessagePageProps) {
  return (
    <Container size="sm" className={classes.page}>
      <IconBadge icon={icon} color={iconColor} />
      <h1 className={classes.heading}>{heading}</h1>
      {lines.map((line) => (
        <p key={line} className={classes.text}>
          {line}
        </p>
      ))}
      <NavigationButton link={link} mt="xl" size="md" />
    </Container>
  );
}
