import { Container } from '@mantine/core';
import { footerLinkGroups, socialLinks } from '../../content/navigation.ts';
import { businessRegistrationLine, copyrightNotice, site } from '../../content/site.ts';
import { BrandLink } from '../BrandLink/BrandLink.tsx';
import { NavigationAnchor } from '../../navigation/NavigationAnchor.tsx';
import classes from './SiteFooter.module.css';
import { useCurrentYear } from './use-current-year.ts';

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          <div className={classes.brandColumn}>
            <BrandLink tone="dark" />
            <p className={classes.tagline}>{site.footerTagline}</p>
            <ul className={classes.socialList}>
              {socialLinks.map(({ label, href, icon: Icon }) => (
                <li key={href}>
                  <a
                    className={classes.socialLink}
                    href={href}
                    aria-label={label}
                    rel="noopener"
                    target="_blank"
                  >
                    <Icon size={20} stroke={1.75} aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerLinkGroups.map((group) => (
            <nav key={group.title} aria-label={group.title} className={classes.group}>
              <h2 className={classes.groupTitle}>{group.title}</h2>
              <ul className={classes.linkList}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <NavigationAnchor link={link} className={classes.link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={classes.legalLine}>
          <p>{copyrightNotice(year)}</p>
          <p>{businessRegistrationLine}</p>
        </div>
      </Container>
    </footer>
  );
}
