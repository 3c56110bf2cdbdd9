import { isCrmFilterActive, type CrmFilter } from '@app/domain';
import { formatCount } from '../admin-format.ts';
import { ExportCsvButton, type CsvExport } from '../export/ExportCsvButton.tsx';
import classes from './submissions.module.css';

/** What a list counts, in the singular and the plural. */
type CountedNoun = { readonly one: string; readonly many: string };

/** '1,234 contact submissions', or '12 matching contact submissions' under a search or filter. */
function submissionCountText(count: number, noun: CountedNoun, filtered: boolean): string {
  const words = count === 1 ? noun.one : noun.many;
  return `${formatCount(count)} ${filtered ? `matching ${words}` : words}`;
}

type SubmissionsToolbarProps = {
  /** Undefined until the server has counted. */
  readonly count: number | undefined;
  readonly noun: CountedNoun;
  readonly filter: CrmFilter;
  readonly exportKind: CsvExport;
};

/** Above a submissions list: how many match in all (not only the pages loaded), and the export. */
export function SubmissionsToolbar({ count, noun, filter, exportKind }: SubmissionsToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <p className={classes.count} role="status">
        {count === undefined ? '' : submissionCountText(count, noun, isCrmFilterActive(filter))}
      </p>
      <ExportCsvButton kind={exportKind} filter={filter} />
    </div>
  );
}
