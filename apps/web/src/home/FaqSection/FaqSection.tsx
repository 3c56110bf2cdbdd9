import { IconChevronDown } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { faqItems, faqSection } from '../../content/home.ts';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import classes from './FaqSection.module.css';

/**
 * Browsers that do not support exclusive `<details name>` groups still keep at most one answer
 * open: opening one closes the others.
 */
function closeOtherAnswers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const details of opened.parentElement?.querySelectorAll('details[open]') ?? []) {
    if (details !== opened && details instanceof HTMLDetailsElement) details.open = false;
  }
}

/** Native disclosure widgets: keyboard-usable, and every answer is readable without JavaScript. */
export function FaqSection() {
  return (
    <PageSection id={faqSection.id} labelledBy="faq-heading">
      <SectionHeader
        headingId="faq-heading"
        title={faqSection.title}
        description={faqSection.description}
      />
      <div className={classes.list}>
        {faqItems.map((item) => (
          <details
            key={item.question}
            name="faq"
            className={classes.item}
            onToggle={closeOtherAnswers}
          >
            <summary className={classes.question}>
              <span>{item.question}</span>
              <IconChevronDown size={20} aria-hidden="true" className={classes.chevron} />
            </summary>
            <p className={classes.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
