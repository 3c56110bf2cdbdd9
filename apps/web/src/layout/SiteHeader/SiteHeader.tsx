import { Container } from '@mantine/core';
import type { HeaderNavigation } from '../../content/navigation.ts';
import { BrandLink } from '../BrandLink/BrandLink.tsx';
import { NavigationButton } from '../../navigation/NavigationButton.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavigationAnchor } from '../../navigation/NavigationAnchor.tsx';
import classes from './SiteHeader.module.css';

type SiteHeaderProps = {
  readonly navigation: HeaderNavigation;
};

export function SiteHeader({ navigation }: SiteHeaderProps) {
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <BrandLink tone="light" />
        <nav aria-label="Main" className={classes.desktopNavigation}>
          {navigation.links.map((link) => (
            <NavigationAnchor key={link.label} link={link} className={classes.link} />
          ))}
        </nav>
        <NavigationButton link={navigation.callToAction} className={classes.desktopCallToAction} />
        <MobileMenu navigation={navigation} />
      </Container>
    </header>
  );
}
