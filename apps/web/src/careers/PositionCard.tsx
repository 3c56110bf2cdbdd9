import { IconBriefcase, IconCoin, IconMapPin } from '@tabler/icons-react';
import { careersPage, type OpenPosition } from '../content/careers.ts';
import { InPageButton } from '../components/LinkButtons/InPageButton.tsx';
import classes from './CareersPage.module.css';

type PositionCardProps = {
  readonly position: OpenPosition;
  readonly onApply: (title: OpenPosition['title']) => void;
};

export function PositionCard({ position, onApply }: PositionCardProps) {
  const titleId = `position-${position.id}`;
  return (
    <article aria-labelledby={titleId} className={classes.position}>
      <p className={classes.labels}>
        <span className={classes.department}>{position.department}</span>
        <span className={classes.employmentType}>{position.type}</span>
      </p>
      <h3 id={titleId} className={classes.positionTitle}>
        {position.title}
      </h3>
      <dl className={classes.facts}>
        <div>
          <dt>
            <IconMapPin size={18} aria-hidden="true" />
            Location
          </dt>
          <dd>{position.location}</dd>
        </div>
        <div>
          <dt>
            <IconBriefcase size={18} aria-hidden="true" />
            Experience
          </dt>
          <dd>{position.experience}</dd>
        </div>
        <div>
          <dt>
            <IconCoin size={18} aria-hidden="true" />
            Compensation
          </dt>
          <dd>{position.compensation}</dd>
        </div>
      </dl>
      <p className={classes.positionDescription}>{position.description}</p>
      <ul className={classes.skills} aria-label={`Skills for ${position.title}`}>
        {position.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
      <InPageButton
        label={careersPage.positions.applyButtonLabel}
        targetId={careersPage.applicationForm.id}
        aria-describedby={titleId}
        className={classes.applyButton}
        onChoose={() => {
          onApply(position.title);
        }}
      />
    </article>
  );
}
