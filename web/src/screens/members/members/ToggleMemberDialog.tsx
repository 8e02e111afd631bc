import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { SetUserDisabledMutation } from '../documents';
import { useFailureToast } from '../useFailureToast';
import type { Member } from './MemberTable';

/** Disabling changes the member list, though the reply is only the person. */
const toggleContext = { additionalTypenames: ['User'] };

/** Asks before disabling (their sign-in stops at once) or enabling a person again. */
export function ToggleMemberDialog({ member, onClose }: { member: Member; onClose(): void }) {
  const { t } = useTranslation('members');
  const toast = useAppToast();
  const failed = useFailureToast();
  const [result, toggle] = useMutation(SetUserDisabledMutation);
  const disabling = !member.disabled;
  const confirm = async () => {
    const { error } = await toggle({ userId: member.userid, disabled: disabling }, toggleContext);
    if (error) return failed(error);
    toast.show(t(disabling ? 'toggle.disabled' : 'toggle.enabled', { name: member.uname }));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(disabling ? 'toggle.disableTitle' : 'toggle.enableTitle', { name: member.uname })}</DialogTitle>
          <DialogContent>{t(disabling ? 'toggle.disableBody' : 'toggle.enableBody')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void confirm()}>
              {disabling ? t('list.disable') : t('list.enable')}
            </Button>
            <Button onClick={onClose}>{t('cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
