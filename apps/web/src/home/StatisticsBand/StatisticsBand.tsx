import { Container } from '@mantine/core';
import { statistics } from '../../content/home.ts';
import classes from './StatisticsBand.module.css';
import { useCountUpOnView } from './use-count-up-on-view.ts';

const targets = statistics.map((statistic) => statistic.countTo);

export function StatisticsBand() {
  const { ref, values } = useCountUpOnView<HTMLDListElement>(targets);
  return (
    <section aria-label="Key figures" className={classes.band}>
      <Container size="lg">
        <dl ref={ref} className={classes.grid}>
          {statistics.map((statistic, index) => (
            <div key={statistic.label} className={classes.card}>
              <dt className={classes.label}>{statistic.label}</dt>
              <dd className={classes.figure} data-testid="statistic-figure">
                {values[index]}
                {statistic.suffix}
              </dd>
              <dd className={classes.description}>{statistic.description}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
