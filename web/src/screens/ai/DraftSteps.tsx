import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { flattenSteps } from '@huiliu/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeKey } from '../../editor/canvas/outcomeKey';
import { useStepText } from '../../editor/canvas/useStepText';
import { contentFromSteps } from '../../editor/store/typedSteps';
import { placesOf, type Draft } from './draftSteps';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** The draft as a numbered list a person reads before opening it: each step's name, app, place and explanation. */
export function DraftSteps({ draft }: { draft: Draft }) {
  const { t } = useTranslation('ai');
  // what is left to do is worded as the editor's marks word it, so the draft and the editor agree
  const { t: te } = useTranslation('editor');
  const styles = useStyles();
  const text = useStepText();
  const content = useMemo(() => new Map(flattenSteps(contentFromSteps(draft.steps)).map((s) => [s.uuid, s])), [draft.steps]);
  const explanation = new Map(draft.explanations.map((e) => [e.stepUuid, e.text]));
  return (
    <ol className={styles.list}>
      {placesOf(draft.steps).map(({ step, number, depth, branchTitle, inLoop }) => {
        const words = text(content.get(step.uuid)!);
        const problems = draft.problems.filter((p) => p.stepUuid === step.uuid && p.severity === 'error');
        return (
          <li key={step.uuid} className={styles.item} style={{ marginInlineStart: `calc(${depth} * ${tokens.spacingHorizontalXXL})` }}>
            <div className={styles.head}>
              <Text weight="semibold">
                {number}. {words.title}
              </Text>
              <Text size={200} className={styles.muted}>
                {words.appName}
              </Text>
              {branchTitle !== undefined && <Badge appearance="outline">{t('branch', { title: branchTitle })}</Badge>}
              {inLoop && <Badge appearance="outline">{t('inLoop')}</Badge>}
            </div>
            {explanation.get(step.uuid) && <Text>{explanation.get(step.uuid)}</Text>}
            {problems.length > 0 && (
              <div className={styles.badges}>
                {problems.map((p, i) => (
                  <Badge key={i} appearance="tint" color="warning">
                    {te(outcomeKey(p))}
                  </Badge>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
