import { makeStyles, mergeClasses, Spinner, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '../../../theme';
import { toChartOption } from './chartOption';
import { CHART_HEIGHT } from './chartSize';
import type { FigureSet } from './figureSet';
import { FigureTable } from './FigureTable';

// echarts is its own chunk, loaded when the first chart shows (TOOLCHAIN: split what one screen needs)
const EChart = lazy(() => import('./EChart'));

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  wide: { gridColumn: '1 / -1' },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  placeholder: { height: `${CHART_HEIGHT}px`, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Animations only for readers who have not asked the system for less motion. */
function motionAllowed(): boolean {
  return typeof matchMedia !== 'function' || !matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A chart with its visible title and a 数据表 toggle that shows the same figures as a table instead; `wide` takes
 * the whole row of the grid it is in.
 */
export function ChartPanel({ set, wide = false }: { set: FigureSet; wide?: boolean }) {
  const { t, i18n } = useTranslation('logStats');
  const styles = useStyles();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const option = useMemo(() => toChartOption(set, theme.fontFamilyBase, motionAllowed()), [set]);
  return (
    <section className={mergeClasses(styles.root, wide && styles.wide)} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <Text as="h2" id={titleId} size={400} weight="semibold" className={styles.title}>
          {set.title}
        </Text>
        <ToggleButton size="small" icon={<TableRegular />} checked={asTable} onClick={() => setAsTable(!asTable)}>
          {t('charts.dataTable')}
        </ToggleButton>
      </div>
      {asTable ? (
        <FigureTable set={set} timeHeading={t('charts.time')} />
      ) : (
        <Suspense fallback={<Spinner className={styles.placeholder} label={t('charts.loading')} />}>
          <EChart option={option} label={t('charts.chartLabel', { title: set.title })} language={i18n.language} />
        </Suspense>
      )}
    </section>
  );
}
