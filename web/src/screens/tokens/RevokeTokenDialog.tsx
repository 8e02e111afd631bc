import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../pipelines/shared/useAppToast';
import { RevokeApiTokenMutation } from './documents';

/** Asks first: tools using the token stop at once and a revoked token cannot come back. */
export function RevokeTokenDialog({ token, onClose }: { token: { tokenId: string; name: string }; onClose(): void }) {
  const { t } = useTranslation('tokens');
  const toast = useAppToast();
  const [result, revoke] = useMutation(RevokeApiTokenMutation);
  const confirm = async () => {
    const { error } = await revoke({ tokenId: token.tokenId }, { additionalTypenames: ['ApiToken'] });
    if (error) return toast.failed(error);
    toast.show(t('revoke.done'));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('revoke.title', { name: token.name })}</DialogTitle>
          <DialogContent>{t('revoke.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void confirm()}>
              {t('revoke.confirm')}
            </Button>
            <Button onClick={onClose}>{t('revoke.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
