import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useBuiltinText } from '../../../editor/builtinText';
import { useErrorText } from '../../../errors/useErrorText';
import type { TemplateEditQuery } from '../../../gql/graphql';
import { pick } from '../../apps/shared/appText';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { useStepLine } from '../shared/useStepLine';
import { UpdateTemplateMutation } from '../shareDocuments';
import { FieldRow } from './FieldRow';
import { draftKey, fieldCandidates, initialDraft, toTemplateInputs, unlabelled } from './inputsDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  stepHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type EditTemplate = NonNullable<TemplateEditQuery['template']>;

/** The asked fields of one template, grouped by step, saved as updateTemplate's inputs. */
export function InputsEditor({ template }: { template: EditTemplate }) {
  const { t } = useTranslation('templates');
  const { t: tc, i18n } = useTranslation();
  const styles = useStyles();
  const builtin = useBuiltinText();
  const line = useStepLine(true);
  const toast = useAppToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const english = i18n.language === 'en';
  const candidates = useMemo(
    () =>
      fieldCandidates(template.steps, (step) => {
        // built-in actions first: the catalogue lists them too, but with zh-CN labels only (labelEn null)
        const own = builtin.action(step.appId, step.actionId);
        if (own) return own.fields.map((f) => ({ key: f.key, label: f.label }));
        const listed = step.app?.actions.find((a) => a.actionId === step.actionId);
        return listed?.fields.map((f) => ({ key: f.key, label: pick(english, f.label, f.labelEn) })) ?? [];
      }),
    [template.steps, builtin, english],
  );
  const [draft, setDraft] = useState(() => initialDraft(candidates, template.inputs));
  const [tried, setTried] = useState(false);
  const [result, update] = useMutation(UpdateTemplateMutation);
  const save = async () => {
    setTried(true);
    if (unlabelled(draft).length > 0) return;
    const { data } = await update(
      { templateId: template.templateId, input: { inputs: toTemplateInputs(candidates, draft) } },
      { additionalTypenames: ['Template'] },
    );
    if (!data) return;
    toast.show(t('edit.saved'));
    void navigate('/pipeline-share');
  };
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>{template.title}</h2>
      <Text>{t('edit.intro')}</Text>
      {template.steps.map((step, index) => {
        const own = candidates.filter((c) => c.stepUuid === step.uuid);
        if (own.length === 0) return null;
        const { appName, actionName } = line(step);
        return (
          <section key={step.uuid} aria-labelledby={`edit-step-${step.uuid}`}>
            <h3 id={`edit-step-${step.uuid}`} className={styles.stepHeading}>
              {t('edit.step', { number: index + 1, name: actionName ? t('preview.appAction', { app: appName, action: actionName }) : appName })}
            </h3>
            <ul className={styles.list}>
              {own.map((c) => {
                const key = draftKey(c.stepUuid, c.key);
                return <FieldRow key={key} candidate={c} entry={draft[key]!} onChange={(entry) => setDraft((d) => ({ ...d, [key]: entry }))} />;
              })}
            </ul>
          </section>
        );
      })}
      {tried && unlabelled(draft).length > 0 && <Text role="alert">{t('edit.fixLabels')}</Text>}
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(result.error)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" disabled={result.fetching} onClick={() => void save()}>
          {tc('common.save')}
        </Button>
        <Button onClick={() => void navigate('/pipeline-share')}>{tc('common.cancel')}</Button>
      </div>
    </div>
  );
}
