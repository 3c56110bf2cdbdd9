import { Burger, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useId, useRef } from 'react';
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
  const [menuOpened, menu] = useDisclosure(false);
  const menuId = useId();
  const menuToggle = useRef<HTMLButtonElement>(null);
  const closeMenuFromKeyboard = useCallback(() => {
    menu.close();
    menuToggle.current?.focus();
  }, [menu]);
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
        <Burger
          ref={menuToggle}
          className={classes.burger}
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls={menuId}
        />
      </Container>
      <MobileMenu
        id={menuId}
        opened={menuOpened}
        onClose={menu.close}
        onEscape={closeMenuFromKeyboard}
        navigation={navigation}
      />
    </header>
  );
}
