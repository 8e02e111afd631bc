import { findBuiltinApp } from '@huiliu/core';
import { makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonView } from '../shared/JsonView';
import type { RunFlow } from '../shared/useRunFlow';
import { ConditionList } from './ConditionList';
import { StepData } from './StepData';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  branch: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

interface StepInputProps {
  stepUuid: string;
  appId: string;
  input: unknown;
  flow: RunFlow;
}

/**
 * A step's input. A filter's conditions and a switch's branches read as sentences from the run's
 * content, with the recorded JSON one switch away for those who want it; other steps show it as a table or JSON.
 */
export function StepInput({ stepUuid, appId, input, flow }: StepInputProps) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const [raw, setRaw] = useState(false);
  const headingId = useId();
  const kind = findBuiltinApp(appId)?.i18nKey;
  const stored = flow.stepOf(stepUuid);
  if (!stored || (kind !== 'apps.filter' && kind !== 'apps.switch')) return <StepData label={t('detail.input')} data={input} />;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text weight="semibold" id={headingId}>
        {t('detail.input')}
      </Text>
      {raw ? (
        <JsonView label={t('detail.rawInput')} value={input} />
      ) : kind === 'apps.filter' ? (
        <ConditionList groups={stored.conditions ?? []} label={t('detail.conditions')} />
      ) : (
        stored.segments.map((seg) => {
          const name = flow.branchName(stored.uuid, seg.segKey);
          return (
            <div key={seg.segKey} className={styles.branch}>
              <Text weight="semibold">{t('detail.branch', { branch: name })}</Text>
              {seg.isFallback ? (
                <Text>{t('detail.fallbackBranch')}</Text>
              ) : (
                <ConditionList groups={seg.conditions ?? []} label={t('detail.branchConditions', { branch: name })} />
              )}
            </div>
          );
        })
      )}
      <Switch checked={raw} onChange={(_, d) => setRaw(d.checked)} label={t('detail.showRaw')} />
    </section>
  );
}
