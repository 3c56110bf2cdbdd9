import { pricingButtonTarget, pricingPackages, pricingSection } from '../../content/home.ts';
import { SectionButton } from '../../navigation/SectionButton.tsx';
import { CheckList, CheckListItem } from '../../components/CheckList/CheckList.tsx';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import classes from './PricingSection.module.css';

export function PricingSection() {
  return (
    <PageSection id={pricingSection.id} labelledBy="pricing-heading" tone="tinted">
      <SectionHeader
        headingId="pricing-heading"
        title={pricingSection.title}
        description={pricingSection.description}
      />
      <div className={classes.packages}>
        {pricingPackages.map((pricingPackage) => (
          <article
            key={pricingPackage.name}
            className={
              pricingPackage.popular ? `${classes.package} ${classes.popular}` : classes.package
            }
          >
            {pricingPackage.popular ? (
              <p className={classes.popularBadge}>{pricingSection.popularBadge}</p>
            ) : null}
            <h3>{pricingPackage.name}</h3>
            <p className={classes.description}>{pricingPackage.description}</p>
            <div className={classes.features}>
              <CheckList>
                {pricingPackage.features.map((feature) => (
                  <CheckListItem key={feature}>{feature}</CheckListItem>
                ))}
              </CheckList>
            </div>
            <SectionButton
              button={{ label: pricingPackage.buttonText, targetSectionId: pricingButtonTarget }}
              variant={pricingPackage.buttonVariant}
              size="md"
              fullWidth
              className={classes.button}
            />
          </article>
        ))}
      </div>
    </PageSection>
  );
}
