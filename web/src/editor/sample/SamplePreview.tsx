import {
  makeStyles,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../util/formatDateTime';
import { flattenSample, sampleTable, type SamplePreviewType } from './sampleShapes';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  scroll: {
    maxHeight: '280px',
    overflow: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  json: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  },
  time: { color: tokens.colorNeutralForeground3 },
  key: { fontFamily: tokens.fontFamilyMonospace },
  // a nested object's JSON or a long id has no spaces: it wraps inside its column instead of running over the next
  cell: { overflowWrap: 'anywhere' },
});

interface SamplePreviewProps {
  data: unknown;
  /** When the sample was fetched (spec §3 JJYDataTime). */
  fetchedAt?: string;
  type: SamplePreviewType;
  onTypeChange(type: SamplePreviewType): void;
  label: string;
}

/** A sample as a table, JSON or flattened keys (spec §3 samplePreviewType); long ids stay exact strings. */
export function SamplePreview({ data, fetchedAt, type, onTypeChange, label }: SamplePreviewProps) {
  const { t, i18n } = useTranslation('editor');
  const styles = useStyles();
  const table = type === 'table' ? sampleTable(data) : undefined;
  return (
    <div className={styles.root} role="region" aria-label={label}>
      <TabList size="small" selectedValue={type} onTabSelect={(_, d) => onTypeChange(d.value as SamplePreviewType)}>
        <Tab value="table">{t('sample.table')}</Tab>
        <Tab value="json">{t('sample.json')}</Tab>
        <Tab value="keys">{t('sample.keys')}</Tab>
      </TabList>
      {fetchedAt && (
        <Text size={200} className={styles.time}>
          {t('sample.fetchedAt', { time: formatDateTime(fetchedAt, i18n.language) })}
        </Text>
      )}
      {/* it scrolls: keyboard users must be able to reach and scroll it (axe scrollable-region-focusable) */}
      <div className={styles.scroll} tabIndex={0}>
        {type === 'json' && <pre className={styles.json}>{JSON.stringify(data, null, 2)}</pre>}
        {type === 'keys' && (
          <Table size="extra-small" aria-label={t('sample.keys')}>
            <TableBody>
              {flattenSample(data).map((row) => (
                <TableRow key={row.key}>
                  <TableCell className={styles.key}>{row.key}</TableCell>
                  <TableCell className={styles.cell}>{row.value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {table &&
          (table.columns.length === 0 ? (
            <pre className={styles.json}>{JSON.stringify(data)}</pre>
          ) : (
            <Table size="extra-small" aria-label={t('sample.table')}>
              <TableHeader>
                <TableRow>
                  {table.columns.map((c) => (
                    <TableHeaderCell key={c}>{c}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.rows.map((row, i) => (
                  <TableRow key={i}>
                    {row.map((cell, j) => (
                      <TableCell key={j} className={styles.cell}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ))}
      </div>
    </div>
  );
}
