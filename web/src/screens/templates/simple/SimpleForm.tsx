import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../errors/useErrorText';
import { isHandledAtRoot } from '../../pipelines/shared/useAppToast';
import { TitleField } from '../../pipelines/shared/TitleField';
import { AccountChoice } from '../shared/AccountChoice';
import { InputFields } from '../shared/InputFields';
import type { CreationTemplate } from '../shared/TemplateGate';
import { initialChoices, readyToCreate, withAccount, withValue } from '../shared/templateChoices';
import { TemplateApps } from '../shared/TemplateApps';
import { useTemplateText } from '../shared/useTemplateText';
import { VariableNeeds } from '../shared/VariableNeeds';
import { SuccessPanel } from './SuccessPanel';
import { useCreateAndEnable } from './useCreateAndEnable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  partHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The guided form over one template for people who never open the canvas (issue 12): its accounts, the fields it
 * asks (with the trigger sample's fields to insert), a title, and "创建并启用" — created from the template, then
 * switched on, ending on what happens next.
 */
export function SimpleForm({ template, shareToken }: { template: CreationTemplate; shareToken: string | null }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const text = useTemplateText();
  const errorText = useErrorText();
  const [choices, setChoices] = useState(() => initialChoices(template, text.title(template)));
  const [tried, setTried] = useState(false);
  const { run, outcome, busy } = useCreateAndEnable();
  const triggerAppId = template.steps[0]?.appId ?? '';

  if (outcome && outcome.kind !== 'failed')
    return (
      <SuccessPanel processId={outcome.processId} triggerAppId={triggerAppId} refusal={outcome.kind === 'notEnabled' ? outcome.error : undefined} />
    );

  const ready = readyToCreate(template, choices);
  const submit = () => {
    setTried(true);
    if (ready) void run(template, choices, shareToken);
  };

  return (
    <form
      className={styles.root}
      noValidate
      aria-labelledby="simple-form-heading"
      onSubmit={(e) => {
        e.preventDefault();
        // the account dialog's own form is portalled, but React still bubbles its submit through this one
        if (e.target === e.currentTarget) submit();
      }}
    >
      <h2 id="simple-form-heading" className={styles.heading}>
        {text.title(template)}
      </h2>
      <Text>{text.description(template)}</Text>
      <TemplateApps apps={template.apps} />
      {template.accountNeeds.length > 0 && (
        <section className={styles.part} aria-labelledby="simple-accounts">
          <h3 id="simple-accounts" className={styles.partHeading}>
            {t('simple.accounts')}
          </h3>
          {template.accountNeeds.map((need) => (
            <AccountChoice
              key={need.stepUuid}
              need={need}
              accountId={choices.accounts[need.stepUuid]}
              invalid={tried}
              onChoose={(accountId) => setChoices((c) => withAccount(c, need.stepUuid, accountId))}
            />
          ))}
        </section>
      )}
      {template.inputs.length > 0 && (
        <section className={styles.part} aria-labelledby="simple-fields">
          <h3 id="simple-fields" className={styles.partHeading}>
            {t('simple.fields')}
          </h3>
          <InputFields
            template={template}
            choices={choices}
            showMissing={tried}
            onChange={(uuid, key, value) => setChoices((c) => withValue(c, uuid, key, value))}
          />
        </section>
      )}
      <VariableNeeds keys={template.variableNeeds} />
      <TitleField value={choices.title} onChange={(title) => setChoices((c) => ({ ...c, title }))} />
      {tried && !ready && <Text role="alert">{t('simple.incomplete')}</Text>}
      {outcome?.kind === 'failed' && !isHandledAtRoot(outcome.error) && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(outcome.error)}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('simple.createAndEnable')}
        </Button>
      </div>
    </form>
  );
}
