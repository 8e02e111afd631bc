import { findBuiltinApp } from '@huiliu/core';
import { Badge, Card, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunDetailQuery } from '../../../gql/graphql';
import { runErrorText } from '../../../errors/runErrorText';
import { formatDateTime } from '../../../util/formatDateTime';
import { CopyButton } from '../../templates/shared/CopyButton';
import { StepStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';
import type { RunFlow } from '../shared/useRunFlow';
import { useStepTitle } from '../shared/useStepTitle';
import { LoopIterations } from './LoopIterations';
import { StepData } from './StepData';
import { StepInput } from './StepInput';

export type RunStepView = NonNullable<RunDetailQuery['run']>['steps'][number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
  },
  error: { wordBreak: 'break-all', whiteSpace: 'pre-wrap' },
});

interface StepPanelProps {
  step: RunStepView;
  flow: RunFlow;
  /** Every recorded step of the run: a loop lists its iterations' steps from them. */
  steps: readonly RunStepView[];
  logId: string;
  onSelect(stepId: string): void;
}

/**
 * The chosen step: number and title, status, app, start, duration, attempts, branch or iteration, its error first
 * when it failed, the branches a switch took, a loop's iterations, then input and output (表格 / JSON) with 复制输出.
 * A builtin app's name is the UI language's (core BUILTIN_APPS i18nKey); so is an untyped title (useStepTitle).
 */
export function StepPanel({ step, flow, steps, logId, onSelect }: StepPanelProps) {
  const { t, i18n } = useTranslation('logs');
  const { t: tShared } = useTranslation();
  const styles = useStyles();
  const duration = useFormatDuration();
  const stepTitle = useStepTitle();
  const builtin = findBuiltinApp(step.appId);
  const appName = builtin ? tShared(builtin.i18nKey) : step.appName || step.appId;
  const chosen = builtin?.i18nKey === 'apps.switch' ? chosenBranches(step, flow, i18n.language) : undefined;
  const heading = t('detail.stepHeading', { number: step.stepNumber, title: stepTitle(step.appId, step.title) });
  const fact = (label: string, value: string | number) => <Text>{t('detail.fact', { label, value })}</Text>;
  return (
    <Card className={styles.root} role="article" aria-label={heading}>
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          {heading}
        </Text>
        <StepStatusBadge status={step.status} />
        {step.branch && (
          <Badge appearance="outline" color="informative">
            {t('detail.branch', { branch: flow.branchName(step.switchUuid, step.branch) })}
          </Badge>
        )}
        {step.loopIndex != null && (
          <Badge appearance="outline" color="informative">
            {t('detail.loop', { index: step.loopIndex + 1 })}
          </Badge>
        )}
      </div>
      <div className={styles.facts}>
        {fact(t('detail.appName'), appName)}
        {step.startedAt && fact(t('detail.startedAt'), formatDateTime(step.startedAt, i18n.language, { seconds: true }))}
        {fact(t('detail.duration'), duration(step.durationMs))}
        {fact(t('detail.attempts'), step.attempts)}
      </div>
      {step.error && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('detail.error')}</MessageBarTitle>
            <span className={styles.error}>{runErrorText(step.error, i18n)}</span>
          </MessageBarBody>
        </MessageBar>
      )}
      {chosen && fact(t('detail.chosenBranches'), chosen)}
      {builtin?.i18nKey === 'apps.loop' && step.loopIndex == null && (
        <LoopIterations logId={logId} members={loopMembersOf(step, flow, steps)} steps={steps} selectedId={step.id} onSelect={onSelect} />
      )}
      <StepInput stepUuid={step.stepUuid} appId={step.appId} input={step.input} flow={flow} />
      <StepData
        label={t('detail.output')}
        data={step.output}
        action={
          // indented JSON, long ids digit for digit
          <CopyButton
            size="small"
            text={JSON.stringify(step.output ?? null, null, 2)}
            label={t('detail.copyOutput')}
            done={t('detail.outputCopied')}
          />
        }
      />
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

/**
 * The steps inside a loop: from the run's content (core's loop rule); when that cannot be read, the steps recorded
 * with an iteration right after the loop step.
 */
function loopMembersOf(loop: RunStepView, flow: RunFlow, steps: readonly RunStepView[]): readonly string[] {
  const fromContent = flow.loopMembers(loop.stepUuid);
  if (fromContent.length > 0) return fromContent;
  const members: string[] = [];
  for (const step of steps.slice(steps.findIndex((s) => s.id === loop.id) + 1)) {
    if (step.loopIndex == null) break;
    if (!members.includes(step.stepUuid)) members.push(step.stepUuid);
  }
  return members;
}
