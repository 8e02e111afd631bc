import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormatDuration } from '../shared/useFormatDuration';
import type { RunFlow } from '../shared/useRunFlow';
import { useStepTitle } from '../shared/useStepTitle';
import type { RunStepView } from './StepPanel';
import { timelineRows } from './timelineRows';

const BAR_COLORS = {
  success: tokens.colorPaletteGreenBackground3,
  failed: tokens.colorPaletteRedBackground3,
  filtered: tokens.colorNeutralStrokeAccessible,
  skipped: tokens.colorNeutralStroke1,
} as const;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    width: '100%',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 5fr) minmax(80px, 4fr) max-content',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    cursor: 'pointer',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  current: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  track: { position: 'relative', height: '8px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground3 },
  bar: { position: 'absolute', top: 0, bottom: 0, borderRadius: tokens.borderRadiusSmall },
  duration: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  // spans, not Badges: a button holds phrasing content only
  chip: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid currentColor`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
  success: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  filtered: { color: tokens.colorNeutralForeground3 },
  skipped: { color: tokens.colorNeutralForeground3 },
});

interface RunTimelineProps {
  steps: readonly RunStepView[];
  run: { startedAt?: string | null; finishedAt?: string | null };
  flow: RunFlow;
  selectedId: string | undefined;
  onSelect(stepId: string): void;
  label: string;
}

/**
 * 时间线: the steps in the order they ran, each a button that opens it in the step panel, with its duration as a bar
 * on the run's span (the bar is drawing only; the duration is in the text). A loop's row counts its iterations.
 */
export function RunTimeline({ steps, run, flow, selectedId, onSelect, label }: RunTimelineProps) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const duration = useFormatDuration();
  const stepTitle = useStepTitle();
  if (steps.length === 0) return <Text>{t('detail.noSteps')}</Text>;
  return (
    <ol className={styles.list} aria-label={label}>
      {timelineRows(steps, run).map(({ step, offset, width, loop }) => {
        const current = step.id === selectedId || (selectedId !== undefined && loop?.stepIds.has(selectedId));
        return (
          <li key={step.id}>
            <button
              type="button"
              className={mergeClasses(styles.row, current && styles.current)}
              aria-current={current ? 'step' : undefined}
              onClick={() => onSelect(step.id)}
            >
              <span className={styles.title}>
                <Text weight="semibold">{t('detail.stepHeading', { number: step.stepNumber, title: stepTitle(step.appId, step.title) })}</Text>
                <span className={mergeClasses(styles.chip, styles[step.status])}>{t(`stepStatus.${step.status}`)}</span>
                {step.branch && <span className={styles.chip}>{t('detail.branch', { branch: flow.branchName(step.switchUuid, step.branch) })}</span>}
                {loop && (
                  <span className={mergeClasses(styles.chip, loop.failedIterations > 0 && styles.failed)}>
                    {loop.failedIterations > 0
                      ? t('timeline.loopFailed', { count: loop.iterations, failed: loop.failedIterations })
                      : t('timeline.loop', { count: loop.iterations })}
                  </span>
                )}
              </span>
              <span className={styles.track} aria-hidden>
                <span className={styles.bar} style={{ left: `${offset}%`, width: `${width}%`, backgroundColor: BAR_COLORS[step.status] }} />
              </span>
              <span className={styles.duration}>{duration(step.durationMs)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
