import { Badge, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { findBuiltinApp } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import type { RunDetailQuery } from '../../../gql/graphql';
import { JsonView } from '../shared/JsonView';
import { StepStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';

export type RunStepView = NonNullable<RunDetailQuery['run']>['steps'][number];

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1, wordBreak: 'break-all' },
  data: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalM },
});

/** One recorded step: number, title, app, status, duration, attempts, branch, error, input and output. */
export function StepCard({ step }: { step: RunStepView }) {
  const { t } = useTranslation('logs');
  const { t: tShared } = useTranslation();
  // a built-in app is named in the reader's language; the log keeps its zh-CN name (issue 10 item 9)
  const builtinApp = findBuiltinApp(step.appId);
  const styles = useStyles();
  const duration = useFormatDuration();
  const heading = t('detail.stepHeading', { number: step.stepNumber, title: step.title });
  return (
    <Card role="article" aria-label={heading}>
      <div className={styles.head}>
        <Text as="h3" weight="semibold">
          {heading}
        </Text>
        <StepStatusBadge status={step.status} />
        {step.branch && (
          <Badge appearance="outline" color="informative">
            {t('detail.branch', { branch: step.branch })}
          </Badge>
        )}
      </div>
      <div className={styles.facts}>
        <Text>
          {t('detail.appName')}：{builtinApp ? tShared(builtinApp.i18nKey) : step.appName || step.appId}
        </Text>
        <Text>
          {t('detail.duration')}：{duration(step.durationMs)}
        </Text>
        <Text>
          {t('detail.attempts')}：{step.attempts}
        </Text>
      </div>
      {step.error && (
        <Text className={styles.error}>
          {t('detail.error')}：{step.error}
        </Text>
      )}
      <div className={styles.data}>
        <JsonView label={t('detail.input')} value={step.input} />
        <JsonView label={t('detail.output')} value={step.output} />
      </div>
    </Card>
  );
}
