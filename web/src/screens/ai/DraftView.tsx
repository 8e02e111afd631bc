import { Badge, Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DraftSteps } from './DraftSteps';
import type { Draft } from './draftSteps';
import { useOpenDraft } from './useOpenDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  notes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** The drafted pipeline: which engine drafted it (and why not the model), its notes, its steps, and the way to the editor. */
export function DraftView({ draft }: { draft: Draft }) {
  const { t } = useTranslation('ai');
  const styles = useStyles();
  const { open, opening } = useOpenDraft();
  const blocking = draft.problems.some((p) => p.severity === 'error');
  return (
    <section className={styles.root} aria-labelledby="ai-draft-heading">
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold" id="ai-draft-heading">
          {t('result', { title: draft.title })}
        </Text>
        <Badge appearance="tint" color={draft.engine === 'LLM' ? 'brand' : 'informative'}>
          {t('engineLabel', { engine: t(`engine.${draft.engine}`) })}
        </Badge>
        <Text>{t('stepCount', { count: draft.stepCount })}</Text>
      </div>
      {draft.fallback && (
        <MessageBar intent="warning">
          <MessageBarBody>{t(`fallback.${draft.fallback.reason}`)}</MessageBarBody>
        </MessageBar>
      )}
      {draft.notes.length > 0 && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('notes')}</MessageBarTitle>
            <ul className={styles.notes}>
              {draft.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <DraftSteps draft={draft} />
      {blocking && <Text>{t('problemsHint')}</Text>}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={opening} onClick={() => void open(draft)}>
          {opening ? t('opening') : t('open')}
        </Button>
      </div>
    </section>
  );
}
