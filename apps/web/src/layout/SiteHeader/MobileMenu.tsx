import { useCallback, useEffect, useRef, type SyntheticEvent } from 'react';
import type { HeaderNavigation } from '../../content/navigation.ts';
import { NavigationButton } from '../../navigation/NavigationButton.tsx';
import { NavigationAnchor } from '../../navigation/NavigationAnchor.tsx';
import classes from './SiteHeader.module.css';

type MobileMenuProps = {
  readonly navigation: HeaderNavigation;
};

/**
 * The header's links for narrow screens, as a native disclosure: without JavaScript the toggle
 * still opens and closes it and its items are plain links. Once hydrated it also closes after a
 * choice (an in-page scroll leaves the page in place, so the browser would keep it open) and on
 * Escape, handing focus back to the toggle. The open state lives in the element alone, so React
 * renders the same markup as the server and never fights a menu opened before hydration.
 */
export function MobileMenu({ navigation }: MobileMenuProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);

  const close = useCallback(() => {
    if (menuRef.current !== null) menuRef.current.open = false;
  }, []);

  useEffect(() => {
    // Listens whether open or not: the menu may have been opened before React took over.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || menuRef.current?.open !== true) return;
      menuRef.current.open = false;
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  const focusFirstItemOnOpen = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) event.currentTarget.querySelector('a')?.focus();
  };

  return (
    // A visitor may open it before hydration: that `open` is theirs, not a mismatch to report.
    <details
      ref={menuRef}
      className={classes.mobileMenu}
      onToggle={focusFirstItemOnOpen}
      suppressHydrationWarning
    >
      {/* The name follows the state through CSS, so it is right with and without JavaScript. */}
      <summary ref={toggleRef} className={classes.menuToggle}>
        <span className={classes.menuIcon} aria-hidden="true" />
        <span className={classes.openMenuLabel}>Open menu</span>
        <span className={classes.closeMenuLabel}>Close menu</span>
      </summary>
      <div className={classes.mobilePanel}>
        <nav aria-label="Main (mobile)">
          <ul className={classes.mobileList}>
            {navigation.links.map((link) => (
              <li key={link.label}>
                <NavigationAnchor link={link} className={classes.mobileLink} afterChoice={close} />
              </li>
            ))}
          </ul>
        </nav>
        <NavigationButton link={navigation.callToAction} fullWidth size="md" afterChoice={close} />
      </div>
    </details>
  );
}
