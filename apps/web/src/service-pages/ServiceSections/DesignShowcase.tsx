import type { DesignSection } from '../../content/services.ts';
import { CheckList, CheckListItem } from '../../components/CheckList/CheckList.tsx';
import classes from './ServiceSections.module.css';

export function DesignShowcase({ section }: { readonly section: DesignSection }) {
  return (
    <div className={classes.design}>
      <div className={classes.designText}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={classes.designPanel}>
        <h3 className={classes.designPanelHeading}>{section.listHeading}</h3>
        <CheckList>
          {section.items.map((item) => (
            <CheckListItem key={item}>{item}</CheckListItem>
          ))}
        </CheckList>
      </div>
    </div>
  );
}
