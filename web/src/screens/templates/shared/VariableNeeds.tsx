import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0`, paddingLeft: tokens.spacingHorizontalXL },
  key: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * The `{{env.KEY}}` variables the template's steps read: a template carries no variable values, so the company
 * must have them before the first run (variable management, /tag-management).
 */
export function VariableNeeds({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  if (keys.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {t('variables.intro', { count: keys.length })}
        <ul className={styles.list} aria-label={t('variables.list')}>
          {keys.map((key) => (
            <li key={key} className={styles.key}>
              {key}
            </li>
          ))}
        </ul>
        <RouterLink to="/tag-management">{t('variables.manage')}</RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
}
