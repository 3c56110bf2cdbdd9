import { Container, Group } from '@mantine/core';
import { hero } from '../../content/home.ts';
import { SectionButton } from '../../navigation/SectionButton.tsx';
import { CheckList, CheckListItem } from '../../components/CheckList/CheckList.tsx';
import { LogoMark } from '../../components/LogoMark/LogoMark.tsx';
import classes from './HeroSection.module.css';
import { useLogoAnimation } from './use-logo-animation.ts';

export function HeroSection() {
  const logoAnimation = useLogoAnimation();
  return (
    <section aria-labelledby="hero-heading" className={classes.hero}>
      <Container size="lg" className={classes.layout}>
        <div className={classes.copy}>
          <h1 id="hero-heading" className={classes.heading}>
            {hero.heading}
          </h1>
          <p className={classes.subheading}>{hero.subheading}</p>
          <div className={classes.highlights}>
            <CheckList>
              {hero.highlights.map((highlight) => (
                <CheckListItem key={highlight}>{highlight}</CheckListItem>
              ))}
            </CheckList>
          </div>
          <Group gap="sm" className={classes.actions}>
            <SectionButton button={hero.primaryButton} size="lg" />
            <SectionButton button={hero.secondaryButton} size="lg" variant="white" color="navy" />
          </Group>
        </div>
        <button
          type="button"
          className={classes.logoButton}
          aria-label="Play the logo animation"
          onClick={logoAnimation.play}
        >
          <LogoMark key={logoAnimation.playCount} size={220} assembling={logoAnimation.playing} />
        </button>
      </Container>
    </section>
  );
}
