import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { CHART_HEIGHT } from './chartSize';
import type { FigureSet } from './figureSet';

const useStyles = makeStyles({
  // a month of hours is 720 rows: the table scrolls inside the chart's place instead of stretching the page
  scroll: { maxHeight: `${CHART_HEIGHT}px`, overflowY: 'auto' },
  figure: { fontVariantNumeric: 'tabular-nums' },
  head: { position: 'sticky', top: 0, backgroundColor: tokens.colorNeutralBackground1 },
});

/** A chart's figures as a table: a row per bucket, a column per series, written as the chart writes them. */
export function FigureTable({ set, timeHeading }: { set: FigureSet; timeHeading: string }) {
  const styles = useStyles();
  return (
    // focusable, so a keyboard can scroll it (axe: scrollable-region-focusable); the table inside carries the name
    <div className={styles.scroll} tabIndex={0}>
      <Table size="small" aria-label={set.title}>
        <TableHeader className={styles.head}>
          <TableRow>
            <TableHeaderCell>{timeHeading}</TableHeaderCell>
            {set.columns.map((column) => (
              <TableHeaderCell key={column.key}>{column.name}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {set.rows.map((row) => (
            <TableRow key={row.time}>
              <TableCell>{row.time}</TableCell>
              {row.values.map((value, index) => (
                <TableCell key={set.columns[index]!.key} className={styles.figure}>
                  {set.format(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
