import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { removeStep, type AppStep } from '@huiliu/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { pick } from '../../../screens/apps/shared/appText';
import { stepsFromContent } from '../../store/typedSteps';
import { useEditorStore } from '../../store/useEditorStore';
import { FlowSuggestionsQuery } from './documents';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { justifyContent: 'flex-start', textAlign: 'left', height: 'auto', padding: tokens.spacingHorizontalS },
  reason: { color: tokens.colorNeutralForeground2, display: 'block' },
});

/** Whether to offer next steps: an action step that has no app yet (a step just added with '+'). */
export function canSuggestSteps(step: AppStep): boolean {
  return step.action_type === '2' && step.app_id === '';
}

/**
 * 推荐的下一步 (issue 12 "AI", get_flow_suggestion): what people add after the steps before this one, each chosen in
 * one click through the entrance's own `choose`. Asked again only when the pipeline changes.
 */
export function SuggestedSteps({ step, choose }: { step: AppStep; choose: (appId: string, actionId: string) => void }) {
  const { t, i18n } = useTranslation('ai');
  const styles = useStyles();
  const english = i18n.language === 'en';
  const content = useEditorStore((s) => s.content);
  // the pipeline as it stands without this empty step decides the suggestion (unsaved edits included)
  const others = useMemo(() => stepsFromContent(removeStep(content, step.uuid)), [content, step.uuid]);
  const [result] = useQuery({ query: FlowSuggestionsQuery, variables: { steps: others, lang: english ? 'EN' : 'ZH_CN' } });
  const items = result.data?.flowSuggestions.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className={styles.root}>
      <Text as="h3" size={200} weight="semibold">
        {t('nextSteps.title')}
      </Text>
      <div className={styles.list} role="group" aria-label={t('nextSteps.title')}>
        {items.map((item) => (
          <Button
            key={`${item.appId}:${item.actionId}`}
            className={styles.item}
            appearance="outline"
            onClick={() => choose(item.appId, item.actionId)}
          >
            <span>
              {pick(english, item.appName, item.appNameEn)} · {pick(english, item.actionName, item.actionNameEn)}
              <Text size={200} className={styles.reason}>
                {item.reason}
              </Text>
            </span>
          </Button>
        ))}
      </div>
    </div>
  );
}
