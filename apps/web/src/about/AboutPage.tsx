import { IconMapPin } from '@tabler/icons-react';
import { aboutPage, type Leader } from '../content/about.ts';
import { BenefitCardGrid } from '../components/BenefitCardGrid/BenefitCardGrid.tsx';
import { CallToActionBand } from '../components/CallToActionBand/CallToActionBand.tsx';
import { CtaLinkButton } from '../components/LinkButtons/CtaLinkButton.tsx';
import { PageHero } from '../components/PageHero/PageHero.tsx';
import { SectionHeader } from '../components/SectionHeader/SectionHeader.tsx';
import { LogoMark } from '../components/LogoMark/LogoMark.tsx';
import { PageSection } from '../components/PageSection/PageSection.tsx';
import classes from './AboutPage.module.css';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .filter((_initial, index, initials) => index === 0 || index === initials.length - 1)
    .join('');
}

function LeaderCard({ leader }: { readonly leader: Leader }) {
  return (
    <article className={classes.leader}>
      <div className={classes.leaderHeader}>
        <span className={classes.initials} aria-hidden="true">
          {initialsOf(leader.name)}
        </span>
        <div>
          <h3>{leader.name}</h3>
          <p className={classes.role}>{leader.role}</p>
          <p className={classes.location}>
            <IconMapPin size={16} aria-hidden="true" />
            {leader.location}
          </p>
        </div>
      </div>
      <p className={classes.bio}>{leader.bio}</p>
      <ul className={classes.expertise} aria-label={`${leader.name}: areas of expertise`}>
        {leader.expertise.map((area) => (
          <li key={area}>{area}</li>
        ))}
      </ul>
    </article>
  );
}

export function AboutPage() {
  const { hero, story, values, leadership, whyVietnam, closingCta } = aboutPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} />
      <PageSection labelledBy="story-heading">
        <div className={classes.story}>
          <div>
            <h2 id="story-heading">{story.heading}</h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className={classes.storyText}>
                {paragraph}
              </p>
            ))}
          </div>
          <div className={classes.storyMark} aria-hidden="true">
            <LogoMark size={200} />
          </div>
        </div>
      </PageSection>
      <PageSection labelledBy="values-heading" tone="tinted">
        <SectionHeader
          headingId="values-heading"
          title={values.heading}
          description={values.intro}
        />
        <BenefitCardGrid items={values.items} />
      </PageSection>
      <PageSection labelledBy="leadership-heading">
        <SectionHeader
          headingId="leadership-heading"
          title={leadership.heading}
          description={leadership.intro}
        />
        <div className={classes.leaders}>
          {leadership.leaders.map((leader) => (
            <LeaderCard key={leader.name} leader={leader} />
          ))}
        </div>
      </PageSection>
      <PageSection labelledBy="vietnam-heading" tone="dark">
        <header className={classes.vietnamHeader}>
          <h2 id="vietnam-heading" className={classes.vietnamHeading}>
            {whyVietnam.heading}
          </h2>
          <p className={classes.vietnamIntro}>{whyVietnam.intro}</p>
        </header>
        <dl className={classes.vietnamStats}>
          {whyVietnam.stats.map((stat) => (
            <div key={stat.label} className={classes.vietnamStat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statValue}>{stat.value}</dd>
              <dd className={classes.statDescription}>{stat.description}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <CallToActionBand
        headingId="closing-heading"
        heading={closingCta.heading}
        text={closingCta.text}
      >
        <CtaLinkButton button={closingCta.button} size="lg" variant="white" mt="xl" />
      </CallToActionBand>
    </>
  );
}
