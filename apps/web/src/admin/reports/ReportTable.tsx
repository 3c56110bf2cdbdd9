import { Table } from '@mantine/core';
import classes from './ReportsTab.module.css';

export type ReportTableData = {
  readonly columns: readonly string[];
  /** The first cell of each row names it (a stage, a week): it is the row's header. */
  readonly rows: readonly (readonly string[])[];
};

/** A chart's numbers as a table, for screen readers and for reading exact figures. */
export function ReportTable({
  caption,
  table,
}: {
  readonly caption: string;
  readonly table: ReportTableData;
}) {
  return (
    // Focusable: a wide table scrolls sideways on a phone, and a keyboard must be able to scroll it.
    <div className={classes.tableScroll} tabIndex={0} role="group" aria-label={caption}>
      <Table striped withTableBorder className={classes.table}>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map(([name = '', ...cells]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row">{name}</Table.Th>
              {cells.map((cell, index) => (
                <Table.Td key={table.columns[index + 1] ?? index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
