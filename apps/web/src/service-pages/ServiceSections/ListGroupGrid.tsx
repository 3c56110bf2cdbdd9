import type { ListGroup } from '../../content/services.ts';
import { CheckList, CheckListItem } from '../../components/CheckList/CheckList.tsx';
import { IconBadge } from '../../components/IconBadge/IconBadge.tsx';
import classes from './ServiceSections.module.css';

/** A lone group spans the width with its list in two columns; three run in a row; others pair up. */
function layoutClass(groupCount: number): string {
  if (groupCount === 1) return classes.singleGroup ?? '';
  if (groupCount === 3) return classes.threeGroups ?? '';
  return classes.pairedGroups ?? '';
}

export function ListGroupGrid({ groups }: { readonly groups: readonly ListGroup[] }) {
  return (
    <div className={`${classes.listGroups} ${layoutClass(groups.length)}`}>
      {groups.map(({ title, description, icon, color, items }) => (
        <article key={title} className={classes.listCard}>
          <div className={classes.listCardHeader}>
            <IconBadge icon={icon} color={color} size="md" />
            <div>
              <h3>{title}</h3>
              {description === undefined ? null : (
                <p className={classes.listCardDescription}>{description}</p>
              )}
            </div>
          </div>
          <div className={classes.listCardItems}>
            <CheckList>
              {items.map((item) => (
                <CheckListItem key={item}>{item}</CheckListItem>
              ))}
            </CheckList>
          </div>
        </article>
      ))}
    </div>
  );
}
