import { IconMapPin, IconPhone, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Office } from '../../content/site.ts';
import classes from './ContactSection.module.css';

type ContactLinkProps = {
  readonly href: string;
  readonly icon: TablerIcon;
  readonly opensNewTab?: boolean;
  readonly children: ReactNode;
};

export function ContactLink({ href, icon: Icon, opensNewTab = false, children }: ContactLinkProps) {
  return (
    <a
      className={classes.detail}
      href={href}
      {...(opensNewTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      <Icon size={18} aria-hidden="true" />
      <span>{children}</span>
    </a>
  );
}

function officeLocation(office: Office): string {
  const locality = office.city === office.region ? office.city : `${office.city} ${office.region}`;
  return [office.streetAddress, locality, office.country]
    .filter((part) => part !== null)
    .join(', ');
}

type OfficeAddressProps = {
  readonly office: Office;
  readonly children?: ReactNode;
};

export function OfficeAddress({ office, children }: OfficeAddressProps) {
  return (
    <address className={classes.office}>
      <span className={classes.officeLabel}>{office.label}</span>
      <span className={classes.detail}>
        <IconMapPin size={18} aria-hidden="true" />
        <span>{officeLocation(office)}</span>
      </span>
      <ContactLink href={office.phone.href} icon={IconPhone}>
        {office.phone.display}
      </ContactLink>
      {children}
    </address>
  );
}
