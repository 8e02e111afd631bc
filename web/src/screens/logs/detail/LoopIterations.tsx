import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Pagination } from '../../pipelines/list/Pagination';
import { StepStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';
import { useStepTitle } from '../shared/useStepTitle';
import { LoopIterationsQuery } from './documents';
import type { RunStepView } from './StepPanel';
import { FetchFailed } from '../../../components/FetchFailed';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  iteration: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, paddingLeft: tokens.spacingHorizontalL },
  step: {
    border: 'none',
    background: 'none',
    padding: `${tokens.spacingVerticalXXS} 0`,
    color: tokens.colorBrandForegroundLink,
    cursor: 'pointer',
    textAlign: 'start',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    ':hover': { textDecorationLine: 'underline' },
  },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

interface LoopIterationsProps {
  logId: string;
  /** The steps inside the loop, in order; the first runs once per iteration and pages them. */
  members: readonly string[];
  steps: readonly RunStepView[];
  selectedId: string | undefined;
  onSelect(stepId: string): void;
}

/**
 * A loop's iterations, 15 a page (loopIterations over the loop's first inner step), each with the steps it ran;
 * a step opens in the step panel. The counts come from loopIterationCount.
 */
export function LoopIterations({ logId, members, steps, selectedId, onSelect }: LoopIterationsProps) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const duration = useFormatDuration();
  const stepTitle = useStepTitle();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const first = members[0] ?? '';
  const [result, refetch] = useQuery({
    query: LoopIterationsQuery,
    variables: { logId, stepUuid: first, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    pause: first === '',
  });
  const iterations = result.data?.loopIterations;
  const counts = result.data?.loopIterationCount;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h3" weight="semibold" id={headingId}>
        {t('loop.heading')}
      </Text>
      {first === '' ? (
        <Text>{t('loop.none')}</Text>
      ) : result.error && !iterations ? (
        <FetchFailed refetch={refetch} />
      ) : !iterations || !counts ? (
        <Text>{t('messages.loading')}</Text>
      ) : (
        <>
          <Text>{t('loop.counts', { count: counts.count, success: counts.success, failed: counts.failed })}</Text>
          <ol className={styles.list}>
            {iterations.items.map((item) => {
              const ran = steps.filter((s) => s.loopIndex === item.loopIndex && members.includes(s.stepUuid));
              return (
                <li key={item.id} className={styles.iteration}>
                  <div className={styles.head}>
                    <Text as="h4" weight="semibold">
                      {t('detail.loop', { index: (item.loopIndex ?? 0) + 1 })}
                    </Text>
                    <StepStatusBadge status={ran.some((s) => s.status === 'failed') ? 'failed' : item.status} />
                  </div>
                  <ul className={styles.steps}>
                    {ran.map((step) => (
                      <li key={step.id}>
                        <button
                          type="button"
                          className={mergeClasses(styles.step, step.id === selectedId && styles.current)}
                          aria-current={step.id === selectedId ? 'step' : undefined}
                          onClick={() => onSelect(step.id)}
                        >
                          {t('loop.step', {
                            step: t('detail.stepHeading', { number: step.stepNumber, title: stepTitle(step.appId, step.title) }),
                            status: t(`stepStatus.${step.status}`),
                            duration: duration(step.durationMs),
                          })}
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
          {iterations.total > PAGE_SIZE && <Pagination page={page} total={iterations.total} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
