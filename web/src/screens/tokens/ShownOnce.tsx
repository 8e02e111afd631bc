import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '../pipelines/shared/useAppToast';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  token: { fontFamily: tokens.fontFamilyMonospace },
});

/** The plain token, this once: selectable, with a copy button, under the warning that it will not be shown again. */
export function ShownOnce({ token }: { token: string }) {
  const { t } = useTranslation('tokens');
  const styles = useStyles();
  const toast = useAppToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast.show(t('created.copied'));
    } catch {
      toast.show(t('created.copyFailed'), 'error');
    }
  };
  return (
    <div className={styles.root}>
      <MessageBar intent="warning">
        <MessageBarBody>{t('created.warning')}</MessageBarBody>
      </MessageBar>
      <div className={styles.row}>
        <Field className={styles.grow} label={t('created.token')}>
          <Input readOnly className={styles.token} value={token} onFocus={(e) => e.currentTarget.select()} />
        </Field>
        <Button icon={<CopyRegular />} autoFocus onClick={() => void copy()}>
          {t('created.copy')}
        </Button>
      </div>
    </div>
  );
}
