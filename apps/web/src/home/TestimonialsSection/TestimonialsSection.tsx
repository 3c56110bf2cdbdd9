import { testimonials, testimonialsSection } from '../../content/home.ts';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import classes from './TestimonialsSection.module.css';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

export function TestimonialsSection() {
  return (
    <PageSection id={testimonialsSection.id} labelledBy="testimonials-heading" tone="tinted">
      <SectionHeader
        headingId="testimonials-heading"
        title={testimonialsSection.title}
        description={testimonialsSection.description}
      />
      <div className={classes.grid}>
        {testimonials.map((testimonial) => (
          <figure key={testimonial.name} className={classes.card}>
            <div
              className={classes.stars}
              style={{ width: `${testimonial.rating * 1.25}rem` }}
              role="img"
              aria-label={`Rated ${testimonial.rating} out of 5`}
              data-testid="testimonial-rating"
            />
            <blockquote className={classes.quote}>
              <p>{testimonial.content}</p>
            </blockquote>
            <figcaption className={classes.author}>
              <span className={classes.avatar} aria-hidden="true">
                {initialsOf(testimonial.name)}
              </span>
              <span>
                <span className={classes.name}>{testimonial.name}</span>
                <span className={classes.role}>{testimonial.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </PageSection>
  );
}
