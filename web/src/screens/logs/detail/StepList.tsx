import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { groupLoopIterations } from '../shared/stepGroups';
import type { RunFlow } from '../shared/useRunFlow';
import { StepCard, type RunStepView } from './StepCard';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  loop: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground2 },
  iteration: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalL },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The run's steps in order; each loop's iterations are grouped under one frame. */
export function StepList({ steps, flow }: { steps: readonly RunStepView[]; flow: RunFlow }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  if (steps.length === 0) return <Text className={styles.empty}>{t('detail.noSteps')}</Text>;
  return (
    <div className={styles.list}>
      {groupLoopIterations(steps).map((block, i) =>
        block.kind === 'step' ? (
          <StepCard key={block.step.id} step={block.step} flow={flow} />
        ) : (
          <Card key={`loop-${i}`} className={styles.loop} role="group" aria-label={t('detail.loopGroup', { count: block.iterations.length })}>
            <Text weight="semibold">{t('detail.loopGroup', { count: block.iterations.length })}</Text>
            {block.iterations.map((iteration) => (
              <div key={iteration.index} className={styles.iteration}>
                <Text>{t('detail.loop', { index: iteration.index + 1 })}</Text>
                {iteration.steps.map((step) => (
                  <StepCard key={step.id} step={step} flow={flow} />
                ))}
              </div>
            ))}
          </Card>
        ),
      )}
    </div>
  );
}
