import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { CopyButton } from '../../templates/shared/CopyButton';
import { ConnectJinshujuPushMutation } from './documents';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  url: { flexGrow: 1, minWidth: '240px' },
});

/** What the form's data push goes to now: whether it is this pipeline's address already. */
export type PushState = 'connected' | 'other' | 'unset';

interface PushAddressProps {
  processId: string;
  /** The pipeline's title, naming the address for screen readers when several are listed. */
  title: string;
  pushUrl: string;
  state: PushState;
  /** After the form's push was pointed here (the caller refetches the form). */
  onConnected?(): void;
}

/**
 * A pipeline's 金数据 push address (issue 17): copied into the form's 数据推送 setting by hand, or set there through
 * 金数据's API with one click (connectJinshujuPush), which replaces whatever address the form pushed to before.
 */
export function PushAddress({ processId, title, pushUrl, state, onConnected }: PushAddressProps) {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [connecting, connect] = useMutation(ConnectJinshujuPushMutation);
  const hint = state === 'connected' ? t('jinshuju.push.connected') : state === 'other' ? t('jinshuju.push.other') : t('jinshuju.push.unset');
  const setPush = async () => {
    const result = await connect({ processId });
    if (result.error) return toast.show(errorText(result.error, t('jinshuju.push.failed')), 'error');
    toast.show(t('jinshuju.push.done'));
    onConnected?.();
  };
  return (
    <Field label={t('jinshuju.push.label', { title })} hint={hint} validationState={state === 'connected' ? 'success' : 'none'}>
      <div className={styles.row}>
        <Input className={styles.url} readOnly value={pushUrl} aria-label={t('jinshuju.push.label', { title })} />
        <CopyButton text={pushUrl} label={t('jinshuju.push.copy')} done={t('jinshuju.push.copied')} />
        <Button appearance={state === 'connected' ? 'secondary' : 'primary'} disabled={connecting.fetching} onClick={() => void setPush()}>
          {t('jinshuju.push.connect')}
        </Button>
      </div>
    </Field>
  );
}
