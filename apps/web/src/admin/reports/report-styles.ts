import segmentedControlStyles from '@mantine/core/styles/SegmentedControl.css?url';
import tableStyles from '@mantine/core/styles/Table.css?url';
import listStyles from '@mantine/core/styles/List.css?url';
import chartStyles from '@mantine/charts/styles.css?url';

/**
 * The stylesheets of the charts and of the components only the Reports tab uses, linked when the
 * tab first opens. Imported as plain CSS they would join the site's one stylesheet (the build
 * does not split CSS), which every public page carries inline.
 */
const reportStylesheets = [segmentedControlStyles, tableStyles, listStyles, chartStyles];

/**
 * Links them ahead of the site's stylesheet, as Mantine's own styles come before the site's: the
 * tab's CSS modules then win over them where both set a property.
 */
export function linkReportStyles(document: Document): void {
  const siteStyles = document.head.querySelector('style, link[rel="stylesheet"]');
  for (const href of reportStylesheets) {
    if (document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`) !== null) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.insertBefore(link, siteStyles);
  }
}
