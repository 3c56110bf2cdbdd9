import { Table } from '@mantine/core';
import { reportCellText, type ReportTable as ReportTableData, reportTableRows } from '@app/domain';
import classes from './ReportsTab.module.css';

/**
 * A chart's numbers as a table, for screen readers and for reading exact figures: the report's
 * table of `reportTables`, which its CSV writes too.
 */
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
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reportTableRows(table, reportCellText).map(([name = '', ...cells]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row">{name}</Table.Th>
              {cells.map((cell, index) => (
                <Table.Td key={table.columns[index + 1]?.header ?? index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
