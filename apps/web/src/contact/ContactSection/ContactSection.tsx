import { Container } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { contactSection } from '../../content/contact-section.ts';
import { emailHref, site } from '../../content/site.ts';
import type { PostedFormPageOf } from '../../posted-form/posted-form-state.ts';
import { IconBadge } from '../../components/IconBadge/IconBadge.tsx';
import classes from './ContactSection.module.css';
import { ContactLink, OfficeAddress } from './OfficeAddress.tsx';

/**
 * The form and its validation (zod) load as their own chunk: the prerendered form shows at once,
 * and hydrates when the chunk arrives, without weighing on the page's first script.
 */
const ContactForm = lazy(() =>
  import('../ContactForm/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);

type ContactSectionProps = {
  /** 1 on /contact, where the section is the page's subject; 2 on the home page. */
  readonly headingLevel: 1 | 2;
  /** The page the section sits on, which the form names in its plain post. */
  readonly page: PostedFormPageOf<'contact'>;
};

export function ContactSection({ headingLevel, page }: ContactSectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const DetailsHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section id={contactSection.id} aria-labelledby="contact-heading" className={classes.section}>
      <Container size="lg" className={classes.layout}>
        <div>
          <Heading id="contact-heading">{contactSection.heading}</Heading>
          <p className={classes.lead}>{contactSection.lead}</p>
          <ul className={classes.benefits}>
            {contactSection.benefits.map(({ title, description, icon }) => (
              <li key={title} className={classes.benefit}>
                <IconBadge icon={icon} color="bamboo" size="md" />
                <div>
                  <p className={classes.benefitTitle}>{title}</p>
                  <p className={classes.muted}>{description}</p>
                </div>
              </li>
            ))}
          </ul>
          <DetailsHeading className={classes.detailsHeading}>
            {contactSection.contactDetailsHeading}
          </DetailsHeading>
          <div className={classes.offices}>
            <OfficeAddress office={site.australiaOffice}>
              <ContactLink href={site.whatsApp.href} icon={IconBrandWhatsapp} opensNewTab>
                {contactSection.whatsAppLabel} {site.whatsApp.display}
              </ContactLink>
            </OfficeAddress>
            <OfficeAddress office={site.asiaHub} />
          </div>
          <div className={classes.email}>
            <ContactLink href={emailHref(site.email)} icon={IconMail}>
              {contactSection.emailLabel}: {site.email}
            </ContactLink>
          </div>
        </div>
        <div className={classes.formCard}>
          <p className={classes.promise}>{contactSection.proposalPromise}</p>
          <Suspense fallback={null}>
            <ContactForm page={page} />
          </Suspense>
        </div>
      </Container>
    </section>
  );
}
