import type { PageLink } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { useNavigationLinkProps } from '../../navigation/use-navigation-link-props.ts';
import { LogoMark } from '../../components/LogoMark/LogoMark.tsx';
import classes from './BrandLink.module.css';

const homeLink: PageLink = { kind: 'page', label: site.businessName, href: '/' };

type BrandLinkProps = {
  readonly tone: 'light' | 'dark';
};

/** The logo and business name, linking home. */
export function BrandLink({ tone }: BrandLinkProps) {
  const linkProps = useNavigationLinkProps(homeLink);
  return (
    <a {...linkProps} className={`${classes.brand} ${tone === 'dark' ? classes.onDark : ''}`}>
      <LogoMark size={36} />
      <span className={classes.name}>{homeLink.label}</span>
    </a>
  );
}
