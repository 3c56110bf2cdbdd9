import { Container } from '@mantine/core';
import { closingCallToAction } from '../../content/home.ts';
import { SectionButton } from '../../navigation/SectionButton.tsx';
import classes from './ClosingCallToAction.module.css';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-heading" className={classes.band}>
      <Container size="md" className={classes.content}>
        <h2 id="closing-heading" className={classes.heading}>
          {closingCallToAction.heading}
        </h2>
        <p className={classes.text}>{closingCallToAction.text}</p>
        <SectionButton button={closingCallToAction.button} size="lg" variant="white" mt="xl" />
        <p className={classes.reassurance}>{closingCallToAction.reassurance}</p>
      </Container>
    </section>
  );
}
