import { Container } from '@mantine/core';
import { statisticFigure, statistics } from '../../content/home.ts';
import classes from './StatisticsBand.module.css';
import { useCountUpOnView } from './use-count-up-on-view.ts';

const targets = statistics.map((statistic) => statistic.countTo);

/**
 * Each figure is written twice. The final figure is what a screen reader, a search engine and a
 * visitor without JavaScript get: the real claim, read once, not a number racing up. Where the
 * page runs scripts, the final figure is only hidden from sight and the count shows in its place,
 * from 0 in the prerendered page on, so nothing shows a final figure that later drops to 0.
 */
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
                <span className={classes.finalFigure}>{statistic.number}</span>
                <span aria-hidden className={classes.count} data-testid="statistic-count">
                  {statisticFigure(statistic, values[index] ?? 0)}
                </span>
              </dd>
              <dd className={classes.description}>{statistic.description}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
