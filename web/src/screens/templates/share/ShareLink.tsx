import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../shared/CopyButton';
import { shareLink } from '../shared/paths';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

/**
 * The template's share link, absolute on this page's origin, with a copy button (the field can be selected too).
 * `focusCopy`: just shared, copying is what comes next (and the dialog keeps the focus its share button had).
 */
export function ShareLink({ templateId, shareToken, focusCopy }: { templateId: string; shareToken: string | null | undefined; focusCopy?: boolean }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const link = shareLink(window.location.origin, templateId, shareToken);
  return (
    <div className={styles.row}>
      <Field className={styles.grow} label={t('share.link')}>
        <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <CopyButton text={link} label={t('share.copyLink')} autoFocus={focusCopy} />
    </div>
  );
}
