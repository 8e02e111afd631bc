import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import type { AppAccountPartsFragment } from '../../../gql/graphql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { DeleteAppAccountMutation, RenameAppAccountMutation } from '../documents';
import { AccountForm, type FormApp } from '../shared/AccountForm';
import { breakingPipelines, type BrokenPipeline } from './deleteRefusal';

export type AccountDialog = { kind: 'rename' | 'edit' | 'delete'; account: AppAccountPartsFragment } | null;

/** The dialogs an account's buttons open. */
export function AccountDialogs({ app, dialog, onClose }: { app: FormApp; dialog: AccountDialog; onClose(): void }) {
  if (!dialog) return null;
  const props = { account: dialog.account, onClose };
  if (dialog.kind === 'rename') return <RenameDialog {...props} />;
  if (dialog.kind === 'delete') return <DeleteDialog {...props} />;
  return <EditDialog app={app} {...props} />;
}

interface DialogProps {
  account: AppAccountPartsFragment;
  onClose(): void;
}

const MAX_NAME = 100;

/** spec §7 app/updatename: '修改成功'. */
function RenameDialog({ account, onClose }: DialogProps) {
  const { t } = useTranslation('apps');
  const toast = useAppToast();
  const errorText = useErrorText();
  const [name, setName] = useState(account.accountName);
  const [result, rename] = useMutation(RenameAppAccountMutation);
  const empty = name.trim() === '';
  const save = async () => {
    const { data } = await rename({ accountId: account.accountId, accountName: name.trim() });
    if (!data) return;
    toast.show(t('accounts.renamed'));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('accounts.renameTitle')}</DialogTitle>
          <DialogContent>
            <Field
              label={t('form.accountName')}
              required
              validationState={empty ? 'error' : 'none'}
              validationMessage={empty ? t('form.nameRequired') : undefined}
            >
              <Input value={name} maxLength={MAX_NAME} onChange={(_, d) => setName(d.value)} />
            </Field>
            {result.error && (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(result.error)}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={empty || result.fetching} onClick={() => void save()}>
              {t('form.save')}
            </Button>
            <Button onClick={onClose}>{t('form.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** spec §7 app/update: the auth form with secrets as '******' (left so, they keep their value); '修改成功'. */
function EditDialog({ app, account, onClose }: DialogProps & { app: FormApp }) {
  const { t } = useTranslation('apps');
  const toast = useAppToast();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('accounts.editTitle', { name: account.accountName })}</DialogTitle>
          <DialogContent>
            <AccountForm
              app={app}
              account={account}
              returnTo={`/app-manage?app=${encodeURIComponent(app.appId)}`}
              onCancel={onClose}
              onSaved={() => {
                toast.show(t('accounts.authUpdated'));
                onClose();
              }}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The call returns only an id: the lists it touches are named for the cache. */
const deleteContext = { additionalTypenames: ['AppAccount', 'App', 'AppAccountPage'] };

/**
 * spec §7 app/delete ('删除成功'). An account pipelines use is not deleted at once: the dialog names the pipelines
 * that would break (known from the account, or from the platform's refusal) and deletes only when asked again.
 */
function DeleteDialog({ account, onClose }: DialogProps) {
  const { t } = useTranslation('apps');
  const toast = useAppToast();
  const errorText = useErrorText();
  const [result, remove] = useMutation(DeleteAppAccountMutation);
  const [breaking, setBreaking] = useState<BrokenPipeline[]>(account.pipelines.map((p) => ({ processId: p.processId, title: p.title })));
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setFailure(undefined);
    const { data, error } = await remove({ accountId: account.accountId, confirm: breaking.length > 0 }, deleteContext);
    if (data) {
      toast.show(t('accounts.deleted'));
      return onClose();
    }
    const refused = error && breakingPipelines(error);
    if (refused && refused.length > 0) return setBreaking(refused);
    if (error) setFailure(errorText(error));
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('accounts.deleteTitle')}</DialogTitle>
          <DialogContent>
            {breaking.length === 0 ? (
              <Text>{t('accounts.deleteConfirm', { name: account.accountName })}</Text>
            ) : (
              <>
                <Text>{t('accounts.deleteInUse', { name: account.accountName, count: breaking.length })}</Text>
                <ul aria-label={t('accounts.breaking')}>
                  {breaking.map((p) => (
                    <li key={p.processId}>{p.title}</li>
                  ))}
                </ul>
              </>
            )}
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void confirm()}>
              {breaking.length > 0 ? t('accounts.deleteAnyway') : t('accounts.delete')}
            </Button>
            <Button onClick={onClose}>{t('form.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
