import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../util/formatDateTime';
import { metricValue } from '../shared/modelText';
import type { Version } from './LatestMetrics';

/** Every version, newest first: when, its figure and the baseline's, rows, features, trees, time and size. */
export function VersionTable({ versions }: { versions: readonly Version[] }) {
  const { t, i18n } = useTranslation('datamodel');
  return (
    <Table aria-label={t('versions.label')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('versions.version')}</TableHeaderCell>
          <TableHeaderCell>{t('versions.trainedAt')}</TableHeaderCell>
          <TableHeaderCell>{t('versions.figure')}</TableHeaderCell>
          <TableHeaderCell>{t('versions.baseline')}</TableHeaderCell>
          <TableHeaderCell>{t('versions.rows')}</TableHeaderCell>
          <TableHeaderCell>{t('versions.features')}</TableHeaderCell>
          <TableHeaderCell>{t('versions.took')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {versions.map((v) => (
          <TableRow key={v.tmid}>
            <TableCell>{t('versions.number', { version: v.version })}</TableCell>
            <TableCell>{formatDateTime(v.trainedAt, i18n.language)}</TableCell>
            <TableCell>
              {t('versions.figureValue', { metric: t(`metrics.${v.metric}`), value: metricValue(v.metric, v.value, i18n.language) })}
            </TableCell>
            <TableCell>{metricValue(v.metric, v.baseline, i18n.language)}</TableCell>
            <TableCell>{t('versions.rowsValue', { train: v.trainRows, test: v.testRows })}</TableCell>
            <TableCell>
              {v.features
                .map((f) => (f.encoding === 'ONE_HOT' ? t('versions.oneHot', { name: f.name, columns: f.columns }) : f.name))
                .join(t('versions.separator'))}
            </TableCell>
            <TableCell>
              {t('versions.tookValue', { seconds: (v.durationMs / 1000).toFixed(1), trees: v.trees, kb: Math.ceil(v.modelBytes / 1024) })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
