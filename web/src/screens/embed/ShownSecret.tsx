import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '../pipelines/shared/useAppToast';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  secret: { fontFamily: tokens.fontFamilyMonospace },
});

/** The partner secret in plain, this once (creation, rotation): the platform keeps it sealed and never shows it again. */
export function ShownSecret({ secret }: { secret: string }) {
  const { t } = useTranslation('embed');
  const styles = useStyles();
  const toast = useAppToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show(t('secret.copied'));
    } catch {
      toast.show(t('secret.copyFailed'), 'error');
    }
  };
  return (
    <div className={styles.root}>
      <MessageBar intent="warning">
        <MessageBarBody>{t('secret.warning')}</MessageBarBody>
      </MessageBar>
      <div className={styles.row}>
        <Field className={styles.grow} label={t('secret.label')}>
          <Input readOnly className={styles.secret} value={secret} onFocus={(e) => e.currentTarget.select()} />
        </Field>
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          {t('secret.copy')}
        </Button>
      </div>
    </div>
  );
}
