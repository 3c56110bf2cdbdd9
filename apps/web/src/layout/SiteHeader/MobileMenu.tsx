import { useEffect, useRef } from 'react';
import type { HeaderNavigation } from '../../content/navigation.ts';
import { NavigationButton } from '../../navigation/NavigationButton.tsx';
import { NavigationAnchor } from '../../navigation/NavigationAnchor.tsx';
import classes from './SiteHeader.module.css';

type MobileMenuProps = {
  readonly id: string;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Escape closes the menu and hands focus back to its toggle. */
  readonly onEscape: () => void;
  readonly navigation: HeaderNavigation;
};

/** The header's links for narrow screens; closes after a choice or on Escape. */
export function MobileMenu({ id, opened, onClose, onEscape, navigation }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!opened) return;
    panelRef.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [opened, onEscape]);

  return (
    <div ref={panelRef} id={id} className={classes.mobileMenu} hidden={!opened}>
      <nav aria-label="Main (mobile)">
        <ul className={classes.mobileList}>
          {navigation.links.map((link) => (
            <li key={link.label}>
              <NavigationAnchor link={link} className={classes.mobileLink} afterChoice={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <NavigationButton link={navigation.callToAction} fullWidth size="md" afterChoice={onClose} />
    </div>
  );
}
