import { Button, Field, makeStyles, MessageBar, MessageBarBody, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useCatalogueValidation } from '../../editor/store/catalogueValidation';
import { useErrorText } from '../../errors/useErrorText';
import { GeneratePipelineDraftMutation } from './documents';
import { DraftView } from './DraftView';

const EXAMPLES = ['1', '2', '3', '4', '5'] as const;

const useStyles = makeStyles({
  scroller: { position: 'absolute', inset: 0, overflowY: 'auto', padding: tokens.spacingHorizontalXL },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  examples: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /data-pipeline/create-ai (issue 12 "AI"): a description (or an example) → 生成 → the draft read as steps with their
 * explanations and the engine that drafted it → 在编辑器中打开. Explanations come in the reader's language.
 */
export default function CreateAiScreen() {
  const { t, i18n } = useTranslation('ai');
  const styles = useStyles();
  const errorText = useErrorText();
  // the catalogue names the draft's catalogue steps in the reader's language
  useCatalogueValidation();
  const [description, setDescription] = useState('');
  const [result, generate] = useMutation(GeneratePipelineDraftMutation);
  const draft = result.data?.generatePipelineDraft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void generate({ input: { description: description.trim(), lang: i18n.language === 'en' ? 'EN' : 'ZH_CN' } });
  };
  return (
    <div className={styles.scroller}>
      <section className={styles.root}>
        <Text as="h1" size={600} weight="semibold">
          {t('heading')}
        </Text>
        <Text className={styles.muted}>{t('intro')}</Text>
        <form className={styles.form} onSubmit={submit}>
          <Field label={t('description')}>
            <Textarea value={description} rows={4} resize="vertical" placeholder={t('placeholder')} onChange={(_, d) => setDescription(d.value)} />
          </Field>
          <div className={styles.examples} role="group" aria-label={t('examples')}>
            <Text size={200} className={styles.muted}>
              {t('examples')}
            </Text>
            {EXAMPLES.map((key) => (
              <Button key={key} size="small" appearance="outline" onClick={() => setDescription(t(`example.${key}`))}>
                {t(`example.${key}`)}
              </Button>
            ))}
          </div>
          <div>
            <Button type="submit" appearance="primary" disabled={description.trim() === '' || result.fetching}>
              {result.fetching ? t('generating') : t('generate')}
            </Button>
          </div>
        </form>
        {result.error && (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(result.error)}</MessageBarBody>
          </MessageBar>
        )}
        {draft && !result.error && <DraftView draft={draft} />}
      </section>
    </div>
  );
}
