import type { ProcessStep } from '../../content/home.ts';
import stepClasses from '../../home/ProcessSection/ProcessSection.module.css';

type ProcessStepListProps = {
  readonly steps: readonly ProcessStep[];
};

/** The home page's numbered process steps for any process; place it on a tinted section. */
export function ProcessStepList({ steps }: ProcessStepListProps) {
  return (
    <ol className={stepClasses.steps}>
      {steps.map((step) => (
        <li key={step.step} className={stepClasses.step}>
          <span className={stepClasses.number} aria-hidden="true">
            {step.step}
          </span>
          <h3 className={stepClasses.title}>{step.title}</h3>
          <p className={stepClasses.duration}>{step.duration}</p>
          <p className={stepClasses.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
