import { Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { isHandledAtRoot, useAppToast } from '../../pipelines/shared/useAppToast';
import { TitleField } from '../../pipelines/shared/TitleField';
import { AccountChoice } from '../shared/AccountChoice';
import { InputFields } from '../shared/InputFields';
import { StepPreviewList } from '../shared/StepPreviewList';
import type { CreationTemplate } from '../shared/TemplateGate';
import { initialChoices, withAccount, withValue } from '../shared/templateChoices';
import { useTemplateText } from '../shared/useTemplateText';
import { VariableNeeds } from '../shared/VariableNeeds';
import { useCreateFromTemplate } from './useCreateFromTemplate';
import { WizardProgress } from './WizardProgress';
import { canLeave, wizardSteps, type WizardStep } from './wizardSteps';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  pageHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, outline: 'none' },
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * The creation flow over one template: its steps previewed, its accounts asked one by one, the fields it asks,
 * the variables it reads and a title; then createPipelineFromTemplate and the editor opens the new pipeline
 * with nothing left to fix (every account chosen before it is created).
 */
export function TemplateWizard({ template, shareToken }: { template: CreationTemplate; shareToken: string | null }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const text = useTemplateText();
  const navigate = useNavigate();
  const toast = useAppToast();
  const errorText = useErrorText();
  const { create, creating } = useCreateFromTemplate();
  const steps = wizardSteps(template);
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState(() => initialChoices(template, text.title(template)));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<CombinedError>();
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const step = steps[index]!;
  const last = index === steps.length - 1;

  // each page's heading takes the focus, so a screen reader hears where the person is now
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) pageHeading.current?.focus();
    moved.current = true;
  }, [index]);

  const pageName = (page: WizardStep): string => {
    if (page.kind !== 'account') return t(`wizard.pages.${page.kind}`);
    const need = template.accountNeeds.find((n) => n.stepUuid === page.stepUuid)!;
    return t('wizard.pages.account', {
      app: text.appName({ appId: need.appId, appName: need.app?.appName ?? need.appId, appNameEn: need.app?.appNameEn }),
    });
  };

  const next = async () => {
    if (!canLeave(step, template, choices)) return setTried(true);
    setTried(false);
    if (!last) return setIndex(index + 1);
    setFailure(undefined);
    const created = await create(template, choices, shareToken);
    if (created.processId === undefined) return !isHandledAtRoot(created.error) && setFailure(created.error);
    toast.show(t('wizard.created'));
    void navigate(`/data-pipeline/${created.processId}`);
  };

  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>{text.title(template)}</h2>
      <WizardProgress names={steps.map(pageName)} current={index} />
      <div className={styles.page}>
        <h3 ref={pageHeading} tabIndex={-1} className={styles.pageHeading}>
          {pageName(step)}
        </h3>
        {step.kind === 'preview' && (
          <>
            <Text>{text.description(template)}</Text>
            {template.shareTip && (
              <MessageBar layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{t('wizard.shareTip')}</MessageBarTitle>
                  {template.shareTip}
                </MessageBarBody>
              </MessageBar>
            )}
            <StepPreviewList steps={template.steps} shared={template.source === 'SHARED'} />
            <Text>
              {template.accountNeeds.length > 0 ? t('wizard.accountsAhead', { count: template.accountNeeds.length }) : t('wizard.noAccounts')}
            </Text>
          </>
        )}
        {step.kind === 'account' && (
          <>
            <Text>{t('wizard.accountWhy')}</Text>
            <AccountChoice
              need={template.accountNeeds.find((n) => n.stepUuid === step.stepUuid)!}
              accountId={choices.accounts[step.stepUuid]}
              invalid={tried}
              onChoose={(accountId) => setChoices((c) => withAccount(c, step.stepUuid, accountId))}
            />
          </>
        )}
        {step.kind === 'fields' && (
          <InputFields
            template={template}
            choices={choices}
            showMissing={tried}
            onChange={(uuid, key, value) => setChoices((c) => withValue(c, uuid, key, value))}
          />
        )}
        {step.kind === 'finish' && (
          <>
            <VariableNeeds keys={template.variableNeeds} />
            <TitleField value={choices.title} onChange={(title) => setChoices((c) => ({ ...c, title }))} />
            {tried && choices.title.trim() === '' && <Text role="alert">{t('wizard.titleRequired')}</Text>}
          </>
        )}
        {failure && (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(failure)}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <div className={styles.buttons}>
        {index > 0 && <Button onClick={() => setIndex(index - 1)}>{t('wizard.back')}</Button>}
        <Button appearance="primary" disabled={creating} onClick={() => void next()}>
          {last ? t('wizard.create') : t('wizard.next')}
        </Button>
      </div>
    </div>
  );
}
