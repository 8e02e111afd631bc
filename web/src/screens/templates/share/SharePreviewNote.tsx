import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SharePreviewQuery } from '../../../gql/graphql';
import { useTemplateText } from '../shared/useTemplateText';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0`, paddingLeft: tokens.spacingHorizontalXL },
});

/**
 * What the template will not carry (issue 12: a shared pipeline never carries secrets): the steps whose accounts
 * are removed, the variables users must create, how many secret values are masked.
 */
export function SharePreviewNote({ preview }: { preview: SharePreviewQuery['sharePreview'] }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const text = useTemplateText();
  return (
    <MessageBar layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('share.previewTitle')}</MessageBarTitle>
        {preview.accountNeeds.length === 0 ? (
          t('share.noAccounts')
        ) : (
          <>
            {t('share.accountsRemoved', { count: preview.accountNeeds.length })}
            <ul className={styles.list} aria-label={t('share.accountsRemovedList')}>
              {preview.accountNeeds.map((need) => (
                <li key={need.stepUuid}>
                  {t('share.accountStep', {
                    step: need.stepNumber,
                    app: text.appName({ appId: need.appId, appName: need.app?.appName ?? need.appId, appNameEn: need.app?.appNameEn }),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
        {preview.variableNeeds.length > 0 && <div>{t('share.variablesNeeded', { keys: preview.variableNeeds.join(', ') })}</div>}
        <div>{preview.maskedSecrets > 0 ? t('share.secretsMasked', { count: preview.maskedSecrets }) : t('share.noSecrets')}</div>
      </MessageBarBody>
    </MessageBar>
  );
}
