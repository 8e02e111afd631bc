import { findBuiltinApp } from '@huiliu/core';
import { Badge, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunDetailQuery } from '../../../gql/graphql';
import { JsonView } from '../shared/JsonView';
import { StepStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';
import type { RunFlow } from '../shared/useRunFlow';
import { useStepTitle } from '../shared/useStepTitle';
import { StepInput } from './StepInput';

export type RunStepView = NonNullable<RunDetailQuery['run']>['steps'][number];

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1, wordBreak: 'break-all' },
  data: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalM },
});

/**
 * One recorded step: number, title, app, status, duration, attempts, branch, error, input and output.
 * A builtin app's name is the UI language's (core BUILTIN_APPS i18nKey); so is an untyped title (useStepTitle).
 */
export function StepCard({ step, flow }: { step: RunStepView; flow: RunFlow }) {
  const { t, i18n } = useTranslation('logs');
  const { t: tShared } = useTranslation();
  const styles = useStyles();
  const duration = useFormatDuration();
  const stepTitle = useStepTitle();
  const builtin = findBuiltinApp(step.appId);
  const appName = builtin ? tShared(builtin.i18nKey) : step.appName || step.appId;
  const chosen = builtin?.i18nKey === 'apps.switch' ? chosenBranches(step, flow, i18n.language) : undefined;
  const heading = t('detail.stepHeading', { number: step.stepNumber, title: stepTitle(step.appId, step.title) });
  return (
    <Card role="article" aria-label={heading}>
      <div className={styles.head}>
        <Text as="h3" weight="semibold">
          {heading}
        </Text>
        <StepStatusBadge status={step.status} />
        {step.branch && (
          <Badge appearance="outline" color="informative">
            {t('detail.branch', { branch: flow.branchName(step.switchUuid, step.branch) })}
          </Badge>
        )}
      </div>
      <div className={styles.facts}>
        <Text>{t('detail.fact', { label: t('detail.appName'), value: appName })}</Text>
        <Text>{t('detail.fact', { label: t('detail.duration'), value: duration(step.durationMs) })}</Text>
        <Text>{t('detail.fact', { label: t('detail.attempts'), value: step.attempts })}</Text>
      </div>
      {chosen && <Text>{t('detail.fact', { label: t('detail.chosenBranches'), value: chosen })}</Text>}
      {step.error && <Text className={styles.error}>{t('detail.fact', { label: t('detail.error'), value: step.error })}</Text>}
      <div className={styles.data}>
        <StepInput stepUuid={step.stepUuid} appId={step.appId} input={step.input} flow={flow} />
        <JsonView label={t('detail.output')} value={step.output} />
      </div>
    </Card>
  );
}

/** The branches a switch step took, by name: its output records their keys (`{ branches: [segKey…] }`). */
function chosenBranches(step: RunStepView, flow: RunFlow, language: string): string | undefined {
  const keys = (step.output as { branches?: unknown } | null)?.branches;
  if (!Array.isArray(keys) || keys.length === 0) return undefined;
  const names = keys.map((key) => flow.branchName(step.stepUuid, String(key)));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}
